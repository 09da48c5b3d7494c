/**
 * The store's mails, each as a subject and the same words twice: plain text (what every client
 * can show, and what spam filters like to see) and simple HTML with one button. Every mail ends
 * with the store's name and postal address. Names come from users, so the HTML escapes them.
 *
 * Each mail is written in a language (issue 38): the recipient account's (accountLocale: English
 * when it has none), or for an address without an account the language of the request that caused
 * the mail. Its texts are the catalogs beside this file (mail.messages.ts); amounts are formatted
 * as in every language (formatRupees), and the HTML's lang is the mail's.
 */
import { CONTACT, PRODUCT_NAME } from '../../shared/constants';
import type { Locale } from '../../shared/i18n/locales';
import { formatRupees, sumPaise } from '../../shared/money';
import { translatorFor, type Translate } from '../i18n/server-i18n';
import { mailMessages as m } from './mail.messages';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

interface Letter {
  locale: Locale;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  /** Rows of two cells (what, how much), the last one the total: a receipt's lines. */
  table?: Array<[string, string]>;
  action: { label: string; url: string };
  /** After the button: how long the link works, what to do if it was not you. */
  notes: string[];
}

/** A table row in text: the label, dots, then the amount right-aligned at 60 columns. */
const textRow = ([label, amount]: [string, string]) =>
  `${label} ${'.'.repeat(Math.max(2, 58 - label.length - amount.length))} ${amount}`;

