import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { shopBooks } from '../../../testing/fixtures';
import { fakeListsServer, listItem, TEST_ORDER_ID } from '../../../testing/lists';
import { orderSummary } from '../../../testing/orders';
import { openCheckout, TEST_SIGNATURE, useFakeRazorpay } from '../../../testing/razorpay';
import { renderApp, startFakeTimers } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { notify } from '../../../lib/notify';
import { keptReportsKey, type SuccessReport } from '../keptPaymentReports';
import { FIRST_RETRY_MS } from '../usePaymentReportResender';
import { apiMessages } from '../../../../shared/api-messages';

const river = shopBooks[0]!;

const report = (orderId: string = TEST_ORDER_ID, paymentId = 'pay_Paid0001'): SuccessReport => ({
  UserId: sessionUser.userId,
  OrderId: orderId,
  OrderStatus: 'Success',
  PaymentId: paymentId,
  Signature: TEST_SIGNATURE,
});

const stored = (userId: string = sessionUser.userId): unknown =>
  JSON.parse(localStorage.getItem(keptReportsKey(userId)) ?? 'null');
const keep = (...reports: SuccessReport[]) =>
  localStorage.setItem(keptReportsKey(sessionUser.userId), JSON.stringify(reports));

/**
 * The payment report endpoint answering each call with the next of `statuses` (the last repeats):
 * 202 accepts, anything else fails with `message`. Records the bodies.
 */
function reportEndpoint(statuses: number[], message: string = messages.genericError) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPaths.updateOrderStatus, async ({ request }) => {
      bodies.push(await request.json());
      const status = statuses[Math.min(bodies.length - 1, statuses.length - 1)]!;
      return status === SUCCESS_STATUS
        ? HttpResponse.json({ Message: messages.paymentSucceeded }, { status })
        : HttpResponse.json({ Message: message }, { status });
    }),
  );
  return bodies;
}

/** My Orders with one order, paid once `paid()` says so; counts its loads. */
function ordersEndpoint(paid: () => boolean = () => false) {
  const loads = { count: 0 };
  server.use(
    http.get(apiPaths.getOrders, () => {
      loads.count += 1;
      return HttpResponse.json(
        { Orders: [orderSummary(12, { Status: paid() ? 'paid' : 'pending' })] } as unknown as JsonBodyType,
        { status: SUCCESS_STATUS },
      );
    }),
  );
  return loads;
}

const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

const { setImmediate: nextMacrotask } = jest.requireActual<typeof import('timers')>('timers');

/** Lets fetch, msw and React finish what they started, without moving jest's fake clock. */
async function settle(until: () => boolean) {
  for (let round = 0; round < 200 && !until(); round++) {
    await act(() => new Promise<void>((resolve) => nextMacrotask(resolve)));
  }
  expect(until()).toBe(true);
}

