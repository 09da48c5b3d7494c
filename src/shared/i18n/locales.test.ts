import { chooseLocale, localeFromAcceptLanguage } from './locales';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['HI', 'hi'],
    ['ta-IN,ta;q=0.9,hi;q=0.5', 'hi'],
    ['ta-IN,fr', 'en'],
    ['hi;q=0, en;q=0.1', 'en'],
    ['hi;q=abc', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('chooseLocale', () => {
  it('takes ?lang= over the cookie, and the cookie over Accept-Language', () => {
    expect(chooseLocale({ parameter: 'en', cookie: 'hi', acceptLanguage: 'hi' })).toBe('en');
    expect(chooseLocale({ cookie: 'hi', acceptLanguage: 'en' })).toBe('hi');
    expect(chooseLocale({ acceptLanguage: 'hi-IN' })).toBe('hi');
  });

  it('ignores values that are not one of the store languages', () => {
    expect(chooseLocale({ parameter: 'xx', cookie: ['hi'], acceptLanguage: 'en' })).toBe('en');
    expect(chooseLocale({ parameter: 'hi<script>', cookie: 'fr', acceptLanguage: 'hi' })).toBe('hi');
  });
});
