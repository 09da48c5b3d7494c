/**
 * Kysely table types. Portable storage rules (same queries on SQLite and PostgreSQL):
 * booleans are integers 0/1, dates are 'YYYY-MM-DD' text, money is integer paise,
 * discounts are integer basis points, timestamps are ISO-8601 text.
 */
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { BookFormat } from '../../shared/book-details';
import type { UserType } from '../../shared/contract/accounts.contract';
import type { DocumentSeries } from '../../shared/tax-document-numbers';

export type { UserType };
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  /** Lower-cased email with a unique index: emails are unique regardless of case. */
  email_normalized: string;
  first_name: string;
  last_name: string;
  country_code: string;
  phone_number: string;
  user_type: UserType;
  description: string;
  image_url: string;
  email_confirmed: Flag;
  no_of_books: number;
  password_hash: string;
  password_salt: string;
  created_at: string;
  /** Set when the account was deleted but its row had to stay (an author with books). */
  anonymised_at: string | null;
  /** The billing details last given at checkout (migration 023); null until then. */
  billing_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** A name of the GST state code list, or 'Outside India'. */
  billing_state: ColumnType<string | null, string | null | undefined, string | null>;
  /** Six digits; '' outside India. */
  billing_pin: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The account's language (migration 037): 'en' or 'hi' (shared/i18n/locales.ts), null when it
   * never had one; its mails are written in it (English when null or a code not spoken).
   */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** Hex SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export type AuthorApplicationStatus = 'pending' | 'accepted' | 'rejected';

export interface AuthorApplicationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  country_code: string;
  phone_number: string;
  description: string;
  status: Generated<AuthorApplicationStatus>;
  created_at: string;
  /** The language the application came in (migration 037); the approved author's account takes it. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  /** Lower-cased, unique: subscribing twice in any spelling keeps one row. */
  email_normalized: string;
  created_at: string;
  /** SHA-256 of the confirmation link's token while one is open (migration 011). */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** Only a confirmed subscription counts. */
  confirmed_at: string | null;
  /** The token of the one-click unsubscribe link every mail to the subscriber carries. */
  unsubscribe_token: string | null;
}

export interface GenresTable {
  id: Generated<number>;
  name: string;
}

export interface BooksTable {
  id: Generated<number>;
  name: string;
  description: string;
  author_id: number;
  genre_id: number;
  price_paise: number;
  discount_bp: number;
  /** discountedPaise(price_paise, discount_bp), kept by every write so price filters use an index. */
  sale_price_paise: number;
  cover_key: string;
  preview_key: string | null;
  content_key: string | null;
  book_type: string;
  is_active: Flag;
  is_approved: Flag;
  is_original: Flag;
  is_new_arrival: Flag;
  new_arrival_date: string | null;
  is_trending: Flag;
  trending_date: string | null;
  is_upcoming: Flag;
  upcoming_date: string | null;
  is_hot_deals: Flag;
  hot_deals_date: string | null;
  is_top_author: Flag;
  /** Denormalised count of paid sales: best sellers (and later search ranking) sort by it. */
  sales_count: number;
  /** Pages of the full book when known (a PDF); null otherwise. */
  page_count: number | null;
  /** The full book's file format (migration 017). */
  format: ColumnType<BookFormat, BookFormat | undefined, BookFormat>;
  /** 13 digits (shared/isbn.ts); the details below are null when unknown. */
  isbn: string | null;
  publisher: string | null;
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  published_date: string | null;
  /** BCP 47. */
  language: string | null;
  /** Words of the full book (an EPUB). */
  word_count: number | null;
  /** 1: the admin uploaded the sample; 0: the store made it from the book. */
  preview_uploaded: ColumnType<Flag, Flag | undefined, Flag>;
  preview_format: ColumnType<BookFormat, BookFormat | undefined, BookFormat>;
  /** The book's own GST rate in basis points (5 % = 500); null: the store's (migration 021). */
  gst_rate_bp: number | null;
  /**
   * The title's words joined by single spaces (shared/search-words.ts), for search's "title starts
   * with" probe: filled by PostgreSQL's trigger (migration 005), a generated column on SQLite (014).
   */
  search_title: GeneratedAlways<string | null>;
  created_at: string;
  /** Sum and count of the ratings of the book's visible reviews (migration 024), kept by every review write. */
  rating_sum: ColumnType<number, number | undefined, number>;
  rating_count: ColumnType<number, number | undefined, number>;
  /** The day in India it goes on sale, 'YYYY-MM-DD' (migration 027, shared/release-dates.ts); null: on sale now. */
  available_on: string | null;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  heading: string;
  sub_title: string;
  description: string;
  cover_key: string;
  sort_order: number;
}

