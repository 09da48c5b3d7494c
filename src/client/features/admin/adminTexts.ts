/**
 * How the admin screens say texts that are built from parts or checked by forms (issue 38): lists
 * in words, the language of a code, a month, and the form errors of the admin's forms in the
 * page's language.
 *
 * The forms' checks keep their English (the shared contract's and the area's own rules, which the
 * server answers too, and unit tests read); their resolvers are wrapped by `translatedResolver`,
 * which gives each error its text in the active language when the form is checked: an area
 * message by its English, a shared text through `translate.text`.
 */
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { COUPON_MAX_RUPEES } from '../../../shared/contract/coupons.contract';
import { DEFAULT_UPLOAD_LIMITS_MB } from '../../../shared/contract/admin.contract';
import { couponTexts } from '../../../shared/coupon-texts';
import { LEGAL_NAME_MAX_LENGTH } from '../../../shared/gst';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { messages } from '../../../shared/messages';
import { storeSettingsTexts } from '../../../shared/store-settings-texts';
import { monthLabel } from '../../../shared/tax-texts';
import { languageName } from '../../lib/bookDetails';
import { translate, type Translate } from '../../i18n/translate';
import { adminMessages } from './admin.messages';

/** "a, b and c" in the page's language (English: no comma before "and", as the texts always had). */
export function listInWords(t: Translate, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t(adminMessages.listAnd, { items: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

/** The area's own check messages, by their English (the text the checks put in a form error). */
const ownRules = [
  adminMessages.mustBeNumber,
  adminMessages.mustBeBelow100,
  adminMessages.atMostTwoDecimals,
  adminMessages.mustBeDate,
];

/** Texts with a value that the forms' checks compose (functions of the shared texts), by their English. */
function composedRules(t: Translate): Record<string, () => string> {
  const rules: Record<string, () => string> = {
    [couponTexts.fixedRule(COUPON_MAX_RUPEES)]: () => t(adminMessages.couponFixedRule, { max: COUPON_MAX_RUPEES }),
    [couponTexts.minTotalRule(COUPON_MAX_RUPEES)]: () =>
      t(adminMessages.couponMinTotalRule, { max: COUPON_MAX_RUPEES }),
    [storeSettingsTexts.tooLong(LEGAL_NAME_MAX_LENGTH)]: () =>
      t(adminMessages.settingsTooLong, { max: LEGAL_NAME_MAX_LENGTH }),
  };
  for (const mb of Object.values(DEFAULT_UPLOAD_LIMITS_MB))
    rules[`${messages.uploadTooLarge} (${mb} MB)`] = () =>
      t(adminMessages.fileTooLarge, { tooLarge: t.text(messages.uploadTooLarge), mb });
  for (const rule of ownRules) rules[rule.message as string] = () => t(rule);
  return rules;
}

/** The contract's "Must be at most 64 characters." */
const TOO_LONG = /^Must be at most (\d+) characters\.$/;
/** shared/store-settings-texts.ts' gstinStateMismatch, which names the states. */
const GSTIN_OF_OTHER_STATE =
  /^This GSTIN is registered in (.+) \(state code (\d+)\), not (.+): choose .+ or check the GSTIN\.$/;

/**
 * A form's error or a refusal given in English (a check's message, a server's Message) in the
 * page's language: the area's own text where it is one, else the shared text's translation.
 */
export function formText(english: string, t: Translate = translate): string {
  const composed = composedRules(t)[english];
  if (composed) return composed();
  const tooLong = TOO_LONG.exec(english);
  if (tooLong) return t(adminMessages.mustBeAtMost, { max: tooLong[1] });
  const otherState = GSTIN_OF_OTHER_STATE.exec(english);
  if (otherState)
    return t(adminMessages.settingsGstinState, {
      registered: otherState[1],
      code: otherState[2],
      chosen: otherState[3],
    });
  return t.text(english);
}

/** Every message of a form's errors (nested ones too) through `formText`. */
function translatedErrors<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const translateNode = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'ref') copy[key] = value;
      else if (key === 'message' && typeof value === 'string') copy[key] = formText(value);
      else if (key === 'types') copy[key] = value;
      else copy[key] = typeof value === 'object' ? translateNode(value) : value;
    }
    return copy;
  };
  return translateNode(errors) as FieldErrors<T>;
}

/** A form's resolver whose errors come in the page's language (their checks stay in English). */
export function translatedResolver<T extends FieldValues, Context>(
  resolver: Resolver<T, Context>,
): Resolver<T, Context> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translatedErrors(result.errors) } as ResolverResult<T>;
  };
}

let hindiLanguageNames: Intl.DisplayNames | undefined;

/** A language code by its name in the page's language ('hi': "Hindi", "हिन्दी"); the code itself when none is known. */
export function languageNameIn(locale: Locale, tag: string): string {
  if (locale === 'en') return languageName(tag);
  try {
    hindiLanguageNames ??= new Intl.DisplayNames([INTL_LOCALES.hi], { type: 'language' });
    return hindiLanguageNames.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** '2026-11' in words: "November 2026" as the shared texts say it; in Hindi by Intl ("नवंबर 2026"). */
export function monthInWords(locale: Locale, month: string): string {
  if (locale === 'en') return monthLabel(month);
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}
