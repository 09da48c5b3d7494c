/**
 * The texts of coupon codes (issue 36, decision 048): why a code does not apply (the server's
 * {"Message"}, which the cart shows under its field), the admin's rules and the cart's words.
 * Apart from messages.ts: only the lazy cart and admin pages and the server use them (the home
 * page's JavaScript budget, decision 007).
 */
import { formatRupees } from './money';

export const couponTexts = {
  // Why a code does not apply to this cart
  unknown: 'There is no such coupon code.',
  notStarted: (startsAt: string) => `This coupon code works from ${startsAt} (India time).`,
  expired: 'This coupon code has expired.',
  usedUp: 'This coupon code has been used as many times as it can be.',
  usedByYou: 'You have already used this coupon code as many times as it allows.',
  belowMinimum: (minPaise: number) =>
    `This coupon code needs a cart of at least ${formatRupees(minPaise)} (before the coupon).`,
  notForTheseBooks: 'This coupon code does not apply to any book in your cart.',
  /** The coupon was edited between the cart's preview and the checkout. */
  changed: 'This coupon code has just changed. Please apply it again.',

  // The admin's rules (the contract's messages)
  codeRule: 'A code is 3 to 32 letters, digits, - or _.',
  kindRule: "Kind is 'percent' or 'fixed'.",
  percentRule: 'A percent coupon takes 1 to 100 percent, whole numbers.',
  fixedRule: (maxRupees: number) =>
    `A fixed amount is more than ₹0 and at most ₹${maxRupees}, with at most two decimals.`,
  minTotalRule: (maxRupees: number) => `The minimum cart total is ₹0 to ₹${maxRupees}, with at most two decimals.`,
  dateRule: 'Dates are YYYY-MM-DD or YYYY-MM-DDTHH:mm, India time.',
  datesOrder: 'ValidFrom must be before ValidUntil.',
  usesRule: 'Uses are whole numbers from 1, or null for no limit.',
  scopeRule: 'GenerIds and BookIds are lists of ids.',
  unknownGenres: 'Some GenerIds name no genre.',
  unknownBooks: 'Some BookIds name no book.',
  saved: 'The coupon code is saved.',

  // The cart
  field: 'Coupon code',
  apply: 'Apply coupon',
  remove: 'Remove',
  applied: (code: string) => `Coupon ${code} applied`,
  discountRow: (code: string) => `Coupon ${code}`,
  applyButton: 'Apply',
  enterCode: 'Enter a coupon code.',
  /** What a coupon took off, as the cart and the orders show it ('−₹49.90', a minus sign). */
  minus: (amount: string) => `\u2212${amount}`,
  beforeCoupon: 'Before the coupon:',
  withCoupon: 'With the coupon:',

  // The admins' Coupons page (/admin/coupons)
  title: 'Coupons',
  empty: 'No coupon codes yet.',
  newCoupon: 'New coupon',
  editTitle: (code: string) => `Edit coupon ${code}`,
  edit: 'Edit',
  pause: 'Pause',
  resume: 'Resume',
  paused: 'Paused',
  active: 'Active',
  activeHint: 'Paused: shoppers are told there is no such code; orders already placed keep their discount.',
  save: 'Save',
  cancel: 'Cancel',
  code: 'Code',
  codeHint: 'Shoppers type it in any case.',
  kind: 'Discount',
  percentOff: 'Percent off',
  fixedOff: 'Fixed amount in rupees',
  value: 'Value',
  minTotal: 'Minimum cart total (₹)',
  minTotalHint: 'Before the coupon; empty or 0: none.',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  datesHint: 'India time (IST). Empty: no limit. Until is the first moment it no longer works.',
  maxUses: 'Total uses',
  maxUsesPerUser: 'Uses per shopper',
  usesHint: 'Empty: no limit.',
  scope: 'Applies to',
  wholeStore: 'Whole store',
  genres: 'Genres',
  books: 'Books',
  bookIds: 'Book ids',
  bookIdsHint: 'Separated by commas or spaces, as Manage Books lists them.',
  bookIdsRule: 'Book ids are whole numbers, separated by commas or spaces.',
  chooseGenre: 'Choose at least one genre.',
  nameBook: 'Name at least one book id.',
  valueRequired: 'Enter a value.',
  noLimit: 'No limit',
  anyTime: 'Any time',
  uses: 'Uses',
  perShopper: 'Per shopper',
  validity: 'Valid',
  status: 'Status',
  actions: 'Actions',
  minimum: 'Min. total',
} as const;
