import { useCallback, useEffect, useState } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';

/** The attribute that marks the one receipt to print, and the parts of it that are screen-only. */
export const RECEIPT_PRINTING_ATTRIBUTE = 'data-receipt-printing';
export const PRINT_HIDDEN_ATTRIBUTE = 'data-print-hidden';

/**
 * While a receipt prints, the printed page shows only it: everything else is invisible (visibility,
 * not display, so the receipt keeps its layout) and the receipt moves to the top of the page.
 */
const printOnlyTheReceipt = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`[${RECEIPT_PRINTING_ATTRIBUTE}], [${RECEIPT_PRINTING_ATTRIBUTE}] *`]: { visibility: 'visible' },
    [`[${RECEIPT_PRINTING_ATTRIBUTE}]`]: { position: 'absolute', left: 0, top: 0, width: '100%', border: 'none' },
    // Its whole subtree: the rule above would make the children visible again.
    [`[${RECEIPT_PRINTING_ATTRIBUTE}] [${PRINT_HIDDEN_ATTRIBUTE}], [${RECEIPT_PRINTING_ATTRIBUTE}] [${PRINT_HIDDEN_ATTRIBUTE}] *`]:
      { visibility: 'hidden' },
  },
} as const;

/**
 * Prints one order's receipt with the browser's print dialog: `print(orderId)` marks that receipt
 * (`receiptProps(orderId)`), adds the print styles, prints, and unmarks it after printing.
 */
export function useReceiptPrinting() {
  // A new object per click, so printing the same receipt twice prints twice.
  const [request, setRequest] = useState<{ orderId: number } | null>(null);

  useEffect(() => {
    if (!request) return undefined;
    const done = () => setRequest(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [request]);

  const print = useCallback((orderId: number) => setRequest({ orderId }), []);
  const receiptProps = (orderId: number): Record<string, string> =>
    request?.orderId === orderId ? { [RECEIPT_PRINTING_ATTRIBUTE]: 'true' } : {};
  const printStyles = request ? <GlobalStyles styles={printOnlyTheReceipt} /> : null;
  return { print, receiptProps, printStyles };
}
