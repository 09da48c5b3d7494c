/**
 * The store's mails, each as a subject and the same words twice: plain text (what every client
 * can show, and what spam filters like to see) and simple HTML with one button. Every mail ends
 * with the store's name and postal address. Names come from users, so the HTML escapes them.
 */
import { CONTACT, PRODUCT_NAME } from '../../shared/constants';
import { formatRupees, sumPaise } from '../../shared/money';
import { couponTexts } from '../../shared/coupon-texts';
import { releaseTexts } from '../../shared/release-texts';

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
function letter({ subject, greetingName, paragraphs, table, action, notes }: Letter): MailContent {
  const greeting = `Hello ${greetingName},`;
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
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2e7d32">${escapeHtml(PRODUCT_NAME)}</p>
${p(escapeHtml(greeting))}
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${table ? htmlTable(table) : ''}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2e7d32;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;font-weight:bold">${escapeHtml(action.label)}</a></p>
${p(`Or open this link: <a href="${escapeHtml(action.url)}" style="color:#2e7d32;word-break:break-all">${escapeHtml(action.url)}</a>`, 'font-size:14px')}
${notes.map((note) => p(escapeHtml(note), 'font-size:14px;color:#555555')).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#777777;text-align:center">${FOOTER.map(escapeHtml).join(' &middot; ')}</p>
</body></html>
`;
  return { subject, text, html };
}

const notYou = 'If you did not ask for this, you can ignore this mail: nothing changes.';

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

export const mailTemplates = {
  verifyEmail: (name: string, url: string): MailContent =>
    letter({
      subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
      greetingName: name,
      paragraphs: [
        `Welcome to ${PRODUCT_NAME}! Please confirm that this is your e-mail address, so that receipts and password resets reach you.`,
      ],
      action: { label: 'Confirm my e-mail address', url },
      notes: ['The link works for 7 days.', notYou],
    }),

  passwordReset: (name: string, url: string): MailContent =>
    letter({
      subject: `Reset your ${PRODUCT_NAME} password`,
      greetingName: name,
      paragraphs: [
        'Someone, probably you, asked to reset the password of your account. Choose a new one with the button below.',
      ],
      action: { label: 'Choose a new password', url },
      notes: ['The link works for 1 hour and only once. Setting a new password logs you out on every device.', notYou],
    }),

  authorInvitation: (name: string, url: string): MailContent =>
    letter({
      subject: `You are an author on ${PRODUCT_NAME}: set your password`,
      greetingName: name,
      paragraphs: [
        `${PRODUCT_NAME} has created an author account for you with this e-mail address.`,
        'Set your password to log in and see your books, their status, price and copies sold under My Books.',
      ],
      action: { label: 'Set my password', url },
      notes: [
        'The link works for 7 days and only once. When it has expired, use "Forgot password?" on the login page.',
      ],
    }),

  receipt: (name: string, order: OrderSummary, libraryUrl: string): MailContent => {
    const refunded = order.lines.filter((line) => line.refunded);
    // Lines at their price before the coupon, then the coupon's line: they add up to what was paid.
    const couponPaise = sumPaise(order.lines.map((line) => line.couponDiscountPaise ?? 0));
    const couponRows: Array<[string, string]> =
      couponPaise > 0
        ? [[couponTexts.discountRow(order.couponCode ?? '').trim(), `-${formatRupees(couponPaise)}`]]
        : [];
    return letter({
      subject: `Your ${PRODUCT_NAME} receipt for order ${order.orderId}`,
      greetingName: name,
      paragraphs: [`Thank you for your order ${order.orderId}. Your books are in your library, ready to read.`],
      table: [
        ...order.lines.map((line): [string, string] => [
          line.refunded ? `${line.title} (refunded: you already owned it)` : line.title,
          formatRupees(line.pricePaise + (line.couponDiscountPaise ?? 0)),
        ]),
        ...couponRows,
        ['Paid', formatRupees(order.paidPaise)],
      ],
      action: { label: 'Read my books', url: libraryUrl },
      notes:
        refunded.length > 0
          ? [
              `${formatRupees(sumPaise(refunded.map((line) => line.pricePaise)))} for books you already owned is on its way back to you; banks take 5 to 7 working days.`,
            ]
          : [],
    });
  },

  refundNotice: (
    name: string,
    order: Pick<OrderSummary, 'orderId'>,
    refundPaise: number,
    why: string,
    ordersUrl: string,
    /** The refund's credit note, which the mail carries as a PDF (order-mail.ts). */
    creditNoteNumber?: string,
  ): MailContent =>
    letter({
      subject: `${PRODUCT_NAME} refund of ${formatRupees(refundPaise)} for order ${order.orderId}`,
      greetingName: name,
      paragraphs: [
        `${why} We are refunding ${formatRupees(refundPaise)} of order ${order.orderId} to the way you paid.`,
        'Banks take 5 to 7 working days to show it. Books refunded leave your library.',
        ...(creditNoteNumber
          ? [
              `Credit note ${creditNoteNumber} records this refund against your tax invoice: it is attached, and My Orders keeps it ("Download credit note").`,
            ]
          : []),
      ],
      action: { label: 'See my orders', url: ordersUrl },
      notes: [],
    }),

  newsletterConfirmation: (url: string, unsubscribeUrl: string): MailContent =>
    letter({
      subject: `Confirm your subscription to the ${PRODUCT_NAME} newsletter`,
      greetingName: 'reader',
      paragraphs: [
        `Someone, probably you, asked for the ${PRODUCT_NAME} newsletter at this address: new books and offers, now and then. Please confirm that you want it.`,
      ],
      action: { label: 'Yes, subscribe me', url },
      notes: [
        'The link works for 7 days. Until you confirm, nothing is sent to this address.',
        `Not you, or changed your mind? Unsubscribe: ${unsubscribeUrl}`,
      ],
    }),

  emailChange: (name: string, url: string): MailContent =>
    letter({
      subject: `Confirm your new e-mail address for ${PRODUCT_NAME}`,
      greetingName: name,
      paragraphs: [
        `You asked to use this address for your ${PRODUCT_NAME} account. Confirm it, and it becomes the address you log in with.`,
      ],
      action: { label: 'Use this e-mail address', url },
      notes: ['The link works for 7 days and only once. Until you confirm, your old address stays in use.', notYou],
    }),

  /** To the old address, once a change of address is confirmed: what changed, and the way back. */
  emailChangedNotice: (name: string, url: string, newAddress: string): MailContent =>
    letter({
      subject: `The e-mail address of your ${PRODUCT_NAME} account has changed`,
      greetingName: name,
      paragraphs: [
        `The e-mail address of your ${PRODUCT_NAME} account is now ${newAddress}. This address no longer logs in, and receipts and password resets go to the new one.`,
        'If you made this change, there is nothing to do.',
      ],
      action: { label: 'This was not me', url },
      notes: [
        'If you did not make it, follow the link: the account gets this address back, every device is logged out, and we mail you a link to choose a new password (whoever changed the address may know your password).',
        'The link works for 30 days and only once.',
      ],
    }),

  /** An upcoming book the reader asked about is out (decision 046): once, on its day. */
  bookReleased: (name: string, title: string, url: string): MailContent =>
    letter({
      subject: releaseTexts.mailSubject(title),
      greetingName: name,
      paragraphs: [releaseTexts.mailBody(title)],
      action: { label: releaseTexts.mailAction, url },
      notes: [releaseTexts.mailNote],
    }),
};
