/**
 * One line per operation of the API document (its `summary`), by method and path as the document
 * writes them. The document's test fails for an operation without one, so a new route gets its line.
 */
export const apiSummaries: Record<string, string> = {
  // Catalog
  'GET /api/getBanners': "The home page's banners.",
  'GET /api/getBestSellers': 'Best sellers by paid sales.',
  'GET /api/getPopularBooks': 'Trending books (covers only).',
  'GET /api/getUpcomingBooks': 'Upcoming books (covers only).',
  'GET /api/getSpecialOffers': 'The store originals row.',
  'GET /api/getStats': 'Counts of customers, books and authors.',
  'GET /api/getNewArrivalBooks': 'New arrivals.',
  'GET /api/getGenerss': 'Every genre.',
  'GET /api/getAllBooks': 'A page of the shop, with its filters and their counts.',
  'GET /api/getAuthorsList': "Authors whose name starts with the text (the admin's author picker).",
  'GET /api/searchAuthors': "Authors with public books whose name starts with the text (the shop's author lookup).",
  'GET /api/getBookById': "A public book's page: its details, price and format.",
  'GET /api/searchBooks': 'Type-ahead search over titles and author names.',
  // Accounts
  'POST /api/login': 'Log in with e-mail and password; answers the bearer token.',
  'POST /api/logout': 'End this session.',
  'POST /api/register': 'Create a shopper account and mail its confirmation link.',
  'POST /api/verifyEmail': 'Confirm an e-mail address with its mailed token.',
  'POST /api/resendVerification': 'Mail the confirmation link again.',
  'POST /api/requestPasswordReset': 'Mail a password reset link.',
  'POST /api/resetPassword': 'Set a new password with a mailed token.',
  'POST /api/updateProfile': "Change the caller's name and phone number.",
  'POST /api/changePassword': "Change the caller's password; other sessions end.",
  'POST /api/changeEmail': 'Mail a link that moves the account to a new address.',
  'POST /api/logoutEverywhere': "End every session of the caller's account.",
  'POST /api/deleteAccount': "Delete the caller's account (its e-mail and password typed again).",
  'GET /api/getProfile': 'The session user as the server knows it now.',
  'GET /api/getDeletionSummary': "What deleting the caller's account loses: the books bought and what they cost.",
  'POST /api/resendConfirmation': 'Mail a new confirmation link to an unconfirmed address (no login).',
  'POST /api/undoEmailChange': "Give an account its old address back with the changed-address notice's token.",
  // Authors
  'POST /api/addNewAuthorForReview': 'Apply to the Author Program.',
  'POST /api/addAuthor': 'Create an author account (admins).',
  'GET /api/getAuthorBooks': "The calling author's books, with status and copies sold.",
  'GET /api/getAuthorApplications': 'Author Program applications, newest first (admins).',
  'POST /api/approveAuthorApplication': 'Approve an application: its author account is created (admins).',
  'POST /api/rejectAuthorApplication': 'Reject an application (admins).',
  // Uploads and book management
  'POST /api/addBook': 'Publish a book: a PDF or EPUB with its details, cover and optional sample (admins).',
  'POST /api/inspectBookFile': 'Read the details a PDF or EPUB holds, storing nothing (admins).',
  'POST /api/traceDownload':
    'Name the download a copy of a book found elsewhere came from, by its licence mark (admins).',
  'GET /api/getAdminBooks': 'Every book with every flag and detail, hidden ones included (admins).',
  'POST /api/updateBook': "Change a book's price, flags, dates or details (admins).",
  // Newsletter
  'POST /api/subscribeForNewsletter': 'Subscribe an address; a confirmation link is mailed.',
  'POST /api/confirmNewsletter': 'Confirm a subscription with its mailed token.',
  'POST /api/unsubscribeNewsletter': 'Unsubscribe with the token of any newsletter mail (also one-click).',
  // Cart and wishlist
  'GET /api/getCartlist': "The caller's cart.",
  'POST /api/saveCartlist': 'Add a book to the cart.',
  'POST /api/deleteCartlist': 'Remove a book from the cart.',
  'POST /api/checkIfBookExistsForUserInCartP': 'Whether a book can be added to the cart.',
  'GET /api/getWishlist': "The caller's wishlist.",
  'POST /api/saveWishlist': 'Add a book to the wishlist.',
  'POST /api/deleteWishlist': 'Remove a book from the wishlist.',
  'POST /api/checkIfBookExistsForUserInWhislistP': 'Whether a book can be added to the wishlist.',
  // Orders
  'POST /api/checkoutPage': "Order the cart's books: answers the payment provider's order to pay.",
  'POST /api/updateOrderStatus': "Report the payment dialog's outcome; a verified payment delivers the books.",
  'POST /api/resumeOrderPayment': 'Pay again an order awaiting payment: answers the same provider order to pay.',
  'POST /api/cancelOrder': 'Cancel an order awaiting payment; a payment that still arrives is refunded.',
  'GET /api/getOrders': "The caller's orders with their receipts.",
  'GET /api/getInvoice': "An order's tax invoice (or receipt) as a PDF (the buyer or admins).",
  'GET /api/getCreditNote': "A refund's credit note as a PDF (the order's buyer or admins).",
  'GET /api/getAdminOrders': 'Orders with payments, refunds and webhooks, searchable (admins).',
  'POST /api/refundOrder': "Refund an order's books, all or some (admins).",
  // Coupons
  'POST /api/previewCoupon':
    "The caller's cart priced with a coupon code, line by line; or why the code does not apply.",
  'POST /api/saveCoupon': 'Create a coupon code, or change or pause the one with this code (admins).',
  'GET /api/getCoupons': 'Every coupon code with its rules and the uses it holds (admins).',
  // Store settings
  'GET /api/getStoreSettings': "The seller's tax settings, and whether tax invoices are issued (admins).",
  'POST /api/updateStoreSettings': "Change the seller's tax settings; a refused field changes nothing (admins).",
  // Tax reports
  'GET /api/getTaxReport':
    "A month's tax invoices and credit notes summed by place of supply and rate, with their registers; JSON or CSV (admins).",
  // Reviews
  'GET /api/getReviews': "A page of a book's reviews, newest first, with its average rating; the caller's own review.",
  'POST /api/saveReview': 'Rate and review a book the caller owns; a second save edits the review.',
  'POST /api/deleteReview': "Delete the caller's review of a book.",
  'POST /api/hideReview': 'Hide a review with a reason: it is no longer listed or counted (admins).',
  // Release dates
  'POST /api/notifyOnRelease': 'Ask to be mailed on the day an upcoming book comes out (signed-in shoppers).',
  // Free books
  'POST /api/getFreeBook': 'Take a free book into the library at once: an order of ₹0, no payment (shoppers).',
  // Library
  'GET /api/getLibrary': "The caller's books, with the place read in each.",
  'GET /api/getBookContent': 'The full book file (PDF or EPUB), whole or a byte range (its buyers and admins).',
  'GET /api/getBookPreview': "A public book's sample file, whole or a byte range.",
  'GET /api/downloadBook':
    'The whole book as a file its buyer keeps, marked for them (app password or token; buyers and admins; 10 a day).',
  'GET /api/getBookReadingAccess': "How the reader opens a book or its sample: the format, and an EPUB's files.",
  'POST /api/saveReadingProgress': "Save the caller's place in a book (a PDF's page or an EPUB's locator).",
  'GET /api/getReadingProgress': "The caller's saved place in a book.",
  'POST /api/saveAnnotation':
    'Save a bookmark, highlight or note in a book the caller may read; with an Id, change that one.',
  'GET /api/getAnnotations': "The caller's bookmarks, highlights and notes in a book, with their places and quotes.",
  'POST /api/deleteAnnotation': "Delete one of the caller's bookmarks, highlights or notes.",
  // Reading apps
  'POST /api/createAppPassword': 'Make an app password for a reading app; the password is answered this once.',
  'GET /api/getAppPasswords': "The caller's app passwords with their last use.",
  'POST /api/revokeAppPassword': "Revoke one of the caller's app passwords.",
  // Payments
  'POST /api/webhooks/razorpay': "Razorpay's signed payment events.",
  // Payment sandbox
  'POST /sandbox/razorpay/v1/orders': 'Create an order, as Razorpay does.',
  'GET /sandbox/razorpay/v1/orders':
    'List orders, newest first, as Razorpay does (from, to, count, skip, authorized, receipt).',
  'GET /sandbox/razorpay/v1/orders/{id}': 'Fetch an order, as Razorpay does.',
  'PATCH /sandbox/razorpay/v1/orders/{id}': "Replace an order's notes, as Razorpay does.",
  'GET /sandbox/razorpay/v1/orders/{id}/payments': "An order's payments, as Razorpay lists them.",
  'GET /sandbox/razorpay/v1/payments': 'List payments, newest first, as Razorpay does (from, to, count, skip).',
  'GET /sandbox/razorpay/v1/payments/{id}': 'Fetch a payment, as Razorpay does.',
  'PATCH /sandbox/razorpay/v1/payments/{id}': "Replace a payment's notes, as Razorpay does.",
  'POST /sandbox/razorpay/v1/payments/{id}/capture': 'Capture an authorized payment, as Razorpay does.',
  'POST /sandbox/razorpay/v1/payments/{id}/refund':
    'Refund a payment, all or part, normal or instant, as Razorpay does.',
  'GET /sandbox/razorpay/v1/payments/{id}/refunds': "A payment's refunds, as Razorpay lists them.",
  'GET /sandbox/razorpay/v1/payments/{id}/refunds/{refund_id}': "Fetch one of a payment's refunds, as Razorpay does.",
  'GET /sandbox/razorpay/v1/refunds': 'List every refund, newest first, as Razorpay does (from, to, count, skip).',
  'GET /sandbox/razorpay/v1/refunds/{id}': 'Fetch a refund, as Razorpay does.',
  'PATCH /sandbox/razorpay/v1/refunds/{id}': "Replace a refund's notes, as Razorpay does.",
  'POST /sandbox/pay': "The sandbox payment dialog's Pay or Fail.",
  'POST /sandbox/dispute': 'Raise a chargeback on a captured payment and send its webhooks.',
  'GET /sandbox/checkout.js': "The sandbox's stand-in for Razorpay Checkout.",
};
