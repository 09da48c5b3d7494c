/**
 * The texts of a free book (decision 047) that only lazy pages show: the product page's, the shop
 * cards' and the reader's Get it free, and the admin's price field. Apart from messages.ts, whose
 * every text is part of the home page's JavaScript; the cards' 'Free' is there (messages.free),
 * and the server's Messages are in api-messages.ts.
 */
export const freeBookTexts = {
  getItFree: 'Get it free',
  /** A visitor's Get it free: the toast offers to log in and come back to the book. */
  loginToGetFree: 'Please log in to get this book free.',
  /** The reader's offer at the end of a free book's preview. */
  getToReadOn: (title: string) => `Get ${title} free to read on.`,
  /** The admin's price field (the wizard's Price Details, Manage Books' Edit). */
  priceHint: 'Enter 0 to give the book away free',
  /** The wizard's review of a free book's discount. */
  noDiscount: 'None: the book is free',
} as const;
