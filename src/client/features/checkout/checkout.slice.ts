import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Where a checkout stands, one phase at a time:
 *   idle -> ordering (our order on the server) -> paying (the provider's Checkout is open)
 *        -> reporting (paid; the outcome on its way to our server) -> succeeded ('Order Successful')
 * and back to idle when the order is refused, Checkout is closed or fails, or a report has to wait
 * (it is kept and re-sent: useWaitingPaymentReports holds the cart meanwhile).
 */
export type CheckoutPhase = 'idle' | 'ordering' | 'paying' | 'reporting' | 'succeeded';

export interface CheckoutState {
  phase: CheckoutPhase;
  /** The provider's order id while one is open or being reported. */
  orderId: string | null;
}

export const initialCheckoutState: CheckoutState = { phase: 'idle', orderId: null };

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
    orderRequested: (state) => (state.phase === 'idle' ? { phase: 'ordering', orderId: null } : state),
    /** The server refused the order (the cart or its prices changed) or the provider's script did not load. */
    orderFailed: (state) => (state.phase === 'ordering' ? idle() : state),
    paymentStarted: (state, action: PayloadAction<{ orderId: string }>) =>
      state.phase === 'ordering' ? { phase: 'paying', orderId: action.payload.orderId } : state,
    /** The shopper closed Checkout without paying. */
    paymentDismissed: (state) => (state.phase === 'paying' ? idle() : state),
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
  },
});

export const checkoutEvents = checkoutSlice.actions;
export const { selectCheckoutPhase } = checkoutSlice.selectors;
export const checkoutReducer = checkoutSlice.reducer;

/** From the click until Checkout is paid and reported, failed or dismissed. */
export const isCheckoutBusy = (phase: CheckoutPhase) =>
  phase === 'ordering' || phase === 'paying' || phase === 'reporting';
