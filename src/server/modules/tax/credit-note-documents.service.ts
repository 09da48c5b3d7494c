/**
 * GET /api/getCreditNote: a refund's credit note as a PDF for the order's buyer or an admin (issue
 * 35 item 5, decision 041). Someone else's refund and an unknown one answer the same 404; a
 * refund without a credit note (its order has no tax invoice, or it took back no book) is a 404
 * of its own words. A credit note is issued with its refund (credit-notes.ts), so a refund still
 * on its way to the provider already has one. The PDF is made from the stored rows: the credit
 * note's lines and the invoice's seller and recipient, as they were issued.
 */
import { taxTexts } from '../../../shared/tax-texts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { NotFound } from '../../domain-errors';
import type { AuthUser } from '../accounts/auth-user';
import { renderCreditNote } from './credit-note-pdf';
import {
  documentFilename,
  totalsOf,
  documentLineOf,
  recipientOf,
  sellerOf,
  type DocumentFile,
} from './tax-invoice-documents.service';

export class CreditNoteDocumentsService {
  constructor(private readonly uow: UnitOfWork) {}

  async pdfFor(caller: AuthUser, refundId: number): Promise<DocumentFile> {
    const { orders, orderRefunds } = this.uow.repos;
    const refund = await orderRefunds.findById(refundId);
    const order = refund ? await orders.findById(refund.order_id) : undefined;
    if (!refund || !order || (order.user_id !== caller.id && caller.userType !== 'Admin'))
      throw new NotFound(taxTexts.refundNotFound);
    return this.pdfOf(refund);
  }

  /** The credit note of a refund, for the refund notice's mail (it goes to the order's buyer). */
  async pdfOfRefund(refundId: number): Promise<DocumentFile> {
    const refund = await this.uow.repos.orderRefunds.findById(refundId);
    if (!refund) throw new NotFound(taxTexts.refundNotFound);
    return this.pdfOf(refund);
  }

  private async pdfOf(refund: { id: number; order_id: number; reason: string }): Promise<DocumentFile> {
    const { creditNotes, taxInvoices } = this.uow.repos;
    const note = await creditNotes.ofRefund(refund.id);
    const invoice = note ? await taxInvoices.ofOrder(refund.order_id) : undefined;
    if (!note || !invoice) throw new NotFound(taxTexts.noCreditNote);
    const lines = await creditNotes.linesOf(note.id);
    const bytes = await renderCreditNote({
      number: note.number,
      issuedAt: new Date(note.issued_at),
      invoice: { number: invoice.number, issuedAt: new Date(invoice.issued_at) },
      orderId: refund.order_id,
      supply: invoice.supply,
      seller: sellerOf(invoice),
      recipient: recipientOf(invoice),
      lines: lines.map(documentLineOf),
      totals: totalsOf(note),
      reason: taxTexts.creditNoteReason(refund.reason),
    });
    return { filename: documentFilename(note.number), bytes };
  }
}