/** A cart or wishlist row: one book a user put aside. */
export interface UserBookListTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  created_at: string;
}

/** The order state machine's states: see modules/orders/order-states.ts (and README's diagram). */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'abandoned' | 'refunded' | 'disputed';

export interface OrdersTable {
  id: Generated<number>;
  /** Null once the buyer deleted the account: the sale stays, the person does not. */
  user_id: number | null;
  status: OrderStatus;
  amount_paise: number;
  currency: string;
  /** The payment provider's order id ('order_…'); null until the provider created it. */
  provider_order_id: string | null;
  payment_id: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** An unpaid order stops being payable then (ORDER_TTL_MINUTES after created_at). */
  expires_at: string | null;
  /** The reconciler's next look at the order's payments; null: nothing left to ask. */
  next_check_at: string | null;
  /** Looks so far (the reconciler backs off with them). */
  checks: Generated<number>;
  /** Paise refunded so far, over all of the order's refunds. */
  refunded_paise: Generated<number>;
  /** The buyer's billing details for this order (migration 023): the place of supply of its invoice. */
  billing_name: ColumnType<string | null, string | null | undefined, string | null>;
  billing_state: ColumnType<string | null, string | null | undefined, string | null>;
  billing_pin: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  book_id: number;
  price_paise: number;
  discount_bp: number;
  /**
   * What this line charged: discountedPaise(price_paise, discount_bp) at checkout, less the
   * coupon's share (coupon_discount_paise). Invoices, refunds, credit notes and mails read this.
   */
  sale_price_paise: number;
  /** What the order's coupon took off this line (migration 031); 0 without a coupon. */
  coupon_discount_paise: Generated<number>;
  /** The refund that took this line back (its book is no longer the buyer's); null: not refunded. */
  refund_id: number | null;
}

/** How a provider payment ended for the store: it paid the order, or it was sent back in full. */
export type PaymentSettlement = 'fulfilled' | 'refunded';

/** A payment of one of our orders, as the provider last described it. */
export interface OrderPaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider_payment_id: string;
  amount_paise: number;
  currency: string;
  /** The provider's payment status ('authorized', 'captured', 'refunded', 'failed', ...). */
  status: string;
  /** Null while the payment is not settled yet. */
  settlement: PaymentSettlement | null;
  created_at: string;
  updated_at: string;
}

export type RefundStatus = 'pending' | 'processed';

/** Money sent back for (part of) an order: recorded first, then sent through the provider. */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  provider_payment_id: string;
  amount_paise: number;
  /** Why (refund-reasons in modules/orders/order-states.ts). */
  reason: string;
  status: RefundStatus;
  /** The provider's refund id ('rfnd_…') once sent. */
  provider_refund_id: string | null;
  created_at: string;
  processed_at: string | null;
}

/** A named lease: work that one process at a time may do (the reconciler). */
/** A periodic job among every process on the database (jobs/background-jobs.ts). */
export interface JobsTable {
  name: string;
  next_run_at: string;
  /** The process running it now, until locked_until (renewed while it runs). */
  locked_by: string | null;
  locked_until: string | null;
  /** Failed runs in a row (the back-off). */
  attempts: Generated<number>;
  runs: Generated<number>;
  last_error: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_run_by: string | null;
}

/** A stored object whose row is not written yet (storage/pending-files.ts). */
export interface PendingFilesTable {
  kind: string;
  key: string;
  created_at: string;
}

/** The books a user bought and may read (the library). */
export interface UserBooksTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  order_id: number;
  purchased_at: string;
}

