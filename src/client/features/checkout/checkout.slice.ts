import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Where a checkout stands, one phase at a time:
 *   idle -> ordering (our order on the server) -> paying (the provider's Checkout is open)
 *        -> reporting (paid; the outcome on its way to our server) -> succeeded ('Order Successful')
 * Checkout closed without paying (Escape, Back, its close button) -> notCompleted ('Payment not
 * completed', with Try again: ordering again, for the same order). Back to idle when the order is
 * refused, the payment fails, a report has to wait (it is kept and re-sent: useWaitingPaymentReports
 * holds the cart meanwhile), or the shopper puts the not-completed notice away.
 */
export type CheckoutPhase = 'idle' | 'ordering' | 'paying' | 'reporting' | 'succeeded' | 'notCompleted';

/** The order Checkout pays, as the server answered it (checkoutPage, resumeOrderPayment). */
export interface CheckoutOrder {
  /** The provider's order id ('order_…'). */
  id: string;
  /** Our order number (My Orders' OrderId), which resumeOrderPayment takes. */
  number: number;
  /** When it stops being payable, ISO 8601. */
  expiresAt: string;
  /** How many books it is for (Checkout's description). */
  books: number;
}

export interface CheckoutState {
  phase: CheckoutPhase;
  /** The order open in Checkout, being reported, or left unpaid (notCompleted). */
  order: CheckoutOrder | null;
}

export const initialCheckoutState: CheckoutState = { phase: 'idle', order: null };

const idle = (): CheckoutState => initialCheckoutState;

/**
 * The checkout's state machine as a slice, so that its steps read as events in Redux DevTools
 * (checkout/paymentStarted, checkout/paymentConfirmed, ...) and a session can be replayed. The
 * server's data (orders, the cart) stays in RTK Query; these events only say where the shopper is.
 * An event that does not fit the phase (a late answer after the shopper moved on) changes nothing.
 */
const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** Checkout from the cart; also when a payment was left not completed (the cart may have changed). */
    orderRequested: (state) =>
      state.phase === 'idle' || state.phase === 'notCompleted' ? { phase: 'ordering', order: null } : state,
    /** Pay an order awaiting payment again: Try again, or My Orders' Pay now. */
    resumeRequested: (state) =>
      state.phase === 'idle' || state.phase === 'notCompleted' ? { phase: 'ordering', order: null } : state,
    /** The server refused the order (the cart or its prices changed, it can no longer be paid) or the provider's script did not load. */
    orderFailed: (state) => (state.phase === 'ordering' ? idle() : state),
    paymentStarted: (state, action: PayloadAction<CheckoutOrder>) =>
      state.phase === 'ordering' ? { phase: 'paying', order: action.payload } : state,
    /** The shopper closed Checkout without paying: 'Payment not completed', the order kept to try again. */
    paymentDismissed: (state) => (state.phase === 'paying' ? { ...state, phase: 'notCompleted' } : state),
    /** The shopper put the not-completed notice away (the order stays in My Orders, with Pay now). */
    notCompletedClosed: (state) => (state.phase === 'notCompleted' ? idle() : state),
    /** The provider says paid; the report to our server is on its way. */
    paymentAuthorised: (state) => (state.phase === 'paying' ? { ...state, phase: 'reporting' } : state),
    /** Our server accepted the payment: the books are the shopper's. */
    paymentConfirmed: (state) => (state.phase === 'reporting' ? { ...state, phase: 'succeeded' } : state),
    /** The report could not be delivered now; it is kept and re-sent (keptPaymentReports). */
    paymentReportKept: (state) => (state.phase === 'reporting' ? idle() : state),
    /** The payment failed at the provider, or our server refused its report. */
    paymentFailed: (state) => (state.phase === 'paying' || state.phase === 'reporting' ? idle() : state),
    successClosed: (state) => (state.phase === 'succeeded' ? idle() : state),
  },
  selectors: {
    selectCheckoutPhase: (state) => state.phase,
    /** The order left unpaid while the phase is notCompleted. */
    selectNotCompletedOrder: (state) => (state.phase === 'notCompleted' ? state.order : null),
  },
});

export const checkoutEvents = checkoutSlice.actions;
export const { selectCheckoutPhase, selectNotCompletedOrder } = checkoutSlice.selectors;
export const checkoutReducer = checkoutSlice.reducer;

/** From the click until Checkout is paid and reported, failed or dismissed. */
export const isCheckoutBusy = (phase: CheckoutPhase) =>
  phase === 'ordering' || phase === 'paying' || phase === 'reporting';