function htmlTable(rows: Array<[string, string]>): string {
  const cell = 'padding:6px 0;border-bottom:1px solid #e0e0e0';
  const body = rows
    .map(([label, amount], index) => {
      const weight = index === rows.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td style="${cell};${weight}">${escapeHtml(label)}</td><td style="${cell};${weight}text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${body}</table>`;
}

const FOOTER = [PRODUCT_NAME, CONTACT.address, CONTACT.email];

/** One layout for every mail. */
function letter({ locale, subject, greetingName, paragraphs, table, action, notes }: Letter): MailContent {
  const t = translatorFor(locale);
  const greeting = t(m.greeting, { name: greetingName });
  const tableText = table ? [...table.map(textRow), ''] : [];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...tableText,
    `${action.label}: ${action.url}`,
    '',
    ...notes.flatMap((note) => [note, '']),
    '--',
    ...FOOTER,
    '',
  ].join('\n');
  const p = (content: string, style = '') => `<p style="margin:0 0 16px;${style}">${content}</p>`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2e7d32">${escapeHtml(PRODUCT_NAME)}</p>
${p(escapeHtml(greeting))}
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${table ? htmlTable(table) : ''}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2e7d32;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;font-weight:bold">${escapeHtml(action.label)}</a></p>
${p(`${escapeHtml(t(m.openLink))} <a href="${escapeHtml(action.url)}" style="color:#2e7d32;word-break:break-all">${escapeHtml(action.url)}</a>`, 'font-size:14px')}
${notes.map((note) => p(escapeHtml(note), 'font-size:14px;color:#555555')).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#777777;text-align:center">${FOOTER.map(escapeHtml).join(' &middot; ')}</p>
</body></html>
`;
  return { subject, text, html };
}

/** The store's name, which every language's texts name as {store}. */
const store = { store: PRODUCT_NAME };

/** What a receipt or a refund notice tells: the order, its lines, the money. */
export interface OrderSummary {
  /** The order id as My Orders shows it. */
  orderId: string;
  /** pricePaise is what the line charged; couponDiscountPaise what the order's coupon took off it. */
  lines: Array<{ title: string; pricePaise: number; couponDiscountPaise?: number; refunded: boolean }>;
  paidPaise: number;
  /** The coupon code the order was checked out with (decision 048). */
  couponCode?: string;
}

/** The messages of one language, and the mail's letter in it. */
function inLanguage(locale: Locale): { t: Translate; write: (letterOf: Omit<Letter, 'locale'>) => MailContent } {
  return { t: translatorFor(locale), write: (content) => letter({ locale, ...content }) };
}

/** Why money goes back (orders' refund reasons), as the buyer reads it: a key of the mail catalog. */
export type RefundExplanation = Extract<keyof typeof m, `refundWhy${string}`>;

export const mailTemplates = {
  verifyEmail: (locale: Locale, name: string, url: string): MailContent => {
    const { t, write } = inLanguage(locale);
    return write({
      subject: t(m.verifySubject, store),
      greetingName: name,
      paragraphs: [t(m.verifyWelcome, store)],
      action: { label: t(m.verifyAction), url },
      notes: [t(m.verifyLinkLife), t(m.notYou)],
    });
  },

  passwordReset: (locale: Locale, name: string, url: string): MailContent => {
    const { t, write } = inLanguage(locale);
    return write({
      subject: t(m.resetSubject, store),
      greetingName: name,
      paragraphs: [t(m.resetAsked)],
      action: { label: t(m.resetAction), url },
      notes: [t(m.resetLinkLife), t(m.notYou)],
    });
  },

  authorInvitation: (locale: Locale, name: string, url: string): MailContent => {
    const { t, write } = inLanguage(locale);
    return write({
      subject: t(m.invitationSubject, store),
      greetingName: name,
      paragraphs: [t(m.invitationCreated, store), t(m.invitationSetPassword)],
      action: { label: t(m.invitationAction), url },
      notes: [t(m.invitationLinkLife)],
    });
  },

  receipt: (locale: Locale, name: string, order: OrderSummary, libraryUrl: string): MailContent => {
    const { t, write } = inLanguage(locale);
    const refunded = order.lines.filter((line) => line.refunded);
    // Lines at their price before the coupon, then the coupon's line: they add up to what was paid.
    const couponPaise = sumPaise(order.lines.map((line) => line.couponDiscountPaise ?? 0));
    const couponRows: Array<[string, string]> =
      couponPaise > 0
        ? [[t(m.receiptCouponRow, { code: order.couponCode ?? '' }).trim(), `-${formatRupees(couponPaise)}`]]
        : [];
    return write({
      subject: t(m.receiptSubject, { ...store, orderId: order.orderId }),
      greetingName: name,
      paragraphs: [t(m.receiptThanks, { orderId: order.orderId })],
      table: [
        ...order.lines.map((line): [string, string] => [
          line.refunded ? t(m.receiptLineRefunded, { title: line.title }) : line.title,
          formatRupees(line.pricePaise + (line.couponDiscountPaise ?? 0)),
        ]),
        ...couponRows,
        [t(m.receiptPaid), formatRupees(order.paidPaise)],
      ],
      action: { label: t(m.receiptAction), url: libraryUrl },
      notes:
        refunded.length > 0
          ? [t(m.receiptRefundOnItsWay, { amount: formatRupees(sumPaise(refunded.map((line) => line.pricePaise))) })]
          : [],
    });
  },

  refundNotice: (
    locale: Locale,
    name: string,
    order: Pick<OrderSummary, 'orderId'>,
    refundPaise: number,
    why: RefundExplanation,
    ordersUrl: string,
    /** The refund's credit note, which the mail carries as a PDF (order-mail.ts). */
    creditNoteNumber?: string,
  ): MailContent => {
    const { t, write } = inLanguage(locale);
    const amount = formatRupees(refundPaise);
    return write({
      subject: t(m.refundSubject, { ...store, amount, orderId: order.orderId }),
      greetingName: name,
      paragraphs: [
        t(m.refundWhat, { why: t(m[why]), amount, orderId: order.orderId }),
        t(m.refundBanks),
        ...(creditNoteNumber ? [t(m.refundCreditNote, { number: creditNoteNumber })] : []),
      ],
      action: { label: t(m.refundAction), url: ordersUrl },
      notes: [],
    });
  },

  newsletterConfirmation: (locale: Locale, url: string, unsubscribeUrl: string): MailContent => {
    const { t, write } = inLanguage(locale);
    return write({
      subject: t(m.newsletterSubject, store),
      greetingName: t(m.newsletterReader),
      paragraphs: [t(m.newsletterAsked, store)],
      action: { label: t(m.newsletterAction), url },
      notes: [t(m.newsletterLinkLife), t(m.newsletterUnsubscribe, { url: unsubscribeUrl })],
    });
  },

  emailChange: (locale: Locale, name: string, url: string): MailContent => {
    const { t, write } = inLanguage(locale);
    return write({
      subject: t(m.emailChangeSubject, store),
      greetingName: name,
      paragraphs: [t(m.emailChangeAsked, store)],
      action: { label: t(m.emailChangeAction), url },
      notes: [t(m.emailChangeLinkLife), t(m.notYou)],
    });
  },

  /** To the old address, once a change of address is confirmed: what changed, and the way back. */
  emailChangedNotice: (locale: Locale, name: string, url: string, newAddress: string): MailContent => {
    const { t, write } = inLanguage(locale);
    return write({
      subject: t(m.emailChangedSubject, store),
      greetingName: name,
      paragraphs: [t(m.emailChangedNow, { ...store, newAddress }), t(m.emailChangedIfYou)],
      action: { label: t(m.emailChangedAction), url },
      notes: [t(m.emailChangedIfNotYou), t(m.emailChangedLinkLife)],
    });
  },

  /** An upcoming book the reader asked about is out (decision 046): once, on its day. */
  bookReleased: (locale: Locale, name: string, title: string, url: string): MailContent => {
    const { t, write } = inLanguage(locale);
    return write({
      subject: t(m.releasedSubject, { title }),
      greetingName: name,
      paragraphs: [t(m.releasedToday, { title })],
      action: { label: t(m.releasedAction), url },
      notes: [t(m.releasedOnce)],
    });
  },
};
