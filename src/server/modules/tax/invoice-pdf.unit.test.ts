/**
 * Tax documents with Devanagari in them (issue 38): the title and the buyer's name are drawn in
 * the embedded Noto Sans Devanagari and read back as text, not as '?'; a document without any
 * embeds no font file.
 */
import { pdfText } from '../../testing/pdf-text';
import { renderReceipt, renderTaxInvoice, type TaxInvoiceDocument } from './invoice-pdf';

const line = (title: string) => ({
  title,
  sac: '998431',
  ratePercent: 18,
  taxablePaise: 42_373,
  cgstPaise: 3_814,
  sgstPaise: 3_813,
  igstPaise: 0,
  totalPaise: 50_000,
});

const invoice = (title: string, buyer: string): TaxInvoiceDocument => ({
  kind: 'invoice',
  number: 'INV/2026-27/000042',
  issuedAt: new Date('2026-11-28T06:00:00Z'),
  orderId: 42,
  supply: 'intra',
  seller: {
    legalName: 'Pustaka Books Private Limited',
    tradeName: 'Pustaka',
    gstin: '29ABCDE1234F1Z5',
    address: '12 MG Road, Bengaluru',
    state: 'Karnataka',
  },
  recipient: { name: buyer, state: 'Karnataka', pin: '560001' },
  lines: [line(title)],
  totals: { taxablePaise: 42_373, cgstPaise: 3_814, sgstPaise: 3_813, igstPaise: 0, totalPaise: 50_000 },
});

/** The text without the spaces pdf.js puts between the runs of a line. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

test('a Hindi title and a Devanagari name are in the tax invoice as text, beside the Latin', async () => {
  const pdf = await renderTaxInvoice(invoice('प्रेम की कहानी', 'आशा राव'));
  const text = squeezed((await pdfText(pdf)).join(' '));
  expect(text).toContain(squeezed('प्रेम की कहानी'));
  expect(text).toContain(squeezed('आशा राव'));
  expect(text).toContain('INV/2026-27/000042');
  expect(text).not.toContain('?');
  // The face is embedded, as a subset of the glyphs used.
  expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/FontFile2/);
});

test('a title mixing Devanagari and Latin keeps both, with the Latin in Helvetica', async () => {
  const pdf = await renderTaxInvoice(invoice('गीता: A Reader (खंड 2)', 'Asha Rao'));
  const text = squeezed((await pdfText(pdf)).join(' '));
  expect(text).toContain(squeezed('गीता: A Reader (खंड 2)'));
});

test('an English document embeds no font file and stays small', async () => {
  const pdf = await renderTaxInvoice(invoice('The Lighthouse Keeper', 'Asha Rao'));
  expect(Buffer.from(pdf).toString('latin1')).not.toMatch(/\/FontFile2/);
  expect(pdf.byteLength).toBeLessThan(8_000);
});

test('a receipt with a Hindi title has it as text', async () => {
  const pdf = await renderReceipt({
    kind: 'receipt',
    orderId: 43,
    paidAt: new Date('2026-11-28T06:00:00Z'),
    storeName: 'Pustaka',
    buyer: undefined,
    lines: [{ title: 'नीले आकाश के नीचे', pricePaise: 19_900, refunded: false }],
    paidPaise: 19_900,
    refundedPaise: 0,
  });
  expect(squeezed((await pdfText(pdf)).join(' '))).toContain(squeezed('नीले आकाश के नीचे'));
});
