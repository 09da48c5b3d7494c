/**
 * Shared texts composed with values, said in Hindi (store-text.ts): the server's answer carries
 * the English with the values in it, and the page shows the Hindi message with the same values.
 */
import { setupI18n } from '@lingui/core';
import { accountLinkMessages, phoneNumberMessages } from '../../shared/account-texts';
import { apiMessages } from '../../shared/api-messages';
import { couponTexts } from '../../shared/coupon-texts';
import { releaseTexts } from '../../shared/release-texts';
import { activateLocale } from './i18n';
import { translator } from './translate';

const hindi = setupI18n();
const english = setupI18n();

beforeAll(async () => {
  await activateLocale('hi', hindi, { everything: true });
  await activateLocale('en', english);
});

test('a text with a value comes in Hindi with the value in its place', () => {
  const t = translator(hindi);
  expect(t.text(apiMessages.freeBookAdded('मिट्टी की ख़ुशबू'))).toBe('मिट्टी की ख़ुशबू अब आपकी लाइब्रेरी में है।');
  expect(t.text(apiMessages.downloadLimitReached(5))).toBe(
    'आपने पिछले 24 घंटों में यह किताब 5 बार डाउनलोड की है। कृपया बाद में फिर कोशिश करें।',
  );
  expect(t.text(couponTexts.belowMinimum(49_900))).toBe(
    'इस कूपन कोड के लिए कार्ट कम से कम ₹499.00 की होनी चाहिए (कूपन से पहले)।',
  );
});

test('two values, and one value said twice', () => {
  const t = translator(hindi);
  expect(t.text(releaseTexts.notOutYet('Dawn: A Novel', '2026-12-05'))).toMatch(
    /^Dawn: A Novel अभी आई नहीं है: इसे .+ से ख़रीदा जा सकता है।$/,
  );
  const undone = t.text(accountLinkMessages.emailChangeUndone('asha@example.com'));
  expect(undone.match(/asha@example\.com/g)).toHaveLength(2);
  expect(undone).toMatch(/^आपके खाते का ईमेल पता फिर से asha@example\.com है/);
});

test("the forms' refusals with a value too", () => {
  expect(translator(hindi).text(phoneNumberMessages.notValidFor('IN'))).toBe('कृपया IN के लिए सही फ़ोन नंबर डालें।');
});

test('English, and a text that is none of these, stay as they are', () => {
  expect(translator(english).text(apiMessages.freeBookAdded('Mitti'))).toBe('Mitti is in your library now.');
  expect(translator(hindi).text('Something the store never says.')).toBe('Something the store never says.');
});
