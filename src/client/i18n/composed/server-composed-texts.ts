/**
 * The shared texts composed with values that the server answers with (`{"Message": ...}`) or that
 * the shared schemas refuse with, said in the page's language wherever the browser shows them
 * (store-text.ts). Registered with Hindi's second chunk (hindi-more.ts): the pages that show them.
 * i18n-catalogs.test.ts fails on a composed shared text the server or shared/ uses without one.
 */
import { accountLinkMessages, profileMessages } from '../../../shared/account-texts';
import { annotationMessages } from '../../../shared/annotation-texts';
import { apiMessages } from '../../../shared/api-messages';
import { couponTexts } from '../../../shared/coupon-texts';
import { formatRupees } from '../../../shared/money';
import { readingAppsTexts } from '../../../shared/reading-apps-texts';
import { releaseTexts } from '../../../shared/release-texts';
import { reviewTexts } from '../../../shared/review-texts';
import type { ComposedText } from '../store-text';
import { composedMessages as m } from './composed.messages';

/** A shared text whose parameter is a number, given the number's text (the pattern's slot). */
const ofNumber = (text: (value: number) => string) => (value: string) => text(value as unknown as number);

export const serverComposedTexts: readonly ComposedText[] = [
  { english: accountLinkMessages.emailChangeUndone, message: m.emailChangeUndone, values: ['address'] },
  { english: ofNumber(annotationMessages.tooMany), message: m.annotationsTooMany, values: ['max'] },
  { english: ofNumber(annotationMessages.textTooLong), message: m.annotationTextTooLong, values: ['max'] },
  { english: ofNumber(annotationMessages.noteTooLong), message: m.annotationNoteTooLong, values: ['max'] },
  { english: apiMessages.authorNotNamed, message: m.authorNotNamed, values: ['name'] },
  { english: ofNumber(apiMessages.downloadLimitReached), message: m.downloadLimitReached, values: ['limit'] },
  { english: apiMessages.freeBookAdded, message: m.freeBookAdded, values: ['title'] },
  { english: apiMessages.freeBookInCart, message: m.freeBookInCart, values: ['title'] },
  {
    // Its parameter is paise: the amount's text takes the place of a formatted zero.
    english: (amount) => couponTexts.belowMinimum(0).replace(formatRupees(0), amount),
    message: m.couponBelowMinimum,
    values: ['amount'],
  },
  { english: couponTexts.notStarted, message: m.couponNotStarted, values: ['startsAt'] },
  { english: profileMessages.emailChangeSent, message: m.emailChangeSent, values: ['address'] },
  { english: ofNumber(readingAppsTexts.tooMany), message: m.appPasswordsTooMany, values: ['max'] },
  { english: releaseTexts.notOutYet, message: m.notOutYet, values: ['title', 'date'] },
  { english: releaseTexts.notReadableYet, message: m.notReadableYet, values: ['title', 'date'] },
  { english: releaseTexts.notifyRecorded, message: m.notifyRecorded, values: ['date'] },
  { english: ofNumber(reviewTexts.titleTooLong), message: m.reviewTitleTooLong, values: ['max'] },
  { english: ofNumber(reviewTexts.textTooLong), message: m.reviewTextTooLong, values: ['max'] },
];
