/**
 * Every route path of the API (the store's original endpoints plus the ones added since), in one table.
 * RTK Query endpoints, msw handlers and Fastify routes all take their paths from here.
 */
export const apiPaths = {
  // Catalog (public)
  getBanners: '/api/getBanners',
  getBestSellers: '/api/getBestSellers',
  getPopularBooks: '/api/getPopularBooks',
  getUpcomingBooks: '/api/getUpcomingBooks',
  getSpecialOffers: '/api/getSpecialOffers',
  getStats: '/api/getStats',
  getNewArrivalBooks: '/api/getNewArrivalBooks',
  getAllBooks: '/api/getAllBooks',
  getBookById: '/api/getBookById',
  getGenerss: '/api/getGenerss',
  getAuthorsList: '/api/getAuthorsList',
  /** Type-ahead search over titles and author names (search.contract.ts). */
  searchBooks: '/api/searchBooks',
  /** The shop's author lookup: authors by name with their matching books (catalog.contract.ts). */
  searchAuthors: '/api/searchAuthors',

  // Accounts
  login: '/api/login',
  logout: '/api/logout',
  register: '/api/register',
  deleteAccount: '/api/deleteAccount',
  addNewAuthorForReview: '/api/addNewAuthorForReview',
  subscribeForNewsletter: '/api/subscribeForNewsletter',
  /** The newsletter's mailed links: confirm a subscription; unsubscribe (also RFC 8058 one-click, token in the query). */
  confirmNewsletter: '/api/confirmNewsletter',
  unsubscribeNewsletter: '/api/unsubscribeNewsletter',
  /** Mailed links: confirm an address, ask for and use a password reset (accounts.contract.ts). */
  verifyEmail: '/api/verifyEmail',
  resendVerification: '/api/resendVerification',
  requestPasswordReset: '/api/requestPasswordReset',
  resetPassword: '/api/resetPassword',
  /** The logged-in user's own account: details, password, e-mail (by a mailed link), every session. */
  updateProfile: '/api/updateProfile',
  changePassword: '/api/changePassword',
  changeEmail: '/api/changeEmail',
  logoutEverywhere: '/api/logoutEverywhere',
  /** The session user as the server knows it now (an open session refreshes from it). */
  getProfile: '/api/getProfile',
  /** What deleting the caller's account loses: the books bought and what they cost. */
  getDeletionSummary: '/api/getDeletionSummary',
  /** A new confirmation link for an unconfirmed address, asked for without logging in. */
  resendConfirmation: '/api/resendConfirmation',
  /** The 'This was not me' link of the notice an old address gets when the account's address changed. */
  undoEmailChange: '/api/undoEmailChange',

  // Authors (an Author's own)
  /** My Books: the caller's books with status, price and copies sold (authors.contract.ts). */
  getAuthorBooks: '/api/getAuthorBooks',

  // Cart and wishlist (authenticated)
  getCartlist: '/api/getCartlist',
  saveCartlist: '/api/saveCartlist',
  deleteCartlist: '/api/deleteCartlist',
  getWishlist: '/api/getWishlist',
  saveWishlist: '/api/saveWishlist',
  deleteWishlist: '/api/deleteWishlist',
  checkIfBookExistsForUserInCartP: '/api/checkIfBookExistsForUserInCartP',
  checkIfBookExistsForUserInWhislistP: '/api/checkIfBookExistsForUserInWhislistP',

  // Checkout
  checkoutPage: '/api/checkoutPage',
  updateOrderStatus: '/api/updateOrderStatus',
  /** An order awaiting payment: pay it again (Checkout's answer for the same order), or release it. */
  resumeOrderPayment: '/api/resumeOrderPayment',
  cancelOrder: '/api/cancelOrder',
  /** Razorpay's (and the sandbox's) server-to-server payment events; signed, not authenticated. */
  razorpayWebhook: '/api/webhooks/razorpay',
  /** The caller's orders (My Orders). */
  getOrders: '/api/getOrders',

  // Library and reader (authenticated, except the public preview)
  getLibrary: '/api/getLibrary',
  /** The full book (PDF or EPUB), for its buyers and admins; streamed with HTTP Range support (pdf.js). */
  getBookContent: '/api/getBookContent',
  /** The preview (PDF or EPUB) of a public book, for anyone; streamed like getBookContent. */
  getBookPreview: '/api/getBookPreview',
  saveReadingProgress: '/api/saveReadingProgress',
  getReadingProgress: '/api/getReadingProgress',
  /** How the reader opens a part of a book: its format and, for an EPUB, where its files are served. */
  getBookReadingAccess: '/api/getBookReadingAccess',

  // Reading apps (decision 044): app passwords for OPDS apps and KOReader
  createAppPassword: '/api/createAppPassword',
  getAppPasswords: '/api/getAppPasswords',
  revokeAppPassword: '/api/revokeAppPassword',
  /** The full book as a file its buyer keeps, marked for them (Bearer token or app password). */
  downloadBook: '/api/downloadBook',

  // Admin (Admin users only)
  addBook: '/api/addBook',
  /** The details a book file holds (title, author, ISBN, cover, ...), read without storing it: the wizard fills its fields. */
  inspectBookFile: '/api/inspectBookFile',
  addAuthor: '/api/addAuthor',
  getAuthorApplications: '/api/getAuthorApplications',
  approveAuthorApplication: '/api/approveAuthorApplication',
  rejectAuthorApplication: '/api/rejectAuthorApplication',
  getAdminBooks: '/api/getAdminBooks',
  updateBook: '/api/updateBook',
  getAdminOrders: '/api/getAdminOrders',
  refundOrder: '/api/refundOrder',
} as const;

