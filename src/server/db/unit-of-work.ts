/**
 * The unit of work: the one way the server runs work in a transaction, and the one place its
 * repositories are built.
 *
 *   uow.repos.orders.findById(id)                      single statements, outside any transaction
 *   await uow.transact(async (repos) => { ... })       one transaction: `repos` are bound to it;
 *                                                      commits when the work resolves, rolls back
 *                                                      when it throws
 *
 * A repository receives its executor only through its constructor, here (createRepositories); no
 * repository method takes one. Services hold the unit of work, never the Kysely instance, and code
 * inside `transact` cannot reach the outer database by accident:
 * - types: the transaction's repositories are TransactionRepositories and the outer ones
 *   OuterRepositories; code that must run inside a transaction asks for the former (or for
 *   InTransaction<SomeRepository>), and the outer ones do not compile there;
 * - lint (.eslint.config.mjs): `.repos` inside a transact callback, a `Db` outside repositories and
 *   `new ...Repository(` outside this file are refused;
 * - at run time: an outer repository used while a transaction of the same unit of work is open in
 *   the same flow of work (AsyncLocalStorage follows it through every await) throws
 *   OuterRepositoryInTransaction at once. On SQLite that query would wait for the transaction's one
 *   connection forever; on PostgreSQL it would write outside the transaction. A transact inside a
 *   transact throws NestedTransaction, and a transaction's repository used after its transaction
 *   ended throws TransactionEnded. Other requests' work, outside the transaction, is not affected.
 * The guards inspect nothing of the query: the SQL sent is the same as without them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { JobsRepository } from '../jobs/jobs.repository';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import { AccountTokensRepository } from '../modules/accounts/account-tokens.repository';
import { AccountsRepository } from '../modules/accounts/accounts.repository';
import { AppPasswordsRepository } from '../modules/app-passwords/app-passwords.repository';
import { OpdsRepository } from '../modules/opds/opds.repository';
import { SessionsRepository } from '../modules/accounts/sessions.repository';
import { AuthorApplicationsRepository } from '../modules/authors/author-applications.repository';
import { BooksRepository } from '../modules/catalog/books.repository';
import { CatalogRepository } from '../modules/catalog/catalog.repository';
import { LibraryRepository } from '../modules/library/library.repository';
import { ReadingProgressRepository } from '../modules/library/reading-progress.repository';
import { UserBookListRepository } from '../modules/lists/user-book-list.repository';
import { NewsletterRepository } from '../modules/newsletter/newsletter.repository';
import { OrderPaymentsRepository } from '../modules/orders/order-payments.repository';
import { OrderRefundsRepository } from '../modules/orders/order-refunds.repository';
import { OrdersReadRepository } from '../modules/orders/orders-read.repository';
import { OrdersRepository } from '../modules/orders/orders.repository';
import { PaymentEventsRepository } from '../modules/payments/payment-events.repository';
import { SearchRepository } from '../modules/search/search.repository';
import { SandboxRepository } from '../payments/sandbox/sandbox.repository';
import { WebhookOutboxRepository } from '../payments/sandbox/webhook-outbox.repository';
import { RateEventsRepository } from '../rate-events.repository';
import { PendingFilesRepository } from '../storage/pending-files.repository';
import { HealthRepository } from '../ops/health.repository';
import { MetricsRepository } from '../ops/metrics.repository';
import { StoreCheckRepository } from '../backup/store-check.repository';
import type { Db } from './create-database';
import { DemoCatalogRepository } from './seed/demo-catalog.repository';
import { StoreSecretsRepository } from './store-secrets.repository';
import { DocumentSeriesRepository } from '../modules/tax/document-series.repository';
import { StoreSettingsRepository } from '../modules/tax/store-settings.repository';
import { TaxInvoicesRepository } from '../modules/tax/tax-invoices.repository';
import { CreditNotesRepository } from '../modules/tax/credit-notes.repository';
import { TaxReportRepository } from '../modules/tax/tax-report.repository';
import { BookDownloadsRepository } from '../modules/downloads/downloads.repository';
import { ReviewsRepository } from '../modules/reviews/reviews.repository';
import { ReleasesRepository } from '../modules/releases/releases.repository';
import { KosyncRepository } from '../modules/kosync/kosync.repository';
import { CouponsRepository } from '../modules/coupons/coupons.repository';
import { AnnotationsRepository } from '../modules/annotations/annotations.repository';

/** Every repository of the store, each built on one executor (the database, or one transaction). */
export interface Repositories {
  accounts: AccountsRepository;
  accountTokens: AccountTokensRepository;
  sessions: SessionsRepository;
  authorApplications: AuthorApplicationsRepository;
  books: BooksRepository;
  catalog: CatalogRepository;
  search: SearchRepository;
  library: LibraryRepository;
  readingProgress: ReadingProgressRepository;
  cart: UserBookListRepository;
  wishlist: UserBookListRepository;
  newsletter: NewsletterRepository;
  orders: OrdersRepository;
  ordersRead: OrdersReadRepository;
  orderPayments: OrderPaymentsRepository;
  orderRefunds: OrderRefundsRepository;
  paymentEvents: PaymentEventsRepository;
  sandbox: SandboxRepository;
  webhookOutbox: WebhookOutboxRepository;
  mailOutbox: MailOutboxRepository;
  jobs: JobsRepository;
  rateEvents: RateEventsRepository;
  pendingFiles: PendingFilesRepository;
  storeSecrets: StoreSecretsRepository;
  demoCatalog: DemoCatalogRepository;
  health: HealthRepository;
  metrics: MetricsRepository;
  storeCheck: StoreCheckRepository;
  appPasswords: AppPasswordsRepository;
  opds: OpdsRepository;
  documentSeries: DocumentSeriesRepository;
  storeSettings: StoreSettingsRepository;
  taxInvoices: TaxInvoicesRepository;
  creditNotes: CreditNotesRepository;
  taxReport: TaxReportRepository;
  reviews: ReviewsRepository;
  bookDownloads: BookDownloadsRepository;
  releases: ReleasesRepository;
  kosync: KosyncRepository;
  coupons: CouponsRepository;
  annotations: AnnotationsRepository;
}