/** The last page a user read of a book: one row per (user, book), overwritten on each save. */
/** A user's place in a book: a PDF's page, or an EPUB's CFI and chapter; both keep the progression (0 to 1). */
export interface ReadingProgressTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  last_page: number | null;
  cfi: string | null;
  chapter_href: string | null;
  progression: number | null;
  /** The web reader's last save (or the first KOReader push, which made the row). */
  updated_at: string;
  /** KOReader's last place (migration 028): its progress string, device, device id, and when. */
  kosync_progress: Generated<string | null>;
  kosync_device: Generated<string | null>;
  kosync_device_id: Generated<string | null>;
  kosync_updated_at: Generated<string | null>;
}

/** Random keys made once per store (migration 017): every server signs with the same. */
export interface StoreSecretsTable {
  name: string;
  value: string;
}

export interface PaymentWebhookEventsTable {
  /** Razorpay's x-razorpay-event-id: the same event delivered again is ignored. */
  event_id: string;
  event: string;
  received_at: string;
  /** What the event was about and what the store did with it (the admin's webhook history). */
  provider_order_id: string | null;
  provider_payment_id: string | null;
  outcome: string | null;
}

export type SandboxOrderStatus = 'created' | 'attempted' | 'paid';

/** The payment sandbox's orders, in Razorpay's terms: ids 'order_…', amounts in paise, unix seconds. */
export interface SandboxOrdersTable {
  id: string;
  amount: number;
  amount_paid: Generated<number>;
  currency: string;
  receipt: string | null;
  /** JSON object text. */
  notes: Generated<string>;
  status: SandboxOrderStatus;
  attempts: Generated<number>;
  created_at: number;
  /** 1: payments are captured at once (Razorpay's automatic capture); 0: they wait for the capture API. */
  payment_capture: Generated<number>;
  /** 1: the order takes payments in parts (Razorpay's partial_payment); 0: one payment of its whole amount. */
  partial_payment: Generated<number>;
  /** The least the first part of a partial-payment order may be; null: any amount. */
  first_payment_min_amount: number | null;
}

export interface SandboxPaymentsTable {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: SandboxPaymentStatus;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
  amount_refunded: Generated<number>;
  captured_at: number | null;
  /** JSON object text (PATCH /v1/payments/:id). */
  notes: Generated<string>;
}

export type SandboxPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface SandboxRefundsTable {
  /** 'rfnd_…' */
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  /** JSON object text. */
  notes: Generated<string>;
  status: string;
  created_at: number;
  /** The speed asked for: 'normal', or 'optimum' (an instant refund where possible). */
  speed_requested: Generated<'normal' | 'optimum'>;
}

/** The sandbox's webhooks waiting for (or done with) delivery; retried with back-off, across restarts. */
export interface SandboxWebhookOutboxTable extends OutboxColumns {
  /** Sent as x-razorpay-event-id, the same on every retry. */
  event_id: string;
  event: string;
  /** The exact bytes signed and sent. */
  body: string;
}

/** Summaries of public books kept by triggers (migration 008); a count may have fallen to 0. */
export interface ShopPriceCountsTable {
  genre_id: number;
  sale_price_paise: number;
  book_count: number;
}

export interface ShopAuthorCountsTable {
  author_id: number;
  book_count: number;
  /** "first last" and "last first", folded (lower case; on PostgreSQL also without accents). */
  name_key: string;
  surname_key: string;
}

export interface ShopAuthorGenreCountsTable {
  genre_id: number;
  author_id: number;
  book_count: number;
}

/** Public books of a known language (migration 035), as shop_price_counts and shop_author_counts count all. */
export interface ShopLanguageCountsTable {
  language: string;
  genre_id: number;
  sale_price_paise: number;
  book_count: number;
}

export interface ShopAuthorLanguageCountsTable {
  language: string;
  author_id: number;
  book_count: number;
}

export interface UserTypeCountsTable {
  user_type: string;
  user_count: number;
}

