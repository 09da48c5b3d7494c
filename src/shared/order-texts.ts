/**
 * The texts of an order awaiting payment: the payment dialog closed without paying (the cart's and
 * My Orders' 'Payment not completed' with Try again), My Orders' Pay now and Cancel, and the
 * server's Messages for resuming and cancelling such an order. Kept apart from messages.ts, which
 * is part of the home page's JavaScript (at its budget): only lazy pages and the server use these.
 */
export const orderTexts = {
  paymentNotCompletedTitle: 'Payment not completed',
  /** After the shopper closed the payment dialog (Escape, Back, the close button) before paying. */
  paymentNotCompleted: (orderNumber: number, until: string) =>
    `You closed the payment window before paying, so nothing was charged. Order #${orderNumber} is kept for you until ${until}.`,
  tryAgain: 'Try again',
  notNow: 'Not now',
  payNow: 'Pay now',
  payNowFor: (orderNumber: number) => `Pay now for order ${orderNumber}`,
  cancel: 'Cancel',
  cancelOrder: (orderNumber: number) => `Cancel order ${orderNumber}`,
  /** My Orders: an order awaiting payment, payable until its expiry (then it expires by itself). */
  payBy: (until: string) => `Pay by ${until}; after that the order expires.`,
  /** My Orders: an order still awaiting payment whose time has run out (the store closes it soon). */
  paymentTimeOver: (at: string) => `The time to pay ended at ${at}.`,

  // The server's Messages (the client shows whatever Message an answer carries).
  orderCancelled: 'Order cancelled. Nothing was charged, and your cart is kept.',
  orderNotPayable: 'This order can no longer be paid. Check out again from your cart; nothing was charged.',
  orderPricesChanged:
    'A price in this order has changed since checkout. Check out again from your cart to pay the new total; nothing was charged.',
  orderNotAwaitingPayment: 'This order is no longer awaiting payment.',
} as const;
