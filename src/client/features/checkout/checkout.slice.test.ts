import {
  checkoutEvents,
  checkoutReducer,
  initialCheckoutState,
  isCheckoutBusy,
  selectNotCompletedOrder,
  type CheckoutState,
} from './checkout.slice';

const order = { id: 'order_1', number: 41, expiresAt: '2030-01-15T10:30:00.000Z', books: 2 };
const o = { ...order, id: 'o' };

const replay = (...actions: Array<ReturnType<(typeof checkoutEvents)[keyof typeof checkoutEvents]>>): CheckoutState =>
  actions.reduce(checkoutReducer, initialCheckoutState);

describe('the checkout slice', () => {
  it('walks a paid checkout from the click to Order Successful and back', () => {
    const ordering = replay(checkoutEvents.orderRequested());
    expect(ordering).toEqual({ phase: 'ordering', order: null });
    const paying = checkoutReducer(ordering, checkoutEvents.paymentStarted(order));
    expect(paying).toEqual({ phase: 'paying', order });
    const reporting = checkoutReducer(paying, checkoutEvents.paymentAuthorised());
    expect(reporting.phase).toBe('reporting');
    const succeeded = checkoutReducer(reporting, checkoutEvents.paymentConfirmed());
    expect(succeeded).toEqual({ phase: 'succeeded', order });
    expect(checkoutReducer(succeeded, checkoutEvents.successClosed())).toEqual(initialCheckoutState);
  });

  it('is busy from the click until the payment is reported, and not once it has succeeded', () => {
    expect(isCheckoutBusy('idle')).toBe(false);
    expect(isCheckoutBusy('ordering')).toBe(true);
    expect(isCheckoutBusy('paying')).toBe(true);
    expect(isCheckoutBusy('reporting')).toBe(true);
    expect(isCheckoutBusy('succeeded')).toBe(false);
    expect(isCheckoutBusy('notCompleted')).toBe(false);
  });

  it('a closed Checkout is not completed: the order is kept, Try again pays it again, Not now puts the notice away', () => {
    const notCompleted = replay(
      checkoutEvents.orderRequested(),
      checkoutEvents.paymentStarted(order),
      checkoutEvents.paymentDismissed(),
    );
    expect(notCompleted).toEqual({ phase: 'notCompleted', order });
    expect(selectNotCompletedOrder({ checkout: notCompleted })).toEqual(order);
    expect(selectNotCompletedOrder({ checkout: replay(checkoutEvents.orderRequested()) })).toBeNull();

    const again = checkoutReducer(notCompleted, checkoutEvents.resumeRequested());
    expect(again).toEqual({ phase: 'ordering', order: null });
    expect(checkoutReducer(again, checkoutEvents.paymentStarted(order))).toEqual({ phase: 'paying', order });
    // A new checkout from the cart may start too; Not now goes back to idle.
    expect(checkoutReducer(notCompleted, checkoutEvents.orderRequested()).phase).toBe('ordering');
    expect(checkoutReducer(notCompleted, checkoutEvents.notCompletedClosed())).toEqual(initialCheckoutState);
  });

  it.each([
    ['a refused order', [checkoutEvents.orderRequested(), checkoutEvents.orderFailed()]],
    ['a refused Pay now', [checkoutEvents.resumeRequested(), checkoutEvents.orderFailed()]],
    [
      'a failed payment',
      [checkoutEvents.orderRequested(), checkoutEvents.paymentStarted(o), checkoutEvents.paymentFailed()],
    ],
    [
      'a report kept for later',
      [
        checkoutEvents.orderRequested(),
        checkoutEvents.paymentStarted(o),
        checkoutEvents.paymentAuthorised(),
        checkoutEvents.paymentReportKept(),
      ],
    ],
  ])('goes back to idle after %s', (_case, actions) => {
    expect(replay(...actions)).toEqual(initialCheckoutState);
  });

  it('ignores events that do not fit the phase (a late answer after the shopper moved on)', () => {
    expect(replay(checkoutEvents.paymentConfirmed())).toEqual(initialCheckoutState);
    expect(replay(checkoutEvents.paymentStarted(o))).toEqual(initialCheckoutState);
    const succeeded = replay(
      checkoutEvents.orderRequested(),
      checkoutEvents.paymentStarted(o),
      checkoutEvents.paymentAuthorised(),
      checkoutEvents.paymentConfirmed(),
    );
    // A second click while the success dialog shows does not start another order, nor Pay now.
    expect(checkoutReducer(succeeded, checkoutEvents.orderRequested())).toBe(succeeded);
    expect(checkoutReducer(succeeded, checkoutEvents.resumeRequested())).toBe(succeeded);
    expect(checkoutReducer(succeeded, checkoutEvents.paymentDismissed())).toBe(succeeded);
    expect(checkoutReducer(succeeded, checkoutEvents.paymentFailed())).toBe(succeeded);
  });
});