/** The columns of every outbox table, which jobs/outbox.ts reads and writes; each table adds its message's own. */
export interface OutboxColumns {
  id: Generated<number>;
  attempts: Generated<number>;
  /** When the row is due; null once delivered or given up. */
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** A mail to send (jobs/outbox.ts delivers it; mail/mail-outbox.ts writes it). */
export interface MailOutboxTable extends OutboxColumns {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Extra headers as JSON, or null. */
  headers: string | null;
  /** The documents the mail carries, as JSON MailAttachmentRef[] (migration 029), or null. */
  attachments: string | null;
}

/** As migration 019's CHECK lists them. */
export type AccountTokenPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'change_email'
  /** An invited author's first password (migration 019). */
  | 'invitation'
  /** 'This was not me': mailed to the old address when the account's address changed (migration 019). */
  | 'undo_email_change';

/** A single-use link's token, mailed to `email`; only its SHA-256 is stored. */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountTokenPurpose;
  token_hash: string;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One event a rate limit counts (rate-limits.ts): its rule and subject, hashed, and when. */
export interface RateEventsTable {
  id: Generated<number>;
  key: string;
  at: string;
}

/** A reading app's password (migration 020): only its hashes are kept. */
export interface AppPasswordsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** Hex SHA-256 of the password (HTTP Basic). */
  secret_hash: string;
  /** Hex SHA-256 of the hex MD5 of the password (KOReader's progress sync sends the MD5). */
  kosync_key_hash: string;
  created_at: string;
  last_used_at: string | null;
}

/** The seller's tax settings (migration 021): one row, id 1. Text not set is ''. */
export interface StoreSettingsTable {
  id: number;
  legal_name: string;
  trade_name: string;
  gstin: string;
  address: string;
  /** A name of the GST state code list (shared/gst.ts), or ''. */
  state: string;
  /** Basis points of a percent: 5 % = 500. */
  gst_rate_bp: number;
  sac: string;
  invoice_prefix: string;
  export_of_services: Flag;
  updated_at: string | null;
}

/**
 * The serial the next tax document of a series takes in a financial year (migration 022;
 * modules/tax/document-series.repository.ts).
 */
export interface DocumentSeriesTable {
  series: DocumentSeries;
  /** The financial year's code: '2627' for 2026-27 (shared/financial-year.ts). */
  financial_year: string;
  next_serial: number;
}

