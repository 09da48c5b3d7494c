import { apiPaths, taxApiPaths } from '../../../shared/api-paths';
import type { AdminBooksResponse, CreatedResponse, UpdateBookResponse } from '../../../shared/contract/admin.contract';
import type { BookDetail } from '../../../shared/contract/catalog.contract';
import type { StoreSettings, UpdateStoreSettingsResponse } from '../../../shared/contract/store-settings.contract';
import { storeSettingsTexts as texts } from '../../../shared/store-settings-texts';
import { post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, makePdf, multipartBody, TINY_PNG, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { SELLER } from '../../testing/tax-shopping';

let a: AdminTestApp;
let t: TestApp;
let shopper: LoggedInUser;

beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
  shopper = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

const read = (headers: Record<string, string> = a.adminHeaders) =>
  t.app.inject({ method: 'GET', url: taxApiPaths.getStoreSettings, headers });
const settingsNow = async () => {
  const response = await read();
  expect(response.statusCode).toBe(202);
  return response.json<StoreSettings>();
};
const save = (body: object, headers: Record<string, string> = a.adminHeaders) =>
  post(t.app, taxApiPaths.updateStoreSettings, body, { headers });

/** Complete settings: the seller the tax documents' tests sell as. */
const complete = SELLER;

describe('store settings', () => {
  test('a new store has the defaults and no tax invoices; admins save them and read them back', async () => {
    expect(await settingsNow()).toEqual({
      LegalName: '',
      TradeName: '',
      Gstin: '',
      Address: '',
      State: '',
      GstRate: 5,
      Sac: '998431',
      InvoicePrefix: '',
      ExportOfServices: false,
      TaxInvoiceReady: false,
    });

    // Only the fields sent change: an incomplete save is allowed (receipts go on meanwhile).
    const partial = await save({ LegalName: '  Pustaka Books Private Limited ' });
    expect(partial.statusCode).toBe(202);
    expect(partial.json<UpdateStoreSettingsResponse>().Settings).toMatchObject({
      LegalName: 'Pustaka Books Private Limited',
      TaxInvoiceReady: false,
    });

    // A GSTIN and prefix typed in small letters are kept in capitals.
    const saved = await save({ ...complete, Gstin: '29aagcb7383j1z4', InvoicePrefix: 'pk', GstRate: 2.5 });
    expect(saved.statusCode).toBe(202);
    const body = saved.json<UpdateStoreSettingsResponse>();
    expect(body.Message).toBe(texts.saved);
    const expected = { ...complete, GstRate: 2.5, TaxInvoiceReady: true };
    expect(body.Settings).toEqual(expected);
    expect(await settingsNow()).toEqual(expected);
    const row = await t.db.selectFrom('store_settings').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ gst_rate_bp: 250, gstin: '29AAGCB7383J1Z4', invoice_prefix: 'PK' });
    expect(row.updated_at).toBe(t.clock.now().toISOString());

    expect(
      (await save({ ExportOfServices: true, TradeName: '' })).json<UpdateStoreSettingsResponse>().Settings,
    ).toMatchObject({ ExportOfServices: true, TradeName: '', TaxInvoiceReady: true });
    expect((await save({ GstRate: 5 })).statusCode).toBe(202);
  });

  test('are for admins only', async () => {
    expect((await read({})).statusCode).toBe(401);
    expect((await read(shopper.headers)).statusCode).toBe(403);
    expect((await save({ LegalName: 'Somebody Else' }, {})).statusCode).toBe(401);
    expect((await save({ LegalName: 'Somebody Else' }, shopper.headers)).statusCode).toBe(403);
    expect((await settingsNow()).LegalName).not.toBe('Somebody Else');
  });

  test.each([
    ['a GSTIN of the wrong length', { Gstin: '29AAGCB7383J1Z' }, 'Gstin', texts.gstinProblems.length],
    ['a GSTIN with a wrong check character', { Gstin: '29AAGCB7383J1Z5' }, 'Gstin', texts.gstinProblems.checkCharacter],
    ['a GSTIN of no state', { Gstin: '28AAGCB7383J1Z4' }, 'Gstin', texts.gstinProblems.stateCode],
    ['a GSTIN whose PAN is malformed', { Gstin: '29AAGC17383J1Z4' }, 'Gstin', texts.gstinProblems.pan],
    ['a state not on the list', { State: 'Bangalore' }, 'State', texts.unknownState],
    ['an address without a PIN', { Address: '12 MG Road, Bengaluru' }, 'Address', texts.addressWithoutPin],
    ['a PIN starting with 0', { Address: '12 MG Road, Bengaluru 060001' }, 'Address', texts.addressWithoutPin],
    ['a rate above 28 %', { GstRate: 28.5 }, 'GstRate', texts.rateRange],
    ['a negative rate', { GstRate: -1 }, 'GstRate', texts.rateRange],
    ['a rate with 3 decimals', { GstRate: 2.555 }, 'GstRate', texts.rateRange],
    ['a rate as text', { GstRate: '5' }, 'GstRate', texts.rateRange],
    ['a SAC of 5 digits', { Sac: '99843' }, 'Sac', texts.sacRule],
    ['a prefix of 4 characters', { InvoicePrefix: 'INVO' }, 'InvoicePrefix', texts.invoicePrefixRule],
    ['a prefix with a slash', { InvoicePrefix: 'P/' }, 'InvoicePrefix', texts.invoicePrefixRule],
    ['a legal name too long', { LegalName: 'x'.repeat(101) }, 'LegalName', texts.tooLong(100)],
  ])('refuse %s with 400 naming the field, and change nothing', async (_name, change, field, message) => {
    const before = await settingsNow();
    // Valid fields sent with it are not saved either.
    const response = await save({ LegalName: 'Changed Name Private Limited', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toBe(`Invalid field '${field}': ${message}`);
    expect(await settingsNow()).toEqual(before);
  });

  test('refuse a GSTIN registered in another state than the one chosen, and change nothing', async () => {
    expect((await save(complete)).statusCode).toBe(202);
    const before = await settingsNow();
    const wrongState = await save({ State: 'Delhi', LegalName: 'Changed Name Private Limited' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json<{ Message: string }>().Message).toBe(
      "Invalid field 'State': This GSTIN is registered in Karnataka (state code 29), not Delhi: choose Karnataka or check the GSTIN.",
    );
    const wrongGstin = await save({ Gstin: '07AAACN4321K1ZM' });
    expect(wrongGstin.statusCode).toBe(400);
    expect(wrongGstin.json<{ Message: string }>().Message).toMatch(
      /^Invalid field 'Gstin': This GSTIN is registered in Delhi/,
    );
    expect(await settingsNow()).toEqual(before);
    // Both changed together: fine.
    expect(
      (await save({ Gstin: '07AAACN4321K1ZM', State: 'Delhi' })).json<UpdateStoreSettingsResponse>().Settings,
    ).toMatchObject({ Gstin: '07AAACN4321K1ZM', State: 'Delhi', TaxInvoiceReady: true });
  });

  test('refuse unknown fields', async () => {
    const response = await save({ Gstn: '29AAGCB7383J1Z4' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toBe("Unknown field 'Gstn'");
  });
});

describe("a book's own GST rate", () => {
  const someBookId = async () =>
    String(
      (
        await t.db
          .selectFrom('books')
          .select('id')
          .where('is_active', '=', 1)
          .where('is_approved', '=', 1)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const publicBook = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `${apiPaths.getBookById}?Id=${id}` })).json<BookDetail>();
  const updateBook = (body: object) => post(t.app, apiPaths.updateBook, body, { headers: a.adminHeaders });

  test('is null (the store rate) until set; set, cleared, and refused outside 0-28 %', async () => {
    const id = await someBookId();
    expect((await publicBook(id)).GstRate).toBeNull();

    const set = await updateBook({ Id: id, GstRate: 12 });
    expect(set.statusCode).toBe(202);
    expect(set.json<UpdateBookResponse>().Book.GstRate).toBe(12);
    expect((await publicBook(id)).GstRate).toBe(12);
    const listed = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.getAdminBooks}?PageSize=100`,
      headers: a.adminHeaders,
    });
    expect(listed.json<AdminBooksResponse>().AdminBooksList.find((book) => book.Id === id)?.GstRate).toBe(12);
    expect(
      (await t.db.selectFrom('books').select('gst_rate_bp').where('id', '=', Number(id)).executeTakeFirstOrThrow())
        .gst_rate_bp,
    ).toBe(1200);

    const refused = await updateBook({ Id: id, GstRate: 29 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ Message: string }>().Message).toBe(`Invalid field 'GstRate': ${texts.rateRange}`);
    expect((await publicBook(id)).GstRate).toBe(12);

    // Another change leaves it as it is; null returns the book to the store's rate.
    expect((await updateBook({ Id: id, Price: 300 })).json<UpdateBookResponse>().Book.GstRate).toBe(12);
    expect((await updateBook({ Id: id, GstRate: null })).json<UpdateBookResponse>().Book.GstRate).toBeNull();
    expect((await publicBook(id)).GstRate).toBeNull();
  });

  test('may be given with the upload (the wizard), as text; blank means the store rate', async () => {
    const genreId = (await t.db.selectFrom('genres').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const authorId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('user_type', '=', 'Author')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const upload = async (gstRate: string) => {
      const form = multipartBody([
        { name: 'BookName', value: 'The Monsoon Ledger' },
        { name: 'BookDescription', value: 'A clerk keeps the accounts of a flooded town.' },
        { name: 'AuthorId', value: String(authorId) },
        { name: 'Price', value: '250' },
        { name: 'GenerId', value: String(genreId) },
        { name: 'GstRate', value: gstRate },
        { name: 'BookImage', filename: 'cover.png', contentType: 'image/png', data: TINY_PNG },
        { name: 'BookPreview', filename: 'preview.pdf', contentType: 'application/pdf', data: await makePdf(1) },
        { name: 'BookContent', filename: 'book.pdf', contentType: 'application/pdf', data: await makePdf(2) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: apiPaths.addBook,
        payload: form.payload,
        headers: { ...form.headers, ...a.adminHeaders },
      });
    };
    const rateOf = async (id: string) =>
      (await t.db.selectFrom('books').select('gst_rate_bp').where('id', '=', Number(id)).executeTakeFirstOrThrow())
        .gst_rate_bp;

    const withRate = await upload('18');
    expect(withRate.statusCode).toBe(202);
    expect(await rateOf(withRate.json<CreatedResponse>().Id)).toBe(1800);
    const blank = await upload(' ');
    expect(blank.statusCode).toBe(202);
    expect(await rateOf(blank.json<CreatedResponse>().Id)).toBeNull();
    const refused = await upload('30');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ Message: string }>().Message).toContain(texts.rateRange);
  });
});
