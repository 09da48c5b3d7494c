/**
 * Every route of the web client, in one table. The router mounts these patterns, the server answers
 * exactly these addresses with the SPA (any other page is a 404), and every link and redirect is
 * built from them, so a route cannot exist in one place and be missing in another.
 *
 * Patterns use `:name` for a parameter, the syntax React Router and Fastify share.
 */
export const uiRoutes = {
  home: '/',
  /** The spec's second address of the home page. */
  homeAlias: '/home',
  shop: '/shop',
  product: '/product/:productId',
  search: '/search',
  /** The Author Program form (the spec's address for it). */
  authorProgram: '/contact',
  wishlist: '/wishlist',
  cart: '/cart',
  library: '/library',
  /** My Orders: the shopper's orders and receipts. */
  orders: '/orders',
  read: '/read/:bookId',
  profile: '/profile',
  deleteAccount: '/deleteAccount',
  login: '/login',
  register: '/register',
  /** Where the links of mails land (the token in the query string). */
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** An invited author's first password. */
  setPassword: '/set-password',
  /** The 'This was not me' link mailed to the old address after an e-mail change. */
  undoEmailChange: '/undo-email-change',
  /** An author's own books. */
  myBooks: '/author',
  /** Where the newsletter's mailed links land. */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  addBook: '/addbook',
  adminApplications: '/admin/applications',
  adminBooks: '/admin/books',
  adminOrders: '/admin/orders',
  adminCoupons: '/admin/coupons',
  /** The seller's tax settings (GSTIN, address, GST rate, invoice prefix). */
  adminSettings: '/admin/settings',
  /** The seller's monthly tax report (GSTR-1's B2C summary, credit notes, registers; CSV). */
  adminTax: '/admin/tax',
} as const;

export type UiRoute = keyof typeof uiRoutes;

/**
 * Where the login page sends the shopper once logged in, and the book it then adds to their cart
 * (a visitor's Add to cart). Carried in the query of /login and /register (uiPaths.loginReturning,
 * read back by loginReturnOf) so it survives a reload and the detour through registering.
 */
export interface LoginReturn {
  /** A path of this site (sameSitePath): never a full URL, so a link cannot send anyone elsewhere. */
  returnTo: string;
  addToCart?: string;
}

function loginReturnQuery({ returnTo, addToCart }: LoginReturn): string {
  return new URLSearchParams(addToCart ? { returnTo, addToCart } : { returnTo }).toString();
}

/** A pattern with its parameters filled in; each value is one path segment, so it is encoded. */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The builder of a mailed link's page: the route with the link's single-use token in its query. */
const withToken = (route: string) => (token: string) => `${route}?${new URLSearchParams({ token }).toString()}`;

/** Addresses to link to: the fixed routes as they are, and a builder for each route with a parameter or query. */
export const uiPaths = {
  ...uiRoutes,
  product: (productId: string) => fill(uiRoutes.product, { productId }),
  /** The reader for a book: the full book, or its public preview. */
  read: (bookId: string, { preview = false }: { preview?: boolean } = {}) => {
    const path = fill(uiRoutes.read, { bookId });
    return preview ? `${path}?preview=1` : path;
  },
  /** The page a mailed link opens, with its single-use token. */
  verifyEmail: withToken(uiRoutes.verifyEmail),
  resetPassword: withToken(uiRoutes.resetPassword),
  setPassword: withToken(uiRoutes.setPassword),
  undoEmailChange: withToken(uiRoutes.undoEmailChange),
  newsletterConfirm: withToken(uiRoutes.newsletterConfirm),
  newsletterUnsubscribe: withToken(uiRoutes.newsletterUnsubscribe),
  /** Login, then back to `returnTo` (and the book added to the cart there). */
  loginReturning: (back: LoginReturn) => `${uiRoutes.login}?${loginReturnQuery(back)}`,
  /** Register, then login, then back: the same return carried through both forms. */
  registerReturning: (back: LoginReturn) => `${uiRoutes.register}?${loginReturnQuery(back)}`,
  /** The results page for a search text (surrounding spaces are not part of the query). */
  search: (q: string) => `${uiRoutes.search}?${new URLSearchParams({ q: q.trim() }).toString()}`,
} as const;

/** The text of a results page's query string (what uiPaths.search wrote). */
export function searchTextOf(search: string | URLSearchParams): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The token of a mailed link's query string (what uiPaths.verifyEmail, resetPassword, setPassword, undoEmailChange and the newsletter's wrote). */
export function tokenOf(search: string | URLSearchParams): string {
  return new URLSearchParams(search).get('token') ?? '';
}

/** Whether a reader's query string asks for the preview (what uiPaths.read wrote). */
export function isPreviewOf(search: string | URLSearchParams): boolean {
  return new URLSearchParams(search).get('preview') === '1';
}

/** Any origin of ours would do: sameSitePath only asks whether a value stays on it. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * `value` as a path of this site ('/product/3?x=1#y'), or null for anything that would leave it:
 * a full URL, a protocol-relative '//evil.example', and the spellings browsers read the same way
 * ('/\evil.example', a tab in '//'). Resolved by the URL parser as a browser would, so no
 * spelling escapes the check; the answer is the parser's normalised path, never the raw text.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The return a login or register address carries (what uiPaths.loginReturning wrote); null without a safe one. */
export function loginReturnOf(search: string | URLSearchParams): LoginReturn | null {
  const query = new URLSearchParams(search);
  const returnTo = sameSitePath(query.get('returnTo'));
  if (returnTo === null) return null;
  const addToCart = query.get('addToCart')?.trim();
  return addToCart ? { returnTo, addToCart } : { returnTo };
}
