/**
 * The mails' texts (issue 38): messages.en.json (the texts the mails always had) and
 * messages.hi.json beside this file, registered with the server's i18n (server/i18n/server-i18n.ts)
 * under the namespace 'mail'. mail-catalogs.unit.test.ts checks that the two have the same keys.
 */
import { defineServerMessages } from '../i18n/server-i18n';
import en from './messages.en.json';
import hi from './messages.hi.json';

export const mailMessages = defineServerMessages('mail', { en, hi });
export type MailMessageKey = keyof typeof mailMessages;