/** The repositories on `executor`: the one place repositories are built. */
export function createRepositories(executor: Db): Repositories {
  return {
    accounts: new AccountsRepository(executor),
    accountTokens: new AccountTokensRepository(executor),
    sessions: new SessionsRepository(executor),
    authorApplications: new AuthorApplicationsRepository(executor),
    books: new BooksRepository(executor),
    catalog: new CatalogRepository(executor),
    search: new SearchRepository(executor),
    library: new LibraryRepository(executor),
    readingProgress: new ReadingProgressRepository(executor),
    cart: new UserBookListRepository(executor, 'cart_items'),
    wishlist: new UserBookListRepository(executor, 'wishlist_items'),
    newsletter: new NewsletterRepository(executor),
    orders: new OrdersRepository(executor),
    ordersRead: new OrdersReadRepository(executor),
    orderPayments: new OrderPaymentsRepository(executor),
    orderRefunds: new OrderRefundsRepository(executor),
    paymentEvents: new PaymentEventsRepository(executor),
    sandbox: new SandboxRepository(executor),
    webhookOutbox: new WebhookOutboxRepository(executor),
    mailOutbox: new MailOutboxRepository(executor),
    jobs: new JobsRepository(executor),
    rateEvents: new RateEventsRepository(executor),
    pendingFiles: new PendingFilesRepository(executor),
    storeSecrets: new StoreSecretsRepository(executor),
    demoCatalog: new DemoCatalogRepository(executor),
    health: new HealthRepository(executor),
    metrics: new MetricsRepository(executor),
    storeCheck: new StoreCheckRepository(executor),
    appPasswords: new AppPasswordsRepository(executor),
    opds: new OpdsRepository(executor),
    documentSeries: new DocumentSeriesRepository(executor),
    storeSettings: new StoreSettingsRepository(executor),
    taxInvoices: new TaxInvoicesRepository(executor),
    creditNotes: new CreditNotesRepository(executor),
    taxReport: new TaxReportRepository(executor),
    reviews: new ReviewsRepository(executor),
    bookDownloads: new BookDownloadsRepository(executor),
    releases: new ReleasesRepository(executor),
    kosync: new KosyncRepository(executor),
    coupons: new CouponsRepository(executor),
    annotations: new AnnotationsRepository(executor),
  };
}

