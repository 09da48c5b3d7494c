import { cookieValue, requestLocale } from './request-locale';

it('reads one cookie out of a Cookie header', () => {
  expect(cookieValue('a=1; lang=hi; b=2', 'lang')).toBe('hi');
  expect(cookieValue('xlang=hi; lang =en', 'lang')).toBe('en');
  expect(cookieValue('a=1', 'lang')).toBeUndefined();
  expect(cookieValue(undefined, 'lang')).toBeUndefined();
});

it('chooses a request’s language from ?lang=, the lang cookie, then Accept-Language', () => {
  const request = (query: object, headers: Record<string, string>) => ({ query, headers });
  expect(requestLocale(request({}, { 'accept-language': 'hi-IN,hi;q=0.9' }))).toBe('hi');
  expect(requestLocale(request({}, { cookie: 'lang=en', 'accept-language': 'hi-IN' }))).toBe('en');
  expect(requestLocale(request({ lang: 'hi' }, { cookie: 'lang=en' }))).toBe('hi');
  expect(requestLocale(request({ lang: ['hi', 'en'] }, {}))).toBe('en');
});