/** A tax invoice (migration 023): one per paid order at most, seller and recipient as at issue. */
export interface TaxInvoicesTable {
  id: Generated<number>;
  order_id: number;
  /** As printed: 'PK/2627/1'. */
  number: string;
  financial_year: string;
  serial: number;
  issued_at: string;
  supply: 'intra' | 'inter' | 'export';
  seller_legal_name: string;
  seller_trade_name: string;
  seller_gstin: string;
  seller_address: string;
  seller_state: string;
  recipient_name: string;
  recipient_state: string;
  recipient_pin: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

export interface TaxInvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  book_id: number;
  title: string;
  sac: string;
  rate_bp: number;
  price_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

/** A credit note for a refund (migration 026): once per refund, against the order's tax invoice. */
export interface CreditNotesTable {
  id: Generated<number>;
  /** The order_refunds row it credits. */
  refund_id: number;
  invoice_id: number;
  order_id: number;
  /** As printed: 'PK/2627/C1'. */
  number: string;
  financial_year: string;
  serial: number;
  issued_at: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

export interface CreditNoteLinesTable {
  id: Generated<number>;
  credit_note_id: number;
  book_id: number;
  title: string;
  sac: string;
  rate_bp: number;
  price_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

export interface Database {
  users: UsersTable;
  genres: GenresTable;
  books: BooksTable;
  banners: BannersTable;
  sessions: SessionsTable;
  author_applications: AuthorApplicationsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  cart_items: UserBookListTable;
  wishlist_items: UserBookListTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  user_books: UserBooksTable;
  reading_progress: ReadingProgressTable;
  store_secrets: StoreSecretsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  sandbox_orders: SandboxOrdersTable;
  sandbox_payments: SandboxPaymentsTable;
  order_payments: OrderPaymentsTable;
  order_refunds: OrderRefundsTable;
  jobs: JobsTable;
  pending_files: PendingFilesTable;
  sandbox_refunds: SandboxRefundsTable;
  sandbox_webhook_outbox: SandboxWebhookOutboxTable;
  shop_price_counts: ShopPriceCountsTable;
  shop_author_counts: ShopAuthorCountsTable;
  shop_author_genre_counts: ShopAuthorGenreCountsTable;
  shop_language_counts: ShopLanguageCountsTable;
  shop_author_language_counts: ShopAuthorLanguageCountsTable;
  user_type_counts: UserTypeCountsTable;
  mail_outbox: MailOutboxTable;
  account_tokens: AccountTokensTable;
  rate_events: RateEventsTable;
  app_passwords: AppPasswordsTable;
  store_settings: StoreSettingsTable;
  document_series: DocumentSeriesTable;
  tax_invoices: TaxInvoicesTable;
  tax_invoice_lines: TaxInvoiceLinesTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: CreditNoteLinesTable;
  reviews: ReviewsTable;
  book_downloads: BookDownloadsTable;
  release_notifications: ReleaseNotificationsTable;
  coupons: CouponsTable;
  coupon_genres: CouponGenresTable;
  coupon_books: CouponBooksTable;
  coupon_uses: CouponUsesTable;
  annotations: AnnotationsTable;
}

/** A reader's bookmark, highlight or note in a book (migration 033, decision 049). */
export interface AnnotationsTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  kind: 'bookmark' | 'highlight' | 'note';
  /** A PDF's page; null in an EPUB. */
  page: number | null;
  /** An EPUB's locator as JSON ({Cfi, Progression, Href}); null in a PDF. */
  locator: string | null;
  /** The quoted text; '' for a bookmark. */
  text: string;
  note: string;
  /** One of four names; null for a bookmark. */
  color: 'yellow' | 'green' | 'blue' | 'pink' | null;
  created_at: string;
  updated_at: string;
}

/** A coupon code (migration 031, decision 048); amounts in paise, instants ISO UTC. */
export interface CouponsTable {
  id: Generated<number>;
  /** In capitals: codes are case-insensitive. */
  code: string;
  kind: 'percent' | 'fixed';
  /** 'percent': 100 to 10000 (1 % to 100 %); null for 'fixed'. */
  percent_bp: number | null;
  /** 'fixed': the amount off the cart; null for 'percent'. */
  amount_paise: number | null;
  min_total_paise: number;
  /** Works from this instant (null: always has); until valid_until, exclusive (null: never ends). */
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  active: Flag;
  created_at: string;
  updated_at: string;
}

export interface CouponGenresTable {
  coupon_id: number;
  genre_id: number;
}

export interface CouponBooksTable {
  coupon_id: number;
  book_id: number;
}

/** The order a coupon was used by; whether it still counts is its order's state (CouponsRepository). */
export interface CouponUsesTable {
  id: Generated<number>;
  coupon_id: number;
  order_id: number;
  user_id: number | null;
  created_at: string;
}

/** A shopper's "Notify me" of an upcoming book (migration 027): mailed once, then notified_at is set. */
export interface ReleaseNotificationsTable {
  user_id: number;
  book_id: number;
  created_at: string;
  notified_at: string | null;
}

/** A reader's review of a book they own (migration 024): one per (book, user); hidden by an admin with a reason. */
export interface ReviewsTable {
  id: Generated<number>;
  book_id: number;
  user_id: number;
  /** 1-5. */
  rating: number;
  title: string;
  text: string;
  created_at: string;
  updated_at: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: number | null;
}

/** A book downloaded marked for its buyer (migration 025): the mark id is also written into the file. */
export interface BookDownloadsTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  /** The order the file names; null for an admin's copy of a book they did not buy. */
  order_id: number | null;
  downloaded_at: string;
  mark_id: string;
  /** KOReader's partial MD5 of the file as sent (migration 028), set when its stream ended. */
  kosync_document: Generated<string | null>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type BookRow = Selectable<BooksTable>;
export type NewBook = Insertable<BooksTable>;
export type BookUpdate = Updateable<BooksTable>;
export type OrderRow = Selectable<OrdersTable>;
export type CouponRow = Selectable<CouponsTable>;
export type SandboxOrderRow = Selectable<SandboxOrdersTable>;
export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;
export type SandboxRefundRow = Selectable<SandboxRefundsTable>;
export type OrderPaymentRow = Selectable<OrderPaymentsTable>;
export type OrderRefundRow = Selectable<OrderRefundsTable>;
