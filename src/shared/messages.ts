/**
 * Every user-facing text: toasts, form errors, server Messages (and the fixed screen texts that
 * more than one place uses). Components and the server import these; no copy of a message lives
 * anywhere else. The account screens' own texts are in account-texts.ts: only lazy pages use them,
 * and whatever this file holds is part of the home page's JavaScript.
 */
import { PRODUCT_NAME, SEARCH_QUERY_MAX_LENGTH, SHOP_MAX_DEPTH } from './constants';
import { groupDigits } from './digit-grouping';

export const messages = {
  // Errors
  genericError: 'Something went wrong. Please try again.',
  // A page whose code could not be downloaded: a deploy replaced it, or the connection is gone.
  newVersionAvailable: 'A new version of the store is available.',
  newVersionReload: 'Reload to open this page in it. Your cart and wishlist are kept.',
  pageOffline: 'This page could not be loaded: you seem to be offline.',
  storeOutage:
    'The store could not be reached, so some lists are missing. They will appear as soon as it answers again.',
  pageOfflineRetry: 'It will open by itself when the connection is back, or try again now.',
  invalidItem: 'Invalid item. Please try after sometime.',
  loginToAddToCart: 'Please login to add items to cart.',
  loginToAddToWishlist: 'Please login to add items to wishlist.',
  invalidEmail: 'Please enter a valid email',
  invalidPassword: 'Please enter a valid password.',
  passwordTooShort: 'Password must be greater than 8 characters.',
  emailNotCurrentUser: 'Please enter only an email that you are currently logged in.',
  bookUploadFailed: 'Book Upload Failed. Please try again.',

  // Successes
  addedToCart: 'Item added to cart.',
  addedToWishlist: 'Item added successfully.',
  removedFromCart: 'Item removed from cart.',
  loggedOut: 'User logged out successfully.',
  loggedIn: 'User Logged in Successfully.',
  registered: 'User Registration Successfully.',
  authorProgramSubmitted: 'After review, Our team will get in touch with.',
  accountDeleted: 'User deleted successfully.',
  bookUploaded: 'Book Uploaded Successfully.',
  authorCreated: 'Author created successfully.',

  // Access
  unauthorizedUser: 'Unauthorized User. You need to login to account to access this page.',
  adminOnly: 'Unauthorized User. You do not access to this Page.',
  /** Shown when the server refuses the stored token (expired or revoked); not a spec text. */
  sessionEnded: 'Your session has ended. Please log in again.',

  // Screen texts
  searchPlaceholder: 'Search over 30 million book titles',
  cartEmpty: 'Cart is Empty',
  wishlistEmpty: 'Wishlist is Empty',
  ordersEmpty: 'No orders yet',
  /** A book's price when it costs nothing (decision 047): every card shows it. */
  free: 'Free',

  // Server messages (no spec text exists for these; they say plainly what went wrong)
  bookNotFound: 'This book does not exist or is no longer available.',
  invalidRequest: 'The request is not valid.',
  fieldRequired: 'This field is required.',
  invalidPhoneNumber: 'Please enter a valid phone number.',
  invalidCountryCode: 'Please select a country code.',
  invisibleCharacters: 'Must not contain invisible formatting characters.',
  checkoutCartEmpty: 'Your cart is empty. Add a book before checking out.',
  paymentSucceeded: 'Payment successful. Your books are now in your library.',
  paymentFailed: 'Payment failed. Your cart is kept, so you can try again.',
  /** Shown while a payment report waits to reach the server (it is kept and re-sent). */
  paymentConfirming: 'Payment received, confirming...',
  // Admin: uploads, authors, applications, book management
  uploadFileRequired: 'A file is required.',
  uploadTooLarge: 'The file is larger than the upload limit.',
  uploadNotImage: 'Must be a PNG, JPEG, WebP or GIF image.',
  bookUpdated: 'Book updated successfully.',
  pageBeyondBook: 'This page is beyond the end of the book.',
  // Library and reader (client)
  libraryEmpty: 'Your library is empty. The books you buy appear here, ready to read.',
  loginToRead: 'Log in to read this book.',
  readerNotInLibrary: 'This book is not in your library.',
  readerLoadFailed: 'This book could not be opened. Please try again.',
  // The texts of mailed links (verification, password reset, invitations) are in account-texts.ts
  // (accountLinkMessages): only lazy pages show them.
  // An author's own books (My Books)
  authorBooksEmpty: 'You have no books in the store yet.',
  // Search
  searchQueryRequired: 'Please type something to search for.',
  searchQueryTooLong: `Search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
} as const;

export type MessageKey = keyof typeof messages;

/** A count as the shop shows it, with thousands separators (1,234,567). */
export function formatCount(count: number): string {
  return groupDigits(count, 'international');
}

/** The shop's texts: the author lookup and the note where paging stops (SHOP_MAX_DEPTH). */
export const shopTexts = {
  findAuthor: 'Find an author',
  searchingAuthors: 'Searching authors...',
  noAuthorsFound: 'No authors found',
  /** "Showing the first 10,000 of N books. Narrow the filters or [search] to find more.", `link` being the link's text. */
  depthNote: (total: number) => ({
    before: `Showing the first ${formatCount(SHOP_MAX_DEPTH)} of ${formatCount(total)} books. Narrow the filters or `,
    link: 'search',
    after: ' to find more.',
  }),
} as const;

/** Section titles of the home page. */
export const homeTitles = {
  trending: 'Trending Books',
  upcoming: 'Upcoming Books',
  originals: `${PRODUCT_NAME} Originals`,
  newArrivals: 'New Arrivals',
  bestSellers: 'Best Sellers',
  stats: { customers: 'Happy Customers', books: 'Book Collections', authors: 'Famous Writers' },
} as const;

/** The names of the account's pages, as the section menu and the profile link to them. */
export const accountPageTitles = {
  myLibrary: 'My Library',
  myOrders: 'My Orders',
  myBooks: 'My Books',
  deleteAccount: 'Delete Account',
} as const;
