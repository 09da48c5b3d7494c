/**
 * Migrations are imported, not discovered on disk, so they work the same under tsx, Jest and any
 * bundle. Add a new one here under a name that sorts after the previous ones.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as initialCatalog from './001_initial_catalog';
import * as accounts from './002_accounts';
import * as cartOrdersPayments from './003_cart_orders_payments';
import * as reading from './004_reading';
import * as search from './005_search';
import * as searchTerms from './006_search_terms';
import * as orderSettlement from './007_order_settlement';
import * as shopSummaries from './008_shop_summaries';
import * as searchPostings from './009_search_postings';
import * as mailTokensAndRateEvents from './010_mail_tokens_and_rate_events';
import * as newsletterOptIn from './011_newsletter_opt_in';
import * as jobsAndPendingFiles from './012_jobs_and_pending_files';
import * as authorNameIndex from './013_author_name_index';
import * as sqliteSearchTitle from './014_sqlite_search_title';
import * as popularityIndexTitles from './015_popularity_index_titles';
import * as prewarmExtension from './016_prewarm_extension';
import * as bookFormatsAndDetails from './017_book_formats_and_details';
import * as sandboxRazorpayFidelity from './018_sandbox_razorpay_fidelity';
import * as accountTokenPurposes from './019_account_token_purposes';
import * as appPasswords from './020_app_passwords';
import * as storeSettings from './021_store_settings';
import * as documentSeries from './022_document_series';
import * as taxInvoices from './023_tax_invoices';
import * as reviews from './024_reviews';
import * as bookDownloads from './025_book_downloads';
import * as creditNotes from './026_credit_notes';
import * as releaseDates from './027_release_dates';
import * as kosync from './028_kosync';
import * as mailAttachments from './029_mail_attachments';
import * as taxDocumentsIssuedIndex from './030_tax_documents_issued_index';
import * as coupons from './031_coupons';
import * as freeBooks from './032_free_books';
import * as annotations from './033_annotations';
import * as reviewsVisiblePageIndex from './034_reviews_visible_page_index';
import * as shopLanguageCounts from './035_shop_language_counts';
import * as searchCombiningMarks from './036_search_combining_marks';
import * as accountLanguages from './037_account_languages';

const migrations: Record<string, Migration> = {
  '001_initial_catalog': initialCatalog,
  '002_accounts': accounts,
  '003_cart_orders_payments': cartOrdersPayments,
  '004_reading': reading,
  '005_search': search,
  '006_search_terms': searchTerms,
  '007_order_settlement': orderSettlement,
  '008_shop_summaries': shopSummaries,
  '009_search_postings': searchPostings,
  '010_mail_tokens_and_rate_events': mailTokensAndRateEvents,
  '011_newsletter_opt_in': newsletterOptIn,
  '012_jobs_and_pending_files': jobsAndPendingFiles,
  '013_author_name_index': authorNameIndex,
  '014_sqlite_search_title': sqliteSearchTitle,
  '015_popularity_index_titles': popularityIndexTitles,
  '016_prewarm_extension': prewarmExtension,
  '017_book_formats_and_details': bookFormatsAndDetails,
  '018_sandbox_razorpay_fidelity': sandboxRazorpayFidelity,
  '019_account_token_purposes': accountTokenPurposes,
  '020_app_passwords': appPasswords,
  '021_store_settings': storeSettings,
  '022_document_series': documentSeries,
  '023_tax_invoices': taxInvoices,
  '024_reviews': reviews,
  '025_book_downloads': bookDownloads,
  '026_credit_notes': creditNotes,
  '027_release_dates': releaseDates,
  '028_kosync': kosync,
  '029_mail_attachments': mailAttachments,
  '030_tax_documents_issued_index': taxDocumentsIssuedIndex,
  '031_coupons': coupons,
  '032_free_books': freeBooks,
  '033_annotations': annotations,
  '034_reviews_visible_page_index': reviewsVisiblePageIndex,
  '035_shop_language_counts': shopLanguageCounts,
  '036_search_combining_marks': searchCombiningMarks,
  '037_account_languages': accountLanguages,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
