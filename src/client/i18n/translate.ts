/**
 * How code says a text in the page's language: `t(cartMessages.empty)`,
 * `t(cartMessages.count, { count })` for an area's own messages (shared/i18n/define-messages.ts),
 * `t.text(messages.cartEmpty)` for a shared English text or a server's Message (store-text.ts).
 * Components use the hook (it re-renders them when the language changes); code outside React
 * (toasts, slices) uses `translate`, bound to the browser's instance.
 */
import { useMemo } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { i18n as browserI18n } from './i18n';
import { storeText } from './store-text';

export interface Translate {
  (message: MessageDescriptor, values?: Record<string, unknown>): string;
  /** A shared English text (shared/*.ts, a server's Message), in the page's language when it has a translation. */
  text: (english: string) => string;
}

export function translator(i18n: I18n): Translate {
  const t = (message: MessageDescriptor, values?: Record<string, unknown>) =>
    i18n._(values ? { ...message, values } : message);
  return Object.assign(t, { text: (english: string) => storeText(i18n, english) });
}

export function useTranslate(): Translate {
  const { i18n } = useLingui();
  // useLingui's i18n is a new object whenever the language changes: a new `t`, and a re-render.
  return useMemo(() => translator(i18n), [i18n]);
}

/** Outside React: the browser's instance, in whatever language is active when it is called. */
export const translate: Translate = translator(browserI18n);
