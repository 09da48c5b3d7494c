/** Test-only: msw answers and fixtures for the admin screens (tests add them with server.use). */
import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '../../../shared/api-paths';
import { taxApiPaths } from '../../../shared/tax-api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import type { AdminBook, AuthorApplicationItem, BookFileDetails } from '../../../shared/contract/admin.contract';
import type { AuthorListItem, GenreListItem } from '../../../shared/contract/catalog.contract';
import type { RootState } from '../../app/store';
import { loggedInState } from '../../testing/session';
import { server } from '../../testing/server';
import { updateStoreSettingsRequestSchema, type StoreSettings } from '../../../shared/contract/store-settings.contract';
import type { TaxReport } from '../../../shared/contract/tax-report.contract';
import { DEFAULT_GST_RATE, DEFAULT_SAC, isTaxInvoiceReady } from '../../../shared/gst';
import { storeSettingsTexts } from '../../../shared/store-settings-texts';

export const adminState = (): Partial<RootState> =>
  loggedInState({
    userType: 'Admin',
    userId: 'u-admin',
    token: 'token-admin',
    firstName: 'Ada',
    email: 'admin@example.com',
  });

export const genres: GenreListItem[] = [
  { Id: 'g1', GenerName: 'Fantasy' },
  { Id: 'g2', GenerName: 'Drama' },
];

export const authors: AuthorListItem[] = [
  { Id: 'a1', FirstName: 'Ruskin', LastName: 'Bond' },
  { Id: 'a2', FirstName: 'Kiran', LastName: 'Desai' },
];

export const applications: AuthorApplicationItem[] = [
  {
    Id: 'app1',
    Name: 'Meera Iyer',
    Email: 'meera@example.com',
    CountryCode: '+91',
    PhoneNumber: '9876543210',
    Description: 'A novel about the monsoon.',
    Status: 'pending',
    CreatedAt: '2025-03-01T10:00:00.000Z',
  },
  {
    Id: 'app2',
    Name: 'Tom Hardy',
    Email: 'tom@example.com',
    CountryCode: '+44',
    PhoneNumber: '7700900123',
    Description: 'Short stories.',
    Status: 'rejected',
    CreatedAt: '2025-02-01T10:00:00.000Z',
  },
];

/** A PDF with an uploaded sample and none of the optional details, unless told otherwise. */
export function adminBook(overrides: Partial<AdminBook> = {}): AdminBook {
  return {
    Id: 'b1',
    CoverImage: '/media/covers/b1.png',
    BookName: 'The Blue Umbrella',
    BookDescription: 'A village tale.',
    AuthorId: 'a1',
    AuthorName: 'Ruskin Bond',
    GenerId: 'g1',
    Gener: 'Fantasy',
    Price: 199,
    Discount: 0.1,
    BookType: 'EBook',
    Format: 'PDF',
    Isbn: null,
    Publisher: null,
    PublishedDate: null,
    Language: null,
    GstRate: null,
    AvailableOn: null,
    PageCount: 120,
    WordCount: null,
    PreviewUploaded: true,
    CreatedAt: '2025-01-01T00:00:00.000Z',
    IsActive: true,
    IsApproved: true,
    IsPustakaOriginal: false,
    IsNewArrival: false,
    IsTrending: false,
    IsUpcoming: false,
    IsHotDeals: false,
    IsTopAuthor: false,
    NewArrivalDate: null,
    TrendingDate: null,
    UpcomingDate: null,
    HotDealsDate: null,
    ...overrides,
  };
}

/** What inspectBookFile answers of an EPUB naming every detail, its author one of the store's (Ruskin Bond), with a cover. */
export function bookFileDetails(overrides: Partial<BookFileDetails> = {}): BookFileDetails {
  return {
    Format: 'EPUB',
    Title: 'Rusty Runs Away',
    AuthorName: 'Ruskin Bond',
    AuthorId: 'a1',
    Description: 'Rusty leaves home for the hills.',
    Isbn: '9788175257665',
    Publisher: 'Kaveri Books',
    PublishedDate: '2019-05',
    Language: 'en-IN',
    PageCount: null,
    WordCount: 42100,
    CoverImage: 'data:image/png;base64,iVBORw0KGgo=',
    ...overrides,
  };
}

/**
 * inspectBookFile as the server: 202 with `details`, or the refusal given (status and Message),
 * after `delayMs` (a large file takes a while). Each file it received goes into `received`.
 */
export function inspectBookFileHandler(
  answer: BookFileDetails | { status: number; Message: string },
  { received = [], delayMs = 0 }: { received?: File[]; delayMs?: number } = {},
) {
  return http.post(apiPaths.inspectBookFile, async ({ request }) => {
    const file = (await request.formData()).get('BookContent');
    if (file !== null && typeof file !== 'string') received.push(file);
    if (delayMs > 0) await delay(delayMs);
    return 'status' in answer ? HttpResponse.json({ Message: answer.Message }, { status: answer.status }) : ok(answer);
  });
}

const ok = (body: Parameters<typeof HttpResponse.json>[0]) => HttpResponse.json(body, { status: SUCCESS_STATUS });