describe('a payment report that cannot reach the server', () => {
  useFakeRazorpay();
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is kept (503) with "Payment received, confirming...", then re-sent when back online: success, storage cleared', async () => {
    const fake = fakeListsServer({ cart: [listItem(river)] });
    const bodies = reportEndpoint([503, SUCCESS_STATUS]);
    const { user } = renderApp({ route: '/cart', preloadedState: loggedInState() });
    const rzp = await openCheckout(user);
    act(() =>
      rzp.pay({
        razorpay_payment_id: 'pay_Paid0001',
        razorpay_order_id: TEST_ORDER_ID,
        razorpay_signature: TEST_SIGNATURE,
      }),
    );

    expect(await screen.findByText(messages.paymentConfirming)).toBeInTheDocument();
    expect(stored()).toEqual([report()]);
    expect(screen.queryByText(messages.genericError)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Order Successful' })).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    const cartLoads = fake.listGets.cart;
    goOnline();
    expect(await screen.findByRole('dialog', { name: 'Order Successful' })).toBeInTheDocument();
    expect(bodies).toEqual([report(), report()]);
    expect(stored()).toBeNull();
    await waitFor(() => expect(screen.queryByText(messages.paymentConfirming)).not.toBeInTheDocument());
    // The cart behind the dialog is fetched again (the server empties it on a paid order).
    await waitFor(() => expect(fake.listGets.cart).toBeGreaterThan(cartLoads));
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    [
      '502 from a proxy (not JSON)',
      () => new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    ],
    ['504', () => HttpResponse.json({ Message: 'Gateway Timeout' }, { status: 504 })],
  ])('is kept after %s too', async (_label, failure) => {
    fakeListsServer({ cart: [listItem(river)] });
    server.use(http.post(apiPaths.updateOrderStatus, failure));
    const { user } = renderApp({ route: '/cart', preloadedState: loggedInState() });
    const rzp = await openCheckout(user);
    act(() =>
      rzp.pay({
        razorpay_payment_id: 'pay_Paid0001',
        razorpay_order_id: TEST_ORDER_ID,
        razorpay_signature: TEST_SIGNATURE,
      }),
    );
    expect(await screen.findByText(messages.paymentConfirming)).toBeInTheDocument();
    expect(stored()).toEqual([report()]);
    expect(screen.queryByText(messages.genericError)).not.toBeInTheDocument();
  });

  it('survives a reload: after unmounting, the next start sends it', async () => {
    fakeListsServer({ cart: [listItem(river)] });
    const bodies = reportEndpoint([503]);
    const first = renderApp({ route: '/cart', preloadedState: loggedInState() });
    const rzp = await openCheckout(first.user);
    act(() =>
      rzp.pay({
        razorpay_payment_id: 'pay_Paid0001',
        razorpay_order_id: TEST_ORDER_ID,
        razorpay_signature: TEST_SIGNATURE,
      }),
    );
    await screen.findByText(messages.paymentConfirming);
    first.unmount();
    expect(stored()).toEqual([report()]);

    const afterReload = reportEndpoint([SUCCESS_STATUS]);
    ordersEndpoint();
    renderApp({ route: '/orders', preloadedState: loggedInState() });
    expect(await screen.findByRole('dialog', { name: 'Order Successful' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(afterReload).toEqual([report()]);
    expect(stored()).toBeNull();
  });

  it('refreshes My Orders once the report is accepted', async () => {
    keep(report());
    const bodies = reportEndpoint([503, SUCCESS_STATUS]);
    ordersEndpoint(() => bodies.length >= 2);
    renderApp({ route: '/orders', preloadedState: loggedInState() });
    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByText(messages.paymentConfirming)).toBeInTheDocument();
    goOnline();
    await screen.findByRole('dialog', { name: 'Order Successful' });
    // Fetched again after the acceptance, without a reload.
    expect(await screen.findByText('Paid')).toBeInTheDocument();
  });

  it('re-sends every kept report (two orders)', async () => {
    keep(report('order_First001', 'pay_First001'), report('order_Second01', 'pay_Second01'));
    const bodies = reportEndpoint([SUCCESS_STATUS]);
    ordersEndpoint();
    renderApp({ route: '/orders', preloadedState: loggedInState() });
    await screen.findByRole('dialog', { name: 'Order Successful' });
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([report('order_First001', 'pay_First001'), report('order_Second01', 'pay_Second01')]);
    await waitFor(() => expect(stored()).toBeNull());
  });

  it("drops it on a 409 and shows the server's Message", async () => {
    keep(report());
    const bodies = reportEndpoint([409], apiMessages.paymentRefunded);
    ordersEndpoint();
    renderApp({ route: '/orders', preloadedState: loggedInState() });
    expect(await screen.findByText(apiMessages.paymentRefunded)).toBeInTheDocument();
    expect(bodies).toEqual([report()]);
    expect(stored()).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Order Successful' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(messages.paymentConfirming)).not.toBeInTheDocument());
    goOnline();
    // Nothing left to send: the later event, another report kept and sent on going online again,
    // finds only itself after the first.
    const second = report('order_Second01', 'pay_Second01');
    keep(second);
    goOnline();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([report(), second]);
  });

  it('retries with back-off (3 s, then 6 s) while the server answers 5xx', async () => {
    startFakeTimers();
    keep(report());
    const bodies = reportEndpoint([503, 500, SUCCESS_STATUS]);
    ordersEndpoint();
    renderApp({ route: '/orders', preloadedState: loggedInState(), fakeTimers: true });
    act(() => jest.advanceTimersByTime(0));
    await settle(() => bodies.length === 1);
    expect(screen.getByText(messages.paymentConfirming)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(FIRST_RETRY_MS - 10));
    await settle(() => true);
    expect(bodies).toHaveLength(1);
    act(() => jest.advanceTimersByTime(10));
    await settle(() => bodies.length === 2);

    act(() => jest.advanceTimersByTime(2 * FIRST_RETRY_MS - 10));
    await settle(() => true);
    expect(bodies).toHaveLength(2);
    act(() => jest.advanceTimersByTime(10));
    await settle(() => bodies.length === 3);
    await settle(() => stored() === null && screen.queryByRole('dialog', { name: 'Order Successful' }) !== null);
  });

  it('sends nothing while logged out, and only the logged-in user’s reports', async () => {
    const others = [{ ...report('order_Other001'), UserId: 'u-other' }];
    localStorage.setItem(keptReportsKey('u-other'), JSON.stringify(others));
    const sent: Array<{ authorization: string | null; body: unknown }> = [];
    server.use(
      http.post(apiPaths.updateOrderStatus, async ({ request }) => {
        sent.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
        return HttpResponse.json({ Message: messages.paymentSucceeded }, { status: SUCCESS_STATUS });
      }),
    );
    ordersEndpoint();
    const fromUser = (body: SuccessReport) => ({ authorization: `Bearer ${sessionUser.token}`, body });

    // Logged in: the user's kept report is sent on start, and only theirs.
    keep(report());
    const first = renderApp({ route: '/orders', preloadedState: loggedInState() });
    await screen.findByRole('dialog', { name: 'Order Successful' });
    expect(sent).toEqual([fromUser(report())]);
    first.unmount();

    // Logged out, with another report kept: the visitor's page goes online. The resender's code
    // has run above, so a resender this page mounted would be there from its first render.
    const later = report('order_Later001', 'pay_Later001');
    keep(later);
    const visitor = renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Best Sellers' });
    goOnline();
    visitor.unmount();

    // The later event: the user's next page sends the report on start. Anything the visitor's page
    // sent (on start or on going online) left before it, without the user's token; and a report it
    // had delivered would have left the user's page nothing to send, no dialog to open.
    renderApp({ route: '/orders', preloadedState: loggedInState() });
    await waitFor(() => expect(sent.length).toBeGreaterThan(1));
    expect(sent[1]).toEqual(fromUser(later));
    await screen.findByRole('dialog', { name: 'Order Successful' });
    expect(sent).toEqual([fromUser(report()), fromUser(later)]);
    expect(stored('u-other')).toEqual(others);
  });

  it('ignores stored values that are not reports of this user', async () => {
    const { PaymentId: _missing, ...withoutPayment } = report();
    const notReports = [
      withoutPayment,
      { ...report(), OrderId: 12 },
      { ...report(), OrderStatus: 'Failed' },
      { ...report(), UserId: 'u-other' },
      'junk',
      null,
    ];
    localStorage.setItem(keptReportsKey(sessionUser.userId), JSON.stringify(notReports));
    const bodies = reportEndpoint([SUCCESS_STATUS]);
    const notices = jest.spyOn(notify, 'notice');
    ordersEndpoint();
    renderApp({ route: '/orders', preloadedState: loggedInState() });
    await screen.findByRole('heading', { name: 'Order #12' });
    expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();

    // The later event: a real report joins them, last, and the browser comes back online. Any value
    // taken for a report would have been sent before it (on start, or first in this round).
    localStorage.setItem(keptReportsKey(sessionUser.userId), JSON.stringify([...notReports, report()]));
    goOnline();
    await screen.findByRole('dialog', { name: 'Order Successful' });
    expect(bodies).toEqual([report()]);
    // 'Payment received, confirming...' was never asked for: nothing of theirs ever waited.
    expect(notices).not.toHaveBeenCalled();
    expect(screen.queryByText(messages.paymentConfirming)).not.toBeInTheDocument();
  });

  it('ignores storage that is not JSON', async () => {
    localStorage.setItem(keptReportsKey(sessionUser.userId), '{not json');
    const bodies = reportEndpoint([SUCCESS_STATUS]);
    ordersEndpoint();
    renderApp({ route: '/orders', preloadedState: loggedInState() });
    await screen.findByRole('heading', { name: 'Order #12' });

    // The later event: a report is kept properly and the browser comes back online. The resender,
    // still running, sends that one report, and nothing came before it.
    keep(report());
    goOnline();
    await screen.findByRole('dialog', { name: 'Order Successful' });
    expect(bodies).toEqual([report()]);
  });

  it('a report the server refuses as invalid (400) is dropped with its Message', async () => {
    keep({ ...report(), Signature: 'forged' });
    const bodies = reportEndpoint([400], messages.invalidRequest);
    ordersEndpoint();
    renderApp({ route: '/orders', preloadedState: loggedInState() });
    expect(await screen.findByText(messages.invalidRequest)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(stored()).toBeNull();
  });
});
