/**
 * Coupon codes (issue 36 item 1, decision 048): admins save and list them; the cart's preview
 * prices the cart and writes nothing; every refusal says why; checkout prices the order with the
 * code and claims a use, which an order that expires or is cancelled gives back; the order, My
 * Orders, the receipt, the tax invoice, a refund and its credit note carry the discount; guessing
 * codes is throttled per account and address.
 */
import { apiPaths, couponApiPaths } from '../../../shared/api-paths';
import type { CheckoutResponse } from '../../../shared/contract/checkout.contract';
import type {
  CouponsResponse,
  PreviewCouponResponse,
  SaveCouponInput,
  SaveCouponResponse,
} from '../../../shared/contract/coupons.contract';
import type { OrdersResponse } from '../../../shared/contract/orders.contract';
import { couponTexts } from '../../../shared/coupon-texts';
import { apiMessages } from '../../../shared/api-messages';
import { discountedPaise, paiseToAmountString } from '../../../shared/money';
import { post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { addToCart, payInSandbox, reportPayment, webhooksDelivered } from '../../testing/shopping';
import { KARNATAKA, SELLER, taxShopping } from '../../testing/tax-shopping';

jest.setTimeout(60_000);

let a: AdminTestApp;
let t: TestApp;
beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
});
afterAll(async () => {
  await t.close();
});

const { saveSettings, freshBooks } = taxShopping(() => a);

let codeNumber = 0;
/** A code no other test of the file uses. */
const nextCode = () => `TEST${++codeNumber}`;

async function saveCoupon(coupon: Partial<SaveCouponInput>) {
  return post(
    t.app,
    couponApiPaths.saveCoupon,
    { Code: nextCode(), Kind: 'percent', Value: 10, ...coupon },
    { headers: a.adminHeaders },
  );
}

async function coupon(fields: Partial<SaveCouponInput>): Promise<string> {
  const response = await saveCoupon(fields);
  expect(response.statusCode).toBe(202);
  return response.json<SaveCouponResponse>().Coupon.Code;
}

/** Books nobody in the file bought, with their sale prices and genres. */
async function books(count: number) {
  const ids = (await freshBooks(count)).map(Number);
  const rows = await t.db
    .selectFrom('books')
    .select(['id', 'price_paise', 'discount_bp', 'genre_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    genreId: row.genre_id,
    salePaise: discountedPaise(row.price_paise, row.discount_bp),
  }));
}

async function shopperWith(bookIds: readonly number[]): Promise<LoggedInUser> {
  const user = await registerAndLogin(t.app);
  for (const id of bookIds) await addToCart(t.app, user, String(id));
  return user;
}

const preview = (user: LoggedInUser, code: string, remoteAddress?: string) =>
  post(t.app, couponApiPaths.previewCoupon, { CouponCode: code }, { headers: user.headers, remoteAddress });

async function checkoutWith(user: LoggedInUser, bookIds: readonly number[], totalPaise: number, code?: string) {
  return post(
    t.app,
    apiPaths.checkoutPage,
    {
      userId: user.session.UserId,
      price: paiseToAmountString(totalPaise),
      bookId: bookIds.map(String),
      ...(code !== undefined && { CouponCode: code }),
    },
    { headers: user.headers },
  );
}