/** The lists the wizard loads: genres and authors (the author list can grow, see addAuthor tests). */
export function catalogListHandlers(authorList: () => AuthorListItem[] = () => authors) {
  return [
    http.get(apiPaths.getGenerss, () => ok({ GenerList: genres })),
    // As the server: the authors whose first or last name starts with Name, any case.
    http.get(apiPaths.getAuthorsList, ({ request }) => {
      const name = (new URL(request.url).searchParams.get('Name') ?? '').toLowerCase();
      const matches = (author: AuthorListItem) =>
        [`${author.FirstName} ${author.LastName}`, `${author.LastName} ${author.FirstName}`].some((text) =>
          text.toLowerCase().startsWith(name),
        );
      return ok({ AuthorList: authorList().filter(matches) });
    }),
  ];
}

/** A new store's settings: the defaults, nothing else set. */
export function storeSettings(overrides: Partial<StoreSettings> = {}): StoreSettings {
  const settings = {
    LegalName: '',
    TradeName: '',
    Gstin: '',
    Address: '',
    State: '',
    GstRate: DEFAULT_GST_RATE,
    Sac: DEFAULT_SAC,
    InvoicePrefix: '',
    ExportOfServices: false,
    ...overrides,
  };
  return { ...settings, TaxInvoiceReady: isTaxInvoiceReady(settings) };
}

/**
 * getStoreSettings and updateStoreSettings as the server answers them (the contract's checks, the
 * GSTIN's state); `bodies` holds every update sent.
 */
export function fakeStoreSettingsServer(initial: StoreSettings = storeSettings()) {
  const fake = { settings: initial, bodies: [] as unknown[] };
  server.use(
    http.get(taxApiPaths.getStoreSettings, () => ok(fake.settings)),
    http.post(taxApiPaths.updateStoreSettings, async ({ request }) => {
      const body = await request.json();
      fake.bodies.push(body);
      const parsed = updateStoreSettingsRequestSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return HttpResponse.json(
          { Message: `Invalid field '${String(issue?.path[0])}': ${issue?.message}` },
          { status: 400 },
        );
      }
      const { TaxInvoiceReady: _ready, ...current } = fake.settings;
      fake.settings = storeSettings({ ...current, ...parsed.data });
      return ok({ Message: storeSettingsTexts.saved, Settings: fake.settings });
    }),
  );
  return fake;
}

const noDocuments = { First: null, Last: null, Count: 0, TaxableValue: 0, Igst: 0, Cgst: 0, Sgst: 0, Total: 0 };

/** A month without tax documents, as getTaxReport answers it. */
export function emptyTaxReport(month: string): TaxReport {
  return {
    Month: month,
    B2c: [],
    CreditNotes: [],
    InvoiceRegister: noDocuments,
    CreditNoteRegister: noDocuments,
    Net: { TaxableValue: 0, Igst: 0, Cgst: 0, Sgst: 0, Total: 0 },
  };
}

/** A month with intra- and inter-state sales at 5 % and 18 %, an export and one credit note. */
export function taxReport(month: string): TaxReport {
  return {
    Month: month,
    B2c: [
      { PlaceOfSupply: 'Delhi', Rate: 5, TaxableValue: 1000, Igst: 50, Cgst: 0, Sgst: 0 },
      { PlaceOfSupply: 'Karnataka', Rate: 5, TaxableValue: 2000, Igst: 0, Cgst: 50, Sgst: 50 },
      { PlaceOfSupply: 'Karnataka', Rate: 18, TaxableValue: 500, Igst: 0, Cgst: 45, Sgst: 45 },
      { PlaceOfSupply: 'Outside India', Rate: 0, TaxableValue: 300, Igst: 0, Cgst: 0, Sgst: 0 },
    ],
    CreditNotes: [{ PlaceOfSupply: 'Delhi', Rate: 5, TaxableValue: 200, Igst: 10, Cgst: 0, Sgst: 0 }],
    InvoiceRegister: {
      First: 'PK/2627/1',
      Last: 'PK/2627/9',
      Count: 9,
      TaxableValue: 3800,
      Igst: 50,
      Cgst: 95,
      Sgst: 95,
      Total: 4040,
    },
    CreditNoteRegister: {
      First: 'PK/2627/C1',
      Last: 'PK/2627/C1',
      Count: 1,
      TaxableValue: 200,
      Igst: 10,
      Cgst: 0,
      Sgst: 0,
      Total: 210,
    },
    Net: { TaxableValue: 3600, Igst: 40, Cgst: 95, Sgst: 95, Total: 3830 },
  };
}

/**
 * getTaxReport as the server answers it: `reports` by month, an empty report for any other; the
 * months asked for in `months`, in order.
 */
export function fakeTaxReportServer(reports: Record<string, TaxReport>) {
  const fake = { months: [] as string[] };
  server.use(
    http.get(taxApiPaths.getTaxReport, ({ request }) => {
      const month = new URL(request.url).searchParams.get('Month') ?? '';
      fake.months.push(month);
      return ok(reports[month] ?? emptyTaxReport(month));
    }),
  );
  return fake;
}
