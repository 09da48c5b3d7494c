/** What other features may use from the orders feature. */
export { OrderLines } from './components/OrderLines';
export { OrderStatusChip } from './components/OrderStatusChip';
export { isRefundable } from './orderStatus';
export { orderCoupon } from './orderCoupon';
export { useDocumentDownload, type TaxDocument } from './documentDownload';
