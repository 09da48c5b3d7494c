/**
 * The texts of an upcoming book (decision 046): the product page's date and Notify me, and the
 * server's refusals and answers. Apart from messages.ts, which is part of the home page's
 * JavaScript (at its budget): only the product page's lazy code and the server use these.
 */
import { formatReleaseDate } from './release-dates';

export const releaseTexts = {
  /** The product page of an upcoming book, instead of its price's buttons. */
  availableOn: (isoDate: string) => `Available on ${formatReleaseDate(isoDate)}`,
  notifyMe: 'Notify me',
  /** The admin's field (the wizard's Price Details, Manage Books' Edit). */
  availableOnLabel: 'Available on',
  availableOnHint: 'Empty: on sale now',
  onSaleNow: 'On sale now',
  /** After Notify me (and when the shopper already asked). */
  willEmail: (isoDate: string) => `We'll e-mail you on ${formatReleaseDate(isoDate)}.`,

  // The server's Messages (the client shows whatever Message an answer carries).
  notOutYet: (title: string, isoDate: string) =>
    `${title} is not out yet: it can be bought from ${formatReleaseDate(isoDate)}.`,
  notReadableYet: (title: string, isoDate: string) =>
    `${title} is not out yet: it can be read from ${formatReleaseDate(isoDate)}.`,
  alreadyOut: 'This book is already out: it can be bought now.',
  notifyRecorded: (isoDate: string) => `We'll e-mail you on ${formatReleaseDate(isoDate)}.`,
  /** The release mail. */
  mailSubject: (title: string) => `${title} is out`,
  mailBody: (title: string) => `${title} is out today, and you asked us to tell you. It can be bought and read now.`,
  mailAction: 'See the book',
  mailNote: 'You get this mail once, because you asked to be told when this book came out.',
} as const;
