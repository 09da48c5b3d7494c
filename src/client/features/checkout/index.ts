/** What other features may use from the checkout feature. */
export { useCheckout, useOrderPayment } from './useCheckout';
export { OrderSuccessDialog } from './components/OrderSuccessDialog';
export { PaymentNotCompleted } from './components/PaymentNotCompleted';
export { PaymentReportResender } from './components/PaymentReportResender';
export { BillingDetailsSection, useBillingDetails } from './components/BillingDetails';
export { CouponLinePrice, CouponSection, useCouponCode } from './components/CouponCode';
export type { RazorpayFailureResponse, RazorpayOptions, RazorpaySuccessResponse } from './razorpay';
