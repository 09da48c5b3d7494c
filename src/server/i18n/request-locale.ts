/**
 * The language of a page request (shared/i18n/locales.ts chooseLocale): `?lang=`, the `lang`
 * cookie, Accept-Language. The cookie is read here, not by a cookie plugin: it is the only one the
 * server reads from a page request.
 */
import type { FastifyRequest } from 'fastify';
import { chooseLocale, LANG_COOKIE, LANG_PARAMETER, type Locale } from '../../shared/i18n/locales';

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

export function requestLocale(request: Pick<FastifyRequest, 'headers' | 'query'>): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  return chooseLocale({
    parameter: query?.[LANG_PARAMETER],
    cookie: cookieValue(request.headers.cookie, LANG_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}
