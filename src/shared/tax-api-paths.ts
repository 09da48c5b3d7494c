/**
 * The API paths of tax documents and the seller's tax settings (decisions 039-041), re-exported by
 * api-paths.ts. The client imports them from here, so they stay out of the home page's JavaScript
 * with apiPaths (only My Orders, Manage Orders, Store settings and Tax reports, all lazy, use them).
 */
export const taxApiPaths = {
  /** The PDF of an order's tax invoice (or receipt): ?OrderId=<our order number>. */
  getInvoice: '/api/getInvoice',
  /** The PDF of a refund's credit note: ?RefundId=<the refund's id>. */
  getCreditNote: '/api/getCreditNote',
  /** The seller's tax settings (legal name, GSTIN, address, state, GST rate, SAC, invoice prefix); admins. */
  getStoreSettings: '/api/getStoreSettings',
  updateStoreSettings: '/api/updateStoreSettings',
  /** The seller's monthly tax report (GSTR-1's B2C summary, credit notes, registers): ?Month=YYYY-MM&Format=json|csv; admins. */
  getTaxReport: '/api/getTaxReport',
} as const;
