import {
  checkoutEvents,
  checkoutReducer,
  initialCheckoutState,
  isCheckoutBusy,
  type CheckoutState,
} from './checkout.slice';

const replay = (...actions: Array<ReturnType<(typeof checkoutEvents)[keyof typeof checkoutEvents]>>): CheckoutState =>
  actions.reduce(checkoutReducer, initialCheckoutState);

describe('the checkout slice', () => {
  it('walks a paid checkout from the click to Order Successful and back', () => {
    const ordering = replay(checkoutEvents.orderRequested());
    expect(ordering).toEqual({ phase: 'ordering', orderId: null });
    const paying = checkoutReducer(ordering, checkoutEvents.paymentStarted({ orderId: 'order_1' }));
    expect(paying).toEqual({ phase: 'paying', orderId: 'order_1' });
    const reporting = checkoutReducer(paying, checkoutEvents.paymentAuthorised());
    expect(reporting.phase).toBe('reporting');
    const succeeded = checkoutReducer(reporting, checkoutEvents.paymentConfirmed());
    expect(succeeded).toEqual({ phase: 'succeeded', orderId: 'order_1' });
    expect(checkoutReducer(succeeded, checkoutEvents.successClosed())).toEqual(initialCheckoutState);
  });

  it('is busy from the click until the payment is reported, and not once it has succeeded', () => {
    expect(isCheckoutBusy('idle')).toBe(false);
    expect(isCheckoutBusy('ordering')).toBe(true);
    expect(isCheckoutBusy('paying')).toBe(true);
    expect(isCheckoutBusy('reporting')).toBe(true);
    expect(isCheckoutBusy('succeeded')).toBe(false);
  });

  it.each([
    ['a refused order', [checkoutEvents.orderRequested(), checkoutEvents.orderFailed()]],
    [
      'a closed Checkout',
      [
        checkoutEvents.orderRequested(),
        checkoutEvents.paymentStarted({ orderId: 'o' }),
        checkoutEvents.paymentDismissed(),
      ],
    ],
    [
      'a failed payment',
      [
        checkoutEvents.orderRequested(),
        checkoutEvents.paymentStarted({ orderId: 'o' }),
        checkoutEvents.paymentFailed(),
      ],
    ],
    [
      'a report kept for later',
      [
        checkoutEvents.orderRequested(),
        checkoutEvents.paymentStarted({ orderId: 'o' }),
        checkoutEvents.paymentAuthorised(),
        checkoutEvents.paymentReportKept(),
      ],
    ],
  ])('goes back to idle after %s', (_case, actions) => {
    expect(replay(...actions)).toEqual(initialCheckoutState);
  });

  it('ignores events that do not fit the phase (a late answer after the shopper moved on)', () => {
    expect(replay(checkoutEvents.paymentConfirmed())).toEqual(initialCheckoutState);
    expect(replay(checkoutEvents.paymentStarted({ orderId: 'o' }))).toEqual(initialCheckoutState);
    const succeeded = replay(
      checkoutEvents.orderRequested(),
      checkoutEvents.paymentStarted({ orderId: 'o' }),
      checkoutEvents.paymentAuthorised(),
      checkoutEvents.paymentConfirmed(),
    );
    // A second click while the success dialog shows does not start another order.
    expect(checkoutReducer(succeeded, checkoutEvents.orderRequested())).toBe(succeeded);
    expect(checkoutReducer(succeeded, checkoutEvents.paymentFailed())).toBe(succeeded);
  });
});
