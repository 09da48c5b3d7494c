/**
 * The tax documents' downloads: an order's invoice (My Orders' "Download invoice": GET
 * /api/getInvoice?OrderId=), a refund's credit note ("Download credit note", in My Orders and
 * Manage Orders: GET /api/getCreditNote?RefundId=) and the seller's monthly tax report as CSV (Tax
 * reports' "Download CSV": GET /api/getTaxReport?Month=&Format=csv), fetched with the session's
 * bearer token (as every API call sends it, lib/api.ts; a plain link would carry none) and saved
 * as the file the server names.
 */
import { useCallback, useState } from 'react';
import { taxApiPaths } from '../../../shared/tax-api-paths';
import { taxTexts } from '../../../shared/tax-texts';
import { useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { selectToken } from '../session';

/** A document to download: an order's invoice (or receipt), a refund's credit note, or a month's tax report. */
export type TaxDocument =
  | { kind: 'invoice'; orderId: number }
  | { kind: 'creditNote'; refundId: number }
  /** `month`: 'YYYY-MM'. */
  | { kind: 'taxReport'; month: string };

/** The file name of a Content-Disposition header, if it names one. */
export function attachmentName(disposition: string | null): string | undefined {
  return disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
}

function where(document: TaxDocument): { url: string; fallbackName: string; key: string } {
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

function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads tax documents; `isDownloading` tells whether one is under way (one at a time). */
export function useDocumentDownload() {
  const token = useAppSelector(selectToken);
  const [downloading, setDownloading] = useState<string | undefined>();
  const download = useCallback(
    async (taxDocument: TaxDocument) => {
      const { url, fallbackName, key } = where(taxDocument);
      setDownloading(key);
      try {
        const response = await fetch(url, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          credentials: 'same-origin',
        });
        if (!response.ok) {
          const body = (await response.json().catch(() => undefined)) as { Message?: string } | undefined;
          notify.error(body?.Message ?? taxTexts.downloadFailed);
          return;
        }
        save(await response.blob(), attachmentName(response.headers.get('content-disposition')) ?? fallbackName);
      } catch {
        notify.error(taxTexts.downloadFailed);
      } finally {
        setDownloading(undefined);
      }
    },
    [token],
  );
  const isDownloading = useCallback(
    (taxDocument: TaxDocument) => downloading === where(taxDocument).key,
    [downloading],
  );
  return { download, isDownloading };
}