const ordersOf = async (user: LoggedInUser) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.getOrders, headers: user.headers })).json<OrdersResponse>().Orders;
const usesCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('coupon_uses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const ordersCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('admins save and list coupon codes', () => {
  test('a code is stored in capitals, updated by its code in any case, paused, listed with its rules', async () => {
    const [book] = await books(1);
    const created = await saveCoupon({
      Code: 'diwali-25',
      Kind: 'fixed',
      Value: 150.5,
      MinTotal: 499,
      ValidFrom: '2026-10-20',
      ValidUntil: '2026-11-05T18:30',
      MaxUses: 100,
      MaxUsesPerUser: 1,
      GenerIds: [book!.genreId],
      BookIds: [String(book!.id)],
    });
    expect(created.statusCode).toBe(202);
    expect(created.json<SaveCouponResponse>()).toEqual({
      Message: couponTexts.saved,
      Coupon: expect.objectContaining({
        Code: 'DIWALI-25',
        Kind: 'fixed',
        Value: 150.5,
        MinTotal: 499,
        ValidFrom: '2026-10-20T00:00',
        ValidUntil: '2026-11-05T18:30',
        MaxUses: 100,
        MaxUsesPerUser: 1,
        GenerIds: [String(book!.genreId)],
        BookIds: [String(book!.id)],
        Active: true,
        Uses: 0,
      }),
    });
    // 00:00 IST is 18:30 UTC the day before.
    const row = await t.db.selectFrom('coupons').selectAll().where('code', '=', 'DIWALI-25').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      amount_paise: 15_050,
      min_total_paise: 49_900,
      valid_from: '2026-10-19T18:30:00.000Z',
    });

    const paused = await saveCoupon({ Code: 'Diwali-25', Kind: 'percent', Value: 20, Active: false });
    expect(paused.statusCode).toBe(202);
    const listed = await t.app.inject({ method: 'GET', url: couponApiPaths.getCoupons, headers: a.adminHeaders });
    expect(listed.statusCode).toBe(202);
    const saved = listed.json<CouponsResponse>().Coupons.filter((item) => item.Code === 'DIWALI-25');
    expect(saved).toEqual([
      expect.objectContaining({
        Kind: 'percent',
        Value: 20,
        Active: false,
        GenerIds: [],
        BookIds: [],
        ValidUntil: null,
      }),
    ]);
  });

  test('a bare ValidUntil day runs to its end in India', async () => {
    const response = await saveCoupon({ ValidUntil: '2026-12-31' });
    expect(response.json<SaveCouponResponse>().Coupon.ValidUntil).toBe('2027-01-01T00:00');
  });

  test.each([
    [{ Kind: 'percent', Value: 0 }, couponTexts.percentRule],
    [{ Kind: 'percent', Value: 101 }, couponTexts.percentRule],
    [{ Kind: 'percent', Value: 12.5 }, couponTexts.percentRule],
    [{ Kind: 'fixed', Value: 0 }, couponTexts.fixedRule(100_000)],
    [{ Kind: 'fixed', Value: 100_000.01 }, couponTexts.fixedRule(100_000)],
    [{ Kind: 'fixed', Value: 10.005 }, couponTexts.fixedRule(100_000)],
    [{ Code: 'no spaces' }, couponTexts.codeRule],
    [{ Code: 'ab' }, couponTexts.codeRule],
    [{ ValidFrom: '2026-02-30' }, couponTexts.dateRule],
    [{ ValidFrom: '2026-11-05', ValidUntil: '2026-11-04' }, couponTexts.datesOrder],
    [{ MaxUses: 0 }, couponTexts.usesRule],
    [{ GenerIds: [99_999] }, couponTexts.unknownGenres],
    [{ BookIds: ['99999'] }, couponTexts.unknownBooks],
  ] as const)('%j is refused (400) with its rule, and nothing is saved', async (fields, message) => {
    const before = await t.db.selectFrom('coupons').select('id').execute();
    const response = await saveCoupon(fields as Partial<SaveCouponInput>);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain(message);
    expect(await t.db.selectFrom('coupons').select('id').execute()).toEqual(before);
  });

  test('shoppers may not save or list coupons', async () => {
    const user = await registerAndLogin(t.app);
    expect(
      (
        await post(
          t.app,
          couponApiPaths.saveCoupon,
          { Code: 'MINE', Kind: 'percent', Value: 90 },
          { headers: user.headers },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: couponApiPaths.getCoupons, headers: user.headers })).statusCode,
    ).toBe(403);
  });
});