export type ApiPathName = keyof typeof apiPaths;

/** The home page's lists, in its order: its outage message, the server's warm-up and the benchmarks read them. */
export const homeListNames = [
  'getBanners',
  'getBestSellers',
  'getPopularBooks',
  'getUpcomingBooks',
  'getSpecialOffers',
  'getStats',
  'getNewArrivalBooks',
] as const satisfies readonly ApiPathName[];

/**
 * Ratings and reviews (reviews.contract.ts, decision 042), in a module of their own
 * (review-api-paths.ts): apiPaths is in the home page's JavaScript, which has no bytes to spare,
 * and only the product page's reviews section (a lazy chunk, which imports that module itself) and
 * the server use these.
 */
export { reviewApiPaths } from './review-api-paths';

/** An upcoming book's Notify me (decision 046): apart from apiPaths for the same reason. */
export { releaseApiPaths } from './release-api-paths';

/** Tax invoices, credit notes and the seller's settings (decisions 039-041): apart for the same reason. */
export { taxApiPaths } from './tax-api-paths';

/** Coupon codes (decision 048): apart for the same reason. */
export { couponApiPaths } from './coupon-api-paths';

/** Get it free (decision 047): apart for the same reason. */
export { freeBookApiPaths } from './free-book-api-paths';

/** The reader's bookmarks, highlights and notes (decision 049): apart for the same reason. */
export { annotationApiPaths } from './annotation-api-paths';

/** An admin's Trace a file (decision 043): apart for the same reason. */
export { traceApiPaths } from './trace-api-paths';

/**
 * The local payment sandbox (PAYMENT_PROVIDER=sandbox only; absent with live Razorpay).
 * `razorpayApi` stands in for https://api.razorpay.com (its /v1/... paths follow).
 */
export const sandboxPaths = {
  razorpayApi: '/sandbox/razorpay',
  checkoutScript: '/sandbox/checkout.js',
  pay: '/sandbox/pay',
  /** Raises a dispute on a captured payment and sends its webhooks (the sandbox's stand-in for a chargeback). */
  dispute: '/sandbox/dispute',
} as const;

/**
 * Where an EPUB's own files are served, each with a Content-Security-Policy that lets nothing run,
 * load from elsewhere or submit (the reader's frames load them): `${EPUB_FILES_PREFIX}sample/<book id>/<path>`
 * for a public sample, `${EPUB_FILES_PREFIX}book/<grant>/<path>` for a full book (a signed, expiring grant).
 */
export const EPUB_FILES_PREFIX = '/epub/';

/**
 * The store's catalog for reading apps (decision 044): OPDS 2.0 under `${OPDS_PREFIX}/v2`, OPDS 1.2
 * under `${OPDS_PREFIX}/v1`, `${OPDS_PREFIX}` itself answering the one the client's Accept asks for, and
 * the OPDS Authentication document at `${OPDS_PREFIX}/auth`. KOReader's progress sync is served
 * under KOSYNC_PREFIX.
 */
export const OPDS_PREFIX = '/opds';
export const KOSYNC_PREFIX = '/kosync';

/** Public URL prefix of stored cover images (served with long-lived cache headers). */
export const COVERS_URL_PREFIX = '/media/covers/';
