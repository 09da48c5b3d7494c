import { useCallback } from 'react';
import { CURRENCY, PAYMENT_THEME_COLOR, PRODUCT_NAME } from '../../../shared/constants';
import type { ListItem } from '../../../shared/contract/cart.contract';
import type { CheckoutResponse } from '../../../shared/contract/checkout.contract';
import { messages } from '../../../shared/messages';
import { cartTotalPaise, paiseToAmountString } from '../../../shared/money';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { errorStatus, serverMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { translate } from '../../i18n/translate';
import { checkoutMessages } from './checkout.messages';
import { selectSession } from '../session';
import { useCheckoutPageMutation, useResumeOrderPaymentMutation, useUpdateOrderStatusMutation } from './checkout.api';
import { checkoutEvents, isCheckoutBusy, selectCheckoutPhase, selectNotCompletedOrder } from './checkout.slice';
import { useWaitingPaymentReports } from './useWaitingPaymentReports';
import { keptPaymentReports, type SuccessReport } from './keptPaymentReports';
import { notifyAcceptedPayment } from './notifyAcceptedPayment';
import { loadCheckoutScript, type RazorpayFailureResponse, type RazorpaySuccessResponse } from './razorpay';
import { isRetryableReportFailure } from './reportFailures';
import type { BillingFields } from './components/BillingDetails';
import { couponRefusalOf, type CheckoutCoupon } from './components/CouponCode';

/** A 401 is answered by the session-expiry handler (logout with its own toast). */
function notifyServerFailure(error: unknown): void {
  if (errorStatus(error) !== 401) notify.error(serverMessage(error));
}

const REASON_MAX_LENGTH = 500;

/**
 * Opens the provider's Checkout for an order the server answered (checkoutPage or
 * resumeOrderPayment) and reports its outcome, each step an event of the checkout slice.
 */
function usePaymentDialog() {
  const session = useAppSelector(selectSession);
  const [updateOrderStatus] = useUpdateOrderStatusMutation();
  const dispatch = useAppDispatch();
  const { userId, firstName, lastName, email, countryCode, phoneNumber } = session;

  const reportSuccess = useCallback(
    async (response: RazorpaySuccessResponse) => {
      const report: SuccessReport = {
        UserId: userId,
        OrderId: response.razorpay_order_id,
        OrderStatus: 'Success',
        PaymentId: response.razorpay_payment_id,
        Signature: response.razorpay_signature,
      };
      dispatch(checkoutEvents.paymentAuthorised());
      try {
        const answer = await updateOrderStatus(report).unwrap();
        notifyAcceptedPayment(answer.Message);
        dispatch(checkoutEvents.paymentConfirmed());
      } catch (error) {
        if (isRetryableReportFailure(error)) {
          // The shopper has paid: a report that did not reach the server is kept and re-sent
          // (PaymentReportResender shows 'Payment received, confirming...') instead of an error.
          keptPaymentReports.keep(report);
          dispatch(checkoutEvents.paymentReportKept());
        } else {
          // Spec section 8: a failed payment-status update shows the server's Message.
          notifyServerFailure(error);
          dispatch(checkoutEvents.paymentFailed());
        }
      }
    },
    [dispatch, updateOrderStatus, userId],
  );

  /** The cart is kept (the server keeps it; src/docs/decisions/030), so the shopper can try again. */
  const reportFailure = useCallback(
    async (orderId: string, { error }: RazorpayFailureResponse) => {
      const description = error.description?.trim();
      try {
        await updateOrderStatus({
          UserId: userId,
          OrderId: orderId,
          OrderStatus: 'Failed',
          PaymentId: error.metadata?.payment_id ?? '',
          ...(description ? { Reason: description.slice(0, REASON_MAX_LENGTH) } : {}),
        }).unwrap();
      } catch {
        // The provider's own webhook records the failure too; the shopper needs only the reason.
      }
      notify.error(translate.text(description || messages.paymentFailed));
      dispatch(checkoutEvents.paymentFailed());
    },
    [dispatch, updateOrderStatus, userId],
  );

  return useCallback(
    async (order: CheckoutResponse, books: number) => {
      let Razorpay;
      try {
        Razorpay = await loadCheckoutScript(order.checkout_script_url);
      } catch {
        notify.error(translate.text(messages.genericError));
        dispatch(checkoutEvents.orderFailed());
        return;
      }
      const rzp = new Razorpay({
        key: order.key_id,
        amount: order.order.amount,
        currency: order.order.currency || CURRENCY,
        name: PRODUCT_NAME,
        description: translate(checkoutMessages.paymentDescription, { count: books, books: String(books) }),
        order_id: order.order.id,
        prefill: { name: `${firstName} ${lastName}`.trim(), email, contact: `${countryCode}${phoneNumber}` },
        theme: { color: PAYMENT_THEME_COLOR },
        retry: { enabled: false },
        handler: (response) => void reportSuccess(response),
        // Escape, Back or the close button: 'Payment not completed', with Try again for this order.
        modal: { ondismiss: () => dispatch(checkoutEvents.paymentDismissed()) },
      });
      rzp.on('payment.failed', (response) => void reportFailure(order.order.id, response));
      dispatch(
        checkoutEvents.paymentStarted({
          id: order.order.id,
          number: order.order_number,
          expiresAt: order.expires_at,
          books,
        }),
      );
      rzp.open();
    },
    [dispatch, firstName, lastName, email, countryCode, phoneNumber, reportSuccess, reportFailure],
  );
}

/**
 * Paying an order: the phase of the checkout slice as the page shows it, and paying an order
 * awaiting payment again (My Orders' Pay now; Try again after Checkout was closed without paying)
 * for the same provider order, never a second one. `busy` lasts from the click until Checkout is
 * paid, failed or dismissed; `succeeded` opens the 'Order Successful' dialog; `notCompleted` is the
 * order left unpaid when Checkout was closed ('Payment not completed').
 */
export function useOrderPayment() {
  const { userId, token } = useAppSelector(selectSession);
  const [resumeOrderPayment] = useResumeOrderPaymentMutation();
  const dispatch = useAppDispatch();
  const phase = useAppSelector(selectCheckoutPhase);
  const notCompleted = useAppSelector(selectNotCompletedOrder);
  const openPaymentDialog = usePaymentDialog();
  // A paid order whose report is still on its way must not be paid again.
  const confirming = useWaitingPaymentReports(userId) > 0;
  const canStart = (phase === 'idle' || phase === 'notCompleted') && !confirming && Boolean(userId && token);

  const payOrder = useCallback(
    async (orderNumber: number, books: number) => {
      if (!canStart) return;
      dispatch(checkoutEvents.resumeRequested());
      let order: CheckoutResponse;
      try {
        order = await resumeOrderPayment({ OrderId: orderNumber }).unwrap();
      } catch (error) {
        // 409: paid, expired, cancelled or repriced meanwhile (My Orders refetches to show it).
        notifyServerFailure(error);
        dispatch(checkoutEvents.orderFailed());
        return;
      }
      await openPaymentDialog(order, books);
    },
    [canStart, dispatch, resumeOrderPayment, openPaymentDialog],
  );

  return {
    payOrder,
    /** Pays the order left unpaid when Checkout was closed, again. */
    tryAgain: useCallback(
      () => (notCompleted ? payOrder(notCompleted.number, notCompleted.books) : Promise.resolve()),
      [notCompleted, payOrder],
    ),
    notCompleted,
    closeNotCompleted: useCallback(() => dispatch(checkoutEvents.notCompletedClosed()), [dispatch]),
    /** Whether a checkout or payment may start now. */
    canStart,
    busy: isCheckoutBusy(phase) || confirming,
    succeeded: phase === 'succeeded',
    closeSuccess: useCallback(() => dispatch(checkoutEvents.successClosed()), [dispatch]),
  };
}

/**
 * The cart's checkout: total, order on the server, the payment provider's Checkout, then the
 * outcome reported to the server (useOrderPayment holds the phases they share with Pay now).
 */
export function useCheckout(items: readonly ListItem[]) {
  const { userId } = useAppSelector(selectSession);
  const [createOrder] = useCheckoutPageMutation();
  const dispatch = useAppDispatch();
  const payment = useOrderPayment();
  const openPaymentDialog = usePaymentDialog();
  const { canStart } = payment;

  /**
   * `billing`: the billing details to send (none: the profile's saved ones, if any). `coupon`: the
   * code applied in the cart (decision 048); the server prices the order with it again.
   */
  const checkout = useCallback(
    async (billing: BillingFields = {}, coupon?: CheckoutCoupon) => {
      const total = coupon ? coupon.totalPaise : cartTotalPaise(items.map((item) => item.Books));
      // Spec sections 4 and 5: checkout needs a user id and token, and acts only on a non-zero total.
      // One checkout at a time: not while another is under way or its success is still showing.
      if (!canStart || total === 0) return;
      dispatch(checkoutEvents.orderRequested());

      let order: CheckoutResponse;
      try {
        order = await createOrder({
          userId,
          price: paiseToAmountString(total),
          bookId: items.map((item) => item.Books.BookId),
          ...billing,
          ...(coupon ? { CouponCode: coupon.CouponCode } : {}),
        }).unwrap();
      } catch (error) {
        // The coupon no longer applies (used up, expired, changed meanwhile): the cart says why,
        // under its field, and shows the full price again.
        const couponRefusal = coupon ? couponRefusalOf(error) : undefined;
        // 409: the cart or its prices changed (the cart refetches through the endpoint's tags).
        if (couponRefusal !== undefined) coupon?.onRefused(couponRefusal);
        else notifyServerFailure(error);
        dispatch(checkoutEvents.orderFailed());
        return;
      }
      await openPaymentDialog(order, items.length);
    },
    [canStart, items, userId, dispatch, createOrder, openPaymentDialog],
  );

  return { ...payment, checkout };
}