describe('the cart previews a code', () => {
  test('each line with its discount and the new total, case-insensitive; nothing written', async () => {
    const [first, second] = await books(2);
    const code = await coupon({ Kind: 'percent', Value: 10 });
    const user = await shopperWith([first!.id, second!.id]);
    const [uses, orders] = [await usesCount(), await ordersCount()];
    const response = await preview(user, ` ${code.toLowerCase()} `);
    expect(response.statusCode).toBe(202);
    const lines = [first!, second!].map((book) => {
      const paid = discountedPaise(book.salePaise, 1000);
      return { BookId: String(book.id), Price: book.salePaise, Discount: book.salePaise - paid, Paid: paid };
    });
    const discount = lines.reduce((sum, line) => sum + line.Discount, 0);
    expect(response.json<PreviewCouponResponse>()).toEqual({
      CouponCode: code,
      Lines: lines,
      Subtotal: first!.salePaise + second!.salePaise,
      Discount: discount,
      Total: first!.salePaise + second!.salePaise - discount,
    });
    expect([await usesCount(), await ordersCount()]).toEqual([uses, orders]);
  });

  test('a scope that covers one line of two discounts that line only', async () => {
    const [covered, other] = await books(2);
    const code = await coupon({ Kind: 'fixed', Value: 20, BookIds: [covered!.id] });
    const user = await shopperWith([covered!.id, other!.id]);
    const body = (await preview(user, code)).json<PreviewCouponResponse>();
    expect(body.Lines.map((line) => [Number(line.BookId), line.Discount])).toEqual([
      [covered!.id, 2000],
      [other!.id, 0],
    ]);
  });

  test('an empty cart is 400', async () => {
    const user = await registerAndLogin(t.app);
    expect((await preview(user, await coupon({}))).statusCode).toBe(400);
  });
});

