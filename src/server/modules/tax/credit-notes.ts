/**
 * Issuing a credit note for a refund (issue 35 item 5, decision 041), in the transaction that
 * records the refund (OrderRefundsService.takeBack): that is where the store commits to it: the
 * refund row, the lines tied to it, the books taken back and the buyer's notice are written
 * together, and the refund sender then retries until the provider has it. So:
 *
 * - only for a refund that takes lines back from an order with a tax invoice; none for an order
 *   paid without one, nor for a refund naming no line (a whole payment that could not pay its
 *   order was never supplied, and a partial refund made outside the store names no book);
 * - its lines are the refunded invoice lines. When the refund is exactly their prices (the usual
 *   case: a refund of lines), each reverses its invoice line's own split: the same taxable value,
 *   CGST, SGST and IGST. When it is less (a provider refund of 'the rest' after a refund that named
 *   no line), the amount is shared among the lines in proportion to their prices (leftover paise
 *   to the first lines) and each share split by splitInclusivePrice at its line's rate and the
 *   invoice's supply. Either way the lines sum exactly to the refund;
 * - the number is the 'credit_note' series' next one (`<prefix>/<FY>/C<serial>`, the invoice's
 *   prefix), taken last so the series' row lock is held only for the inserts and the commit;
 * - refund_id is unique: a refund never gets a second credit note (the refund.processed webhook
 *   of a refund the store made only marks it processed).
 */
import type { TransactionRepositories } from '../../db/unit-of-work';
import { splitInclusivePrice } from '../../../shared/gst-arithmetic';
import { basisPointsToGstRate } from '../../../shared/gst';
import { allocateDocumentNumber } from './document-numbers';
import type { NewCreditNoteLine } from './credit-notes.repository';

export interface CreditNoteRequest {
  orderId: number;
  refundId: number;
  /** The books of the lines the refund takes back. */
  bookIds: readonly number[];
  amountPaise: number;
  issuedAt: Date;
}

export interface IssuedCreditNote {
  id: number;
  number: string;
}

interface CreditedLine {
  book_id: number;
  title: string;
  sac: string;
  rate_bp: number;
  price_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

/** `amount` shared among `weights` in proportion, in whole paise summing to `amount`. */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (let index = 0; left > 0; index = (index + 1) % shares.length, left--) shares[index]! += 1;
  return shares;
}

/** The lines credited: the invoice lines' own split, or the refund shared and split again. */
export function creditedLines(
  invoiceLines: readonly CreditedLine[],
  amountPaise: number,
  supply: 'intra' | 'inter' | 'export',
): NewCreditNoteLine[] {
  const pricePaise = invoiceLines.reduce((sum, line) => sum + line.price_paise, 0);
  if (pricePaise === amountPaise)
    return invoiceLines.map((line) => ({
      book_id: line.book_id,
      title: line.title,
      sac: line.sac,
      rate_bp: line.rate_bp,
      price_paise: line.price_paise,
      taxable_paise: line.taxable_paise,
      cgst_paise: line.cgst_paise,
      sgst_paise: line.sgst_paise,
      igst_paise: line.igst_paise,
    }));
  const shares = apportion(
    amountPaise,
    invoiceLines.map((line) => line.price_paise),
  );
  return invoiceLines.map((line, index) => {
    const split = splitInclusivePrice(
      shares[index]!,
      basisPointsToGstRate(line.rate_bp),
      supply === 'intra' ? 'intra' : 'inter',
    );
    return {
      book_id: line.book_id,
      title: line.title,
      sac: line.sac,
      rate_bp: line.rate_bp,
      price_paise: shares[index]!,
      taxable_paise: split.taxablePaise,
      cgst_paise: split.cgstPaise,
      sgst_paise: split.sgstPaise,
      igst_paise: split.igstPaise,
    };
  });
}

/** Issues the refund's credit note when its order has a tax invoice; undefined otherwise. */
export async function issueCreditNote(
  repos: TransactionRepositories,
  request: CreditNoteRequest,
): Promise<IssuedCreditNote | undefined> {
  if (request.bookIds.length === 0 || request.amountPaise <= 0) return undefined;
  const invoice = await repos.taxInvoices.ofOrder(request.orderId);
  if (!invoice) return undefined;
  const refunded = new Set(request.bookIds);
  const invoiceLines = (await repos.taxInvoices.linesOf(invoice.id)).filter((line) => refunded.has(line.book_id));
  if (invoiceLines.length === 0) return undefined;
  const lines = creditedLines(invoiceLines, request.amountPaise, invoice.supply);
  const sum = (pick: (line: NewCreditNoteLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  // As late as possible: the series' row stays locked from here to the commit.
  const allocated = await allocateDocumentNumber(repos, {
    series: 'credit_note',
    prefix: invoice.number.slice(0, invoice.number.indexOf('/')),
    issuedAt: request.issuedAt,
  });
  const id = await repos.creditNotes.insert(
    {
      refund_id: request.refundId,
      invoice_id: invoice.id,
      order_id: request.orderId,
      number: allocated.number,
      financial_year: allocated.financialYear.code,
      serial: allocated.serial,
      issued_at: request.issuedAt.toISOString(),
      taxable_paise: sum((line) => line.taxable_paise),
      cgst_paise: sum((line) => line.cgst_paise),
      sgst_paise: sum((line) => line.sgst_paise),
      igst_paise: sum((line) => line.igst_paise),
      total_paise: sum((line) => line.price_paise),
    },
    lines,
  );
  return { id, number: allocated.number };
}
