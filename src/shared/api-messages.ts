/**
 * The Messages only the server words: refusals of requests the store's own client never makes
 * (malformed HTTP, a bad upload form, a range beyond a file, an order that cannot be refunded),
 * and answers the client shows as they come (login failed, already in the cart, refund issued).
 * They live here and not in messages.ts, whose every text is part of the home page's JavaScript:
 * the client shows whatever Message an answer carries. The server and the tests of both sides
 * import them from here.
 */
export const apiMessages = {
  serverBusy: 'The store is very busy right now. Please try again in a moment.',
  databaseUnavailable: 'The store is briefly unavailable. Please try again in a few seconds.',
  badUrl: 'This address is not valid.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  controlCharacters: 'Must not contain control characters.',
  publicRegistrationUserOnly: 'Only user accounts can be created here. Authors can apply through the Author Program.',
  otherUsersData: 'You can only act on your own account.',
  checkoutCartChanged: 'Your cart has changed. Please check it and try again; nothing was charged.',
  checkoutAmountTooSmall: 'The total is below the smallest amount that can be paid online (₹1.00).',
  paymentProviderUnavailable:
    'The payment service is not reachable right now. Please try again in a moment; nothing was charged.',
  orderAlreadyPaid: 'This order has already been paid.',
  paymentSucceededPartlyRefunded:
    'Payment successful. Books you already owned were refunded; the others are now in your library.',
  orderNotRefundable: 'Only a paid order can be refunded.',
  orderLineNotFound: 'This book is not a line of the order.',
  uploadNotMultipart: 'Send the book as multipart/form-data.',
  uploadMalformed: 'The upload could not be read. Please try again.',
  uploadDuplicateField: 'This field was sent more than once.',
  genreNotFound: 'Please choose an existing genre.',
  authorNotFound: 'Please choose an existing author.',
  authorNotNamed: (name: string) => `No author named "${name}" is in the store. Choose one, or add the author first.`,
  bookCoverRequired: 'Choose a cover image: the book file has none.',
  bookCoverUnreadable: "The book file's cover image could not be read. Choose a cover image.",
  authorApplicationNotFound: 'This application does not exist.',
  notInLibrary: 'This book is not in your library. Buy it to read it.',
  epubNeedsLocator: 'This book is an EPUB: send its place as a Locator, not a Page.',
  pdfNeedsPage: 'This book is a PDF: send its place as a Page, not a Locator.',
  rangeNotSatisfiable: 'The requested range is not part of this file.',
  downloadLimitReached: (limit: number) =>
    `You have downloaded this book ${limit} times in the last 24 hours. Please try again later.`,
  downloadNotMarkable: 'This book cannot be downloaded as a file. You can read it in the store.',
  // Answers to the store's own client: it shows the Message it gets, so these need not be in its code.
  cartDuplicate: 'Item already exists in cart.',
  wishlistDuplicate: 'Item already exists.',
  notFound: 'The requested resource was not found.',
  loginFailed: 'The email or password is incorrect.',
  tooManyLoginAttempts: 'Too many failed login attempts. Please wait a minute and try again.',
  tooManyRequests: 'Too many requests from here. Please wait a while and try again.',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  newsletterSubscribed: 'Almost there! Please confirm with the link we have mailed to you.',
  bookAlreadyOwned: 'You already own this book. You can read it in your library.',
  listItemNotFound: 'This item is no longer in your list.',
  checkoutPriceChanged:
    'Prices in your cart have changed. Please check the new total and try again; nothing was charged.',
  orderNotFound: 'This order does not exist.',
  paymentNotVerified: 'The payment could not be verified, so the order was not completed.',
  paymentRefunded:
    'This order could no longer be completed (it expired, or your cart or a price changed), so your payment was refunded in full. Please check out again.',
  orderRefunded: "Refund issued. The refunded books were removed from the buyer's library.",
  orderNothingToRefund: 'Nothing on this order can be refunded any more.',
  uploadNotBase64: 'Must be a file or base64 text.',
  authorApplicationApproved: 'Application approved. The author account was created.',
  authorApplicationRejected: 'Application rejected.',
  authorApplicationDecided: 'This application has already been reviewed.',
  readingProgressSaved: 'Reading progress saved.',
  // Free books (decision 047): Get it free's answer and refusals, and the cart's refusal of a free book.
  freeBookAdded: (title: string) => `${title} is in your library now.`,
  bookNotFree: 'This book is not free: add it to your cart to buy it.',
  freeBookNotForCart: 'This book is free: use Get it free on its page.',
  freeBookInCart: (title: string) =>
    `${title} is free now: remove it from your cart and use Get it free on its page. Nothing was charged.`,
} as const;