describe('a code that does not apply says why', () => {
  const today = () => t.clock.now();
  const istDay = (offsetDays: number) =>
    new Date(today().getTime() + offsetDays * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

  const cases: Array<[string, () => Promise<string>, number, string]> = [
    ['unknown', async () => 'NO-SUCH-CODE', 404, couponTexts.unknown],
    ['paused', async () => coupon({ Active: false }), 404, couponTexts.unknown],
    ['expired', async () => coupon({ ValidUntil: istDay(-1) }), 409, couponTexts.expired],
    ['not started', async () => coupon({ ValidFrom: `${istDay(2)}T09:30` }), 409, 'This coupon code works from'],
    ['below the minimum', async () => coupon({ MinTotal: 100_000 }), 409, couponTexts.belowMinimum(10_000_000)],
    [
      'not for these books',
      async () => coupon({ BookIds: [(await books(1))[0]!.id] }),
      409,
      couponTexts.notForTheseBooks,
    ],
  ];
  test.each(cases)('%s', async (_name, make, status, message) => {
    const code = await make();
    const [book] = await books(1);
    const user = await shopperWith([book!.id]);
    const [uses, orders] = [await usesCount(), await ordersCount()];
    const previewed = await preview(user, code);
    expect(previewed.statusCode).toBe(status);
    expect(previewed.json<{ Message: string }>().Message).toContain(message);
    // Checkout refuses it the same way, and writes nothing.
    const checkedOut = await checkoutWith(user, [book!.id], book!.salePaise, code);
    expect(checkedOut.statusCode).toBe(status);
    expect(checkedOut.json<{ Message: string }>().Message).toContain(message);
    expect([await usesCount(), await ordersCount()]).toEqual([uses, orders]);
  });

  test('used up, and already used by you: a paid order keeps its use', async () => {
    const [book, again, third] = await books(3);
    const code = await coupon({ Kind: 'percent', Value: 50, MaxUses: 2, MaxUsesPerUser: 1 });
    const buyer = await shopperWith([book!.id]);
    const paid = discountedPaise(book!.salePaise, 5000);
    const checkout = (await checkoutWith(buyer, [book!.id], paid, code)).json<CheckoutResponse>();
    expect(checkout.order.amount).toBe(paid);
    expect((await reportPayment(t.app, buyer, await payInSandbox(t.app, checkout.order.id))).statusCode).toBe(202);
    await webhooksDelivered(t.app);

    await addToCart(t.app, buyer, String(again!.id));
    const byYou = await preview(buyer, code);
    expect([byYou.statusCode, byYou.json<{ Message: string }>().Message]).toEqual([409, couponTexts.usedByYou]);

    const second = await shopperWith([again!.id]);
    expect((await checkoutWith(second, [again!.id], discountedPaise(again!.salePaise, 5000), code)).statusCode).toBe(
      202,
    );
    const third_ = await shopperWith([third!.id]);
    const usedUp = await preview(third_, code);
    expect([usedUp.statusCode, usedUp.json<{ Message: string }>().Message]).toEqual([409, couponTexts.usedUp]);
  });
});

describe('checkout with a code', () => {
  test('the order, My Orders and the receipt carry the discount; a second checkout reuses the order', async () => {
    const [first, second] = await books(2);
    const code = await coupon({ Kind: 'fixed', Value: 25, MaxUsesPerUser: 1 });
    const user = await shopperWith([first!.id, second!.id]);
    const quoted = (await preview(user, code)).json<PreviewCouponResponse>();
    // The page's total without the coupon is refused: the server's price is the discounted one.
    expect((await checkoutWith(user, [first!.id, second!.id], quoted.Subtotal, code)).statusCode).toBe(409);
    const response = await checkoutWith(user, [first!.id, second!.id], quoted.Total, code.toLowerCase());
    expect(response.statusCode).toBe(202);
    const checkout = response.json<CheckoutResponse>();
    expect(checkout.order.amount).toBe(quoted.Total);
    // Clicked twice: the same order (its use is not counted against the caller's limit of one).
    const again = await checkoutWith(user, [first!.id, second!.id], quoted.Total, code);
    expect(again.json<CheckoutResponse>().order_number).toBe(checkout.order_number);
    // Without the code, the cart is the old price, and the order is replaced.
    const without = await checkoutWith(user, [first!.id, second!.id], quoted.Subtotal);
    expect(without.statusCode).toBe(202);
    expect(without.json<CheckoutResponse>().order_number).not.toBe(checkout.order_number);
    const withAgain = (await checkoutWith(user, [first!.id, second!.id], quoted.Total, code)).json<CheckoutResponse>();
    expect((await reportPayment(t.app, user, await payInSandbox(t.app, withAgain.order.id))).statusCode).toBe(202);
    await webhooksDelivered(t.app);

    const [mine] = await ordersOf(user);
    expect(mine).toMatchObject({
      OrderId: withAgain.order_number,
      Status: 'paid',
      Amount: quoted.Total,
      CouponCode: code,
      Discount: 2500,
      Lines: quoted.Lines.map((line) =>
        expect.objectContaining({ BookId: Number(line.BookId), Price: line.Paid, Discount: line.Discount }),
      ),
    });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('subject', 'like', `%receipt for order ${withAgain.order_number}`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Coupon ${code}`);
    expect(mail.text_body).toContain('-₹25.00');
  });
});

describe("an order's use is given back when it can no longer be paid", () => {
  test('expired: another shopper may use the last use; cancelled: likewise', async () => {
    const [book, other, third] = await books(3);
    const code = await coupon({ Kind: 'percent', Value: 20, MaxUses: 1 });
    const price = (salePaise: number) => discountedPaise(salePaise, 2000);
    const first = await shopperWith([book!.id]);
    expect((await checkoutWith(first, [book!.id], price(book!.salePaise), code)).statusCode).toBe(202);
    const second = await shopperWith([other!.id]);
    expect((await checkoutWith(second, [other!.id], price(other!.salePaise), code)).statusCode).toBe(409);

    t.clock.advance(t.config.orders.ttlMinutes * 60_000 + 1000);
    const taken = await checkoutWith(second, [other!.id], price(other!.salePaise), code);
    expect(taken.statusCode).toBe(202);
    const third_ = await shopperWith([third!.id]);
    expect((await checkoutWith(third_, [third!.id], price(third!.salePaise), code)).statusCode).toBe(409);
    const cancelled = await post(
      t.app,
      apiPaths.cancelOrder,
      { OrderId: taken.json<CheckoutResponse>().order_number },
      { headers: second.headers },
    );
    expect(cancelled.statusCode).toBe(202);
    expect((await checkoutWith(third_, [third!.id], price(third!.salePaise), code)).statusCode).toBe(202);
  });
});

describe('a refund of a discounted line', () => {
  test('returns what was paid for it, and its credit note reverses the discounted invoice line', async () => {
    await saveSettings(SELLER);
    const [first, second] = await books(2);
    const code = await coupon({ Kind: 'percent', Value: 30 });
    const user = await shopperWith([first!.id, second!.id]);
    const quoted = (await preview(user, code)).json<PreviewCouponResponse>();
    const response = await post(
      t.app,
      apiPaths.checkoutPage,
      {
        userId: user.session.UserId,
        price: paiseToAmountString(quoted.Total),
        bookId: [first!.id, second!.id].map(String),
        CouponCode: code,
        ...KARNATAKA,
      },
      { headers: user.headers },
    );
    expect(response.statusCode).toBe(202);
    const checkout = response.json<CheckoutResponse>();
    expect((await reportPayment(t.app, user, await payInSandbox(t.app, checkout.order.id))).statusCode).toBe(202);
    await webhooksDelivered(t.app);

    const invoice = await t.db
      .selectFrom('tax_invoices')
      .selectAll()
      .where('order_id', '=', checkout.order_number)
      .executeTakeFirstOrThrow();
    expect(invoice.total_paise).toBe(quoted.Total);
    const invoiceLines = await t.db
      .selectFrom('tax_invoice_lines')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .orderBy('book_id')
      .execute();
    expect(invoiceLines.map((line) => line.price_paise)).toEqual(quoted.Lines.map((line) => line.Paid));

    const refunded = quoted.Lines[1]!;
    const refund = await post(
      t.app,
      apiPaths.refundOrder,
      { OrderId: checkout.order_number, BookIds: [Number(refunded.BookId)] },
      { headers: a.adminHeaders },
    );
    expect(refund.statusCode).toBe(202);
    const [row] = await t.db
      .selectFrom('order_refunds')
      .selectAll()
      .where('order_id', '=', checkout.order_number)
      .execute();
    expect(row!.amount_paise).toBe(refunded.Paid);
    expect(row!.amount_paise).toBeLessThan(refunded.Price);
    const note = await t.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('refund_id', '=', row!.id)
      .executeTakeFirstOrThrow();
    const noteLines = await t.db
      .selectFrom('credit_note_lines')
      .selectAll()
      .where('credit_note_id', '=', note.id)
      .execute();
    const invoiced = invoiceLines.find((line) => line.book_id === Number(refunded.BookId))!;
    expect(note.total_paise).toBe(refunded.Paid);
    expect(noteLines).toEqual([
      expect.objectContaining({
        book_id: invoiced.book_id,
        price_paise: invoiced.price_paise,
        taxable_paise: invoiced.taxable_paise,
        cgst_paise: invoiced.cgst_paise,
        sgst_paise: invoiced.sgst_paise,
        igst_paise: invoiced.igst_paise,
      }),
    ]);
    // The paid order keeps its use after the refund.
    const listed = (
      await t.app.inject({ method: 'GET', url: couponApiPaths.getCoupons, headers: a.adminHeaders })
    ).json<CouponsResponse>();
    expect(listed.Coupons.find((item) => item.Code === code)!.Uses).toBe(1);
  });
});

describe('guessing codes is throttled', () => {
  test('10 unknown codes from an account, then 429 even for a real code; another account is not held up', async () => {
    const [book] = await books(1);
    const code = await coupon({});
    const guesser = await shopperWith([book!.id]);
    for (let i = 0; i < 10; i++) expect((await preview(guesser, `GUESS${i}`, '10.1.0.1')).statusCode).toBe(404);
    const throttled = await preview(guesser, code, '10.1.0.2');
    expect([throttled.statusCode, throttled.json<{ Message: string }>().Message]).toEqual([
      429,
      apiMessages.tooManyRequests,
    ]);
    const honest = await shopperWith([book!.id]);
    expect((await preview(honest, code, '10.1.0.3')).statusCode).toBe(202);
  });

  test('30 unknown codes from an address, over several accounts, then 429 there', async () => {
    const [book] = await books(1);
    const code = await coupon({});
    for (let account = 0; account < 3; account++) {
      const user = await shopperWith([book!.id]);
      for (let i = 0; i < 10; i++)
        expect((await preview(user, `NOPE${account}X${i}`, '10.2.0.1')).statusCode).toBe(404);
    }
    const fresh = await shopperWith([book!.id]);
    expect((await preview(fresh, code, '10.2.0.1')).statusCode).toBe(429);
    expect((await preview(fresh, code, '10.2.0.2')).statusCode).toBe(202);
  });
});
