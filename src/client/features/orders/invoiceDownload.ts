/**
 * My Orders' "Download invoice": GET /api/getInvoice?OrderId= with the session's bearer token (as
 * every API call sends it, lib/api.ts), saved as the file the server names (its invoice number).
 */
import { useCallback, useState } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import { taxTexts } from '../../../shared/tax-texts';
import { useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { selectToken } from '../session';

/** The file name of a Content-Disposition header, if it names one. */
export function attachmentName(disposition: string | null): string | undefined {
  return disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
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

/** Downloads an order's invoice (or receipt); `downloading` is the order number under way. */
export function useInvoiceDownload() {
  const token = useAppSelector(selectToken);
  const [downloading, setDownloading] = useState<number | undefined>();
  const download = useCallback(
    async (orderId: number) => {
      setDownloading(orderId);
      try {
        const response = await fetch(`${apiPaths.getInvoice}?OrderId=${orderId}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          credentials: 'same-origin',
        });
        if (!response.ok) {
          const body = (await response.json().catch(() => undefined)) as { Message?: string } | undefined;
          notify.error(body?.Message ?? taxTexts.downloadFailed);
          return;
        }
        const filename = attachmentName(response.headers.get('content-disposition')) ?? `order-${orderId}.pdf`;
        save(await response.blob(), filename);
      } catch {
        notify.error(taxTexts.downloadFailed);
      } finally {
        setDownloading(undefined);
      }
    },
    [token],
  );
  return { download, downloading };
}
