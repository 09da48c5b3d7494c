/**
 * The tax documents' downloads: an order's invoice (My Orders' "Download invoice": GET
 * /api/getInvoice?OrderId=), a refund's credit note ("Download credit note", in My Orders and
 * Manage Orders: GET /api/getCreditNote?RefundId=) and the seller's monthly tax report as CSV (Tax
 * reports' "Download CSV": GET /api/getTaxReport?Month=&Format=csv): where each is, for the
 * session's authorized download (session/authorizedDownload.ts).
 */
import { useCallback } from 'react';
import { taxApiPaths } from '../../../shared/tax-api-paths';
import { taxTexts } from '../../../shared/tax-texts';
import { useAuthorizedDownload, type AuthorizedFile } from '../session';
import { useTranslate } from '../../i18n/translate';

/** A document to download: an order's invoice (or receipt), a refund's credit note, or a month's tax report. */
export type TaxDocument =
  | { kind: 'invoice'; orderId: number }
  | { kind: 'creditNote'; refundId: number }
  /** `month`: 'YYYY-MM'. */
  | { kind: 'taxReport'; month: string };

function where(document: TaxDocument): AuthorizedFile {
  switch (document.kind) {
    case 'invoice':
      return {
        url: `${taxApiPaths.getInvoice}?OrderId=${document.orderId}`,
        fallbackName: `order-${document.orderId}.pdf`,
        key: `invoice-${document.orderId}`,
      };
    case 'creditNote':
      return {
        url: `${taxApiPaths.getCreditNote}?RefundId=${document.refundId}`,
        fallbackName: `credit-note-${document.refundId}.pdf`,
        key: `credit-note-${document.refundId}`,
      };
    case 'taxReport':
      return {
        url: `${taxApiPaths.getTaxReport}?${new URLSearchParams({ Month: document.month, Format: 'csv' }).toString()}`,
        fallbackName: `tax-report-${document.month}.csv`,
        key: `tax-report-${document.month}`,
      };
  }
}

/** Downloads tax documents; `isDownloading` tells whether one is under way (one at a time). */
export function useDocumentDownload() {
  const t = useTranslate();
  const { download, downloadingKey } = useAuthorizedDownload(t.text(taxTexts.downloadFailed));
  const downloadDocument = useCallback((taxDocument: TaxDocument) => download(where(taxDocument)), [download]);
  const isDownloading = useCallback(
    (taxDocument: TaxDocument) => downloadingKey === where(taxDocument).key,
    [downloadingKey],
  );
  return { download: downloadDocument, isDownloading };
}
