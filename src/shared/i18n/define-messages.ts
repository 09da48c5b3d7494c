/**
 * An area's messages (issue 38): its English catalog, `messages.en.json` beside its code, turned
 * into Lingui message descriptors under the area's namespace ("cart" + "empty" = id "cart.empty").
 * The Hindi catalog of the same area (`messages.hi.json`, same keys) is registered under the same
 * namespace in client/i18n/hindi.ts and loaded only for a Hindi page; where the active language
 * has no text for an id, Lingui falls back to the descriptor's English.
 *
 * Messages are ICU MessageFormat ("{count, plural, one {# book} other {# books}}"). The build
 * compiles every catalog (src/build/message-catalog-loader.ts), so the browser carries no message
 * parser; tests and the server compile at run time instead.
 */
import type { MessageDescriptor } from '@lingui/core';

export type Messages<Keys extends string> = { readonly [Key in Keys]: MessageDescriptor };

export function defineMessages<Catalog extends Record<string, string>>(
  namespace: string,
  english: Catalog,
): Messages<Extract<keyof Catalog, string>> {
  const messages: Record<string, MessageDescriptor> = {};
  for (const [key, message] of Object.entries(english)) messages[key] = { id: `${namespace}.${key}`, message };
  return messages as Messages<Extract<keyof Catalog, string>>;
}

/** A Hindi (or any other) catalog of an area, its keys given the area's namespace: the ids Lingui looks up. */
export function namespaced(namespace: string, catalog: Record<string, unknown>): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalog)) messages[`${namespace}.${key}`] = message;
  return messages;
}