/** A brand that exists only for the compiler: which executor a repository is bound to. */
declare const boundTo: unique symbol;
type Binding = 'outer' | 'transaction';
type Bound<R, B extends Binding> = R & { readonly [boundTo]: B };
type BoundRepositories<B extends Binding> = { readonly [Name in keyof Repositories]: Bound<Repositories[Name], B> };

/** The repositories on the database itself (uow.repos): single statements, outside any transaction. */
export type OuterRepositories = BoundRepositories<'outer'>;
/** The repositories of one transaction, as transact() hands them to its work. */
export type TransactionRepositories = BoundRepositories<'transaction'>;
/** A repository of a transaction's: what code that must run inside a transaction asks for. */
export type InTransaction<R> = Bound<R, 'transaction'>;

/** An outer repository (uow.repos) was used inside uow.transact(): use the repositories transact() handed the work. */
export class OuterRepositoryInTransaction extends Error {
  constructor() {
    super(
      'A query on the outer database ran inside uow.transact(): use the repositories transact() hands its work (on SQLite it would wait for the transaction forever; on PostgreSQL it would run outside it)',
    );
    this.name = 'OuterRepositoryInTransaction';
  }
}

/** uow.transact() inside the work of another: the work already has its transaction's repositories. */
export class NestedTransaction extends Error {
  constructor() {
    super(
      'uow.transact() was called inside the work of another transact(): use the repositories the outer one handed its work',
    );
    this.name = 'NestedTransaction';
  }
}

/** A transaction's repository was used after its transaction ended (kept beyond its work). */
export class TransactionEnded extends Error {
  constructor() {
    super(
      "A transaction's repository was used after uow.transact() ended: keep repositories of a transaction inside its work",
    );
    this.name = 'TransactionEnded';
  }
}

/** A transaction of this unit of work, open while its work runs. */
interface TransactionScope {
  open: boolean;
}

/** A plugin that sends every query on unchanged, unless `refusal` names an error to throw instead. */
function guard(refusal: () => Error | undefined): KyselyPlugin {
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const error = refusal();
      if (error) throw error;
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return args.result;
    },
  };
}

export class UnitOfWork {
  /** Every repository on the database itself, for single statements outside a transaction. */
  readonly repos: OuterRepositories;
  private readonly scope = new AsyncLocalStorage<TransactionScope>();

  constructor(private readonly db: Db) {
    const outer = db.withPlugin(guard(() => (this.inTransaction ? new OuterRepositoryInTransaction() : undefined)));
    this.repos = createRepositories(outer) as OuterRepositories;
  }

  /** Whether the code asking runs inside a transaction of this unit of work. */
  get inTransaction(): boolean {
    return this.scope.getStore()?.open === true;
  }

  /**
   * Runs `work` in one transaction, with every repository bound to it; answers what the work
   * answers, after the commit. A throw rolls everything back and is thrown on.
   */
  async transact<T>(work: (repos: TransactionRepositories) => Promise<T>): Promise<T> {
    if (this.inTransaction) throw new NestedTransaction();
    const scope: TransactionScope = { open: true };
    try {
      return await this.scope.run(scope, () =>
        this.db.transaction().execute((trx) => {
          const bound = trx.withPlugin(guard(() => (scope.open ? undefined : new TransactionEnded())));
          return work(createRepositories(bound) as TransactionRepositories);
        }),
      );
    } finally {
      scope.open = false;
    }
  }
}
