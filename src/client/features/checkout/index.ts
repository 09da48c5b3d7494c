/** What other features may use from the checkout feature. */
export { useCheckout } from './useCheckout';
export { OrderSuccessDialog } from './components/OrderSuccessDialog';
export { PaymentReportResender } from './components/PaymentReportResender';
export type { RazorpayFailureResponse, RazorpayOptions, RazorpaySuccessResponse } from './razorpay';
