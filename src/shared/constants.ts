/**
 * Business constants: status codes, delays, cookie settings, field limits, page sizes, money
 * limits, and the few product facts (name, contact) the store fills in itself. Both the SPA and the
 * server import from here, so a number changes in one place.
 */

/** The spec writes the store's name as {product}; this is the name we chose (src/docs/decisions/002). */
export const PRODUCT_NAME = 'Pustaka';

/** Success statuses: every call answers 202, except deleteAccount which answers 200. */
export const SUCCESS_STATUS = 202;
export const DELETE_ACCOUNT_SUCCESS_STATUS = 200;

/** Toasts: top-right, auto-close after 3000 ms. */
export const TOAST_AUTO_HIDE_MS = 3000;
/** A toast that offers a step (Log in) stays longer: 3 s is too short to read it and decide. */
export const TOAST_WITH_ACTION_AUTO_HIDE_MS = 8000;

/** Redirect delays (ms). */
export const REDIRECT_DELAY_MS = {
  login: 3000,
  register: 3000,
  bookUpload: 3000,
  logout: 3000,
  authorProgram: 4000,
  /** Delete account: clear storage after this, then wait the same again before going to /login. */
  deleteAccountStep: 3000,
} as const;

/** The `.AUTH` cookie that marks a browser as logged in. */
export const AUTH_COOKIE = {
  name: '.AUTH',
  value: 'Authorized',
  expiresDays: 5,
  sameSite: 'strict',
  secure: true,
  path: '/',
} as const;

/** Server-side session tokens live as long as the cookie. */
export const SESSION_TTL_MS = AUTH_COOKIE.expiresDays * 24 * 60 * 60 * 1000;

export const MIN_PASSWORD_LENGTH = 8;
export const DESCRIPTION_MAX_LENGTH = 500;

/**
 * Field limits the spec leaves open. They keep rows small and refuse junk early; each is well above
 * any real value (RFC 5321 caps an address at 254 characters, E.164 a phone number at 15 digits).
 */
export const MAX_PASSWORD_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 20;
export const COUNTRY_CODE_MAX_LENGTH = 8;

/** Failed logins allowed per (e-mail, client address) pair within one window, before 429. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;
/**
 * Failed logins allowed per client address across accounts: a ceiling far above what the honest
 * shoppers behind one carrier (CGNAT) or proxy address fail, far below a guessing campaign's pace.
 */
export const LOGIN_ADDRESS_FAILURE_CEILING = 100;
export const LOGIN_ADDRESS_FAILURE_WINDOW_MS = 10 * 60_000;
/** Live sessions kept per user: a login past this many ends the oldest. */
export const MAX_SESSIONS_PER_USER = 20;
export const GENERATED_AUTHOR_PASSWORD_LENGTH = 9;

export const TITLE_TRUNCATE_LENGTH = 20;
/** Scroll steps in px: trending and upcoming scrollers, then originals and new arrivals. */
export const SCROLL_STEP_SMALL_PX = 200;
export const SCROLL_STEP_LARGE_PX = 500;

export const BOOK_TYPE = 'EBook';

export const WIZARD_STEP_COUNT = 5;
export const WIZARD_STEP_PERCENT = 20;

export const TERMS_MINIMUM_AGE = 13;

export const CURRENCY = 'INR';
/** Razorpay's smallest order amount: one rupee, in paise. */
export const MIN_ORDER_PAISE = 100;
export const PAYMENT_THEME_COLOR = '#2e7d32';

/** The seven genres named in the footer (not clickable there). */
export const FOOTER_GENRES = ['Action', 'Adventure', 'Comedy', 'Crime', 'Drama', 'Fantasy', 'Horror'] as const;

/** Contact facts shown in the footer; the spec leaves them as {phone} and {email}. */
export const CONTACT = {
  address: '42 MG Road, Bengaluru, Karnataka 560001, India',
  phone: '+91 80 4000 1234',
  email: 'hello@pustaka.example',
} as const;

/** The shape of every secret token the server hands out (sessions, links in mails): 32 random bytes, base64url. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Shop paging: the default page size and the largest one a client may ask for. */
export const SHOP_PAGE_SIZE = 24;
export const SHOP_MAX_PAGE_SIZE = 100;
/**
 * Paging reaches the first SHOP_MAX_DEPTH books of a result and no further: every page then costs
 * at most this many index entries whatever the catalog's size. Beyond it the shop offers the
 * filters and the search box (nobody pages through 400 pages to find a book).
 */
export const SHOP_MAX_DEPTH = 10_000;

/** The last page number of a result of `total` books at `pageSize` per page, within SHOP_MAX_DEPTH. */
export function shopLastPage(total: number, pageSize: number): number {
  return Math.ceil(Math.min(total, SHOP_MAX_DEPTH) / pageSize);
}

/** The shop's author facet lists the authors with the most matching books, this many. */
export const SHOP_TOP_AUTHORS = 20;
/** Longest author name fragment accepted by the author lookup (GET /api/searchAuthors). */
export const AUTHOR_LOOKUP_MAX_LENGTH = 100;
/** The admin's author picker (GET /api/getAuthorsList) offers at most this many authors at a time. */
export const AUTHOR_LIST_LIMIT = 20;

/** Home carousels and rows show at most this many books. */
export const HOME_SECTION_LIMIT = 12;

/**
 * The reader's saved page: no real book has more pages, so anything above is junk to refuse early
 * (a book whose page count is known is held to that count instead).
 */
export const MAX_READING_PAGE = 100_000;

/** Longest search text accepted (GET /api/searchBooks); longer is refused, not silently cut. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
