import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { ORDER_DISPLAY_STATUSES, type OrderSummary } from '../../../../shared/contract/orders.contract';
import { messages } from '../../../../shared/messages';
import { orderTexts } from '../../../../shared/order-texts';
import { formatDateTime } from '../../../lib/dates';
import { checkoutAnswer, TEST_ORDER_ID } from '../../../testing/lists';
import { orderLine, orderSummary } from '../../../testing/orders';
import { FakeRazorpay, TEST_SIGNATURE, useFakeRazorpay } from '../../../testing/razorpay';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { SET_DATA, SUCCESS } from '../../session/session.slice';
import { RECEIPT_PRINTING_ATTRIBUTE } from '../components/receiptPrinting';
import { MyOrdersPage } from './MyOrdersPage';

const answer = (orders: OrderSummary[]) =>
  HttpResponse.json({ Orders: orders } as unknown as JsonBodyType, { status: SUCCESS_STATUS });

function renderOrders() {
  return renderWithProviders(<MyOrdersPage />, { route: '/orders', preloadedState: loggedInState() });
}

const card = (orderId: number) => screen.getByRole('listitem', { name: `Order #${orderId}` });

describe('MyOrdersPage', () => {
  it('shows a loading state, then every order with its date, lines, total and a readable status', async () => {
    let authorization: string | null = null;
    const partly = orderSummary(12, {
      Status: 'partly-refunded',
      RefundedAmount: 15000,
      Lines: [
        orderLine(1, 'The River Remembers'),
        orderLine(9, 'Laughing Gas', { AuthorName: 'Vikram Menon', Price: 15000, Refunded: true }),
      ],
    });
    server.use(
      http.get(apiPaths.getOrders, async ({ request }) => {
        authorization = request.headers.get('Authorization');
        await delay(50);
        return answer([partly, orderSummary(11)]);
      }),
    );
    renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();

    const orders = await screen.findByRole('list', { name: 'Orders' });
    expect(
      within(orders)
        .getAllByRole('listitem', { name: /^Order #/ })
        .map((item) => item.getAttribute('aria-labelledby')),
    ).toEqual(['order-12', 'order-11']);
    expect(authorization).toBe(`Bearer ${sessionUser.token}`);

    const twelve = card(12);
    expect(within(twelve).getByRole('heading', { level: 2, name: 'Order #12' })).toBeInTheDocument();
    expect(within(twelve).getByText('5 Jun 2024')).toBeInTheDocument();
    expect(within(twelve).getByText('Partly refunded')).toBeInTheDocument();
    const lines = within(within(twelve).getByRole('list', { name: 'Books in order 12' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('The River Remembers')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('Anita Rao')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('₹299.00')).toBeInTheDocument();
    expect(within(lines[0]!).queryByText('Refunded')).not.toBeInTheDocument();
    expect(within(lines[1]!).getByText('Refunded')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('₹150.00')).toBeInTheDocument();
    expect(within(twelve).getByText('₹449.00')).toBeInTheDocument(); // total
    expect(within(twelve).getByText('Refunded', { selector: 'p' }).nextSibling).toHaveTextContent('₹150.00');

    const eleven = card(11);
    expect(within(eleven).getByText('Paid')).toBeInTheDocument();
    // Nothing refunded: no refunded amount.
    expect(within(eleven).queryByText('Refunded')).not.toBeInTheDocument();
  });

  it.each([
    ['paid', 'Paid', true],
    ['partly-refunded', 'Partly refunded', true],
    ['refunded', 'Refunded', true],
    ['failed', 'Failed', false],
    ['expired', 'Expired', false],
    ['cancelled', 'Cancelled', false],
    ['abandoned', 'Replaced by a newer checkout', false],
    ['pending', 'Awaiting payment', false],
    ['disputed', 'Disputed', false],
  ] as const)('labels a %s order "%s" (receipt: %s)', async (status, label, printable) => {
    server.use(
      http.get(apiPaths.getOrders, () =>
        answer([orderSummary(5, { Status: status, Lines: [orderLine(1, 'The River Remembers')] })]),
      ),
    );
    renderOrders();
    await screen.findByRole('list', { name: 'Orders' });
    expect(within(card(5)).getByText(label, { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(card(5)).queryAllByRole('button', { name: 'Print receipt for order 5' })).toHaveLength(
      printable ? 1 : 0,
    );
  });

  it('has a label for every display status of the contract', async () => {
    server.use(
      http.get(apiPaths.getOrders, () =>
        answer(ORDER_DISPLAY_STATUSES.map((Status, index) => orderSummary(index + 1, { Status }))),
      ),
    );
    renderOrders();
    await screen.findByRole('list', { name: 'Orders' });
    const chips = ORDER_DISPLAY_STATUSES.map(
      (_status, index) => card(index + 1).querySelector('.MuiChip-label')?.textContent,
    );
    expect(new Set(chips).size).toBe(ORDER_DISPLAY_STATUSES.length);
    expect(chips.every((text) => text && !text.includes('-'))).toBe(true);
  });

  describe('an order awaiting payment', () => {
    useFakeRazorpay();
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

    /** My Orders over one order awaiting payment; Pay now, Cancel and the payment report as the server answers them. */
    function serveAwaiting(extra: Partial<OrderSummary> = {}) {
      const state = { order: orderSummary(5, { Status: 'pending', PaidAt: null, ExpiresAt: inMinutes(20), ...extra }) };
      const bodies: Record<string, unknown[]> = { resume: [], cancel: [], report: [] };
      server.use(
        http.get(apiPaths.getOrders, () => answer([state.order])),
        http.post(apiPaths.resumeOrderPayment, async ({ request }) => {
          bodies.resume!.push(await request.json());
          return HttpResponse.json(checkoutAnswer(state.order.Amount, 5) as unknown as JsonBodyType, {
            status: SUCCESS_STATUS,
          });
        }),
        http.post(apiPaths.cancelOrder, async ({ request }) => {
          bodies.cancel!.push(await request.json());
          state.order = { ...state.order, Status: 'cancelled' };
          return HttpResponse.json({ Message: orderTexts.orderCancelled }, { status: SUCCESS_STATUS });
        }),
        http.post(apiPaths.updateOrderStatus, async ({ request }) => {
          bodies.report!.push(await request.json());
          state.order = { ...state.order, Status: 'paid', PaidAt: new Date().toISOString() };
          return HttpResponse.json({ Message: messages.paymentSucceeded }, { status: SUCCESS_STATUS });
        }),
      );
      return { state, bodies };
    }

    it('shows until when it can be paid, with Pay now and Cancel; a paid order has neither', async () => {
      const { state } = serveAwaiting();
      server.use(http.get(apiPaths.getOrders, () => answer([state.order, orderSummary(4)])));
      renderOrders();
      await screen.findByRole('list', { name: 'Orders' });
      const five = card(5);
      expect(within(five).getByText('Awaiting payment')).toBeInTheDocument();
      expect(within(five).getByText(orderTexts.payBy(formatDateTime(state.order.ExpiresAt!)))).toBeInTheDocument();
      expect(within(five).getByRole('button', { name: 'Pay now for order 5' })).toHaveTextContent('Pay now');
      expect(within(five).getByRole('button', { name: 'Cancel order 5' })).toHaveTextContent('Cancel');
      expect(within(card(4)).queryByRole('button', { name: /Pay now|Cancel/ })).not.toBeInTheDocument();
      expect(within(card(4)).queryByText(/Pay by/)).not.toBeInTheDocument();
    });

    it('Pay now opens Checkout for that same order; closed, it says Payment not completed, and Try again pays it', async () => {
      const { bodies } = serveAwaiting();
      const { user } = renderOrders();
      await user.click(await screen.findByRole('button', { name: 'Pay now for order 5' }));
      await waitFor(() => expect(FakeRazorpay.instances[0]?.opened).toBe(true));
      expect(bodies.resume).toEqual([{ OrderId: 5 }]);
      expect(FakeRazorpay.instances[0]!.options).toMatchObject({
        order_id: TEST_ORDER_ID,
        amount: 44900,
        description: '2 e-books',
      });
      expect(screen.getByRole('button', { name: 'Pay now for order 5' })).toBeDisabled();

      act(() => FakeRazorpay.instances[0]!.options.modal?.ondismiss?.());
      const notice = await screen.findByRole('alert');
      expect(within(notice).getByText(orderTexts.paymentNotCompletedTitle)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pay now for order 5' })).toBeEnabled();

      await user.click(within(notice).getByRole('button', { name: orderTexts.tryAgain }));
      await waitFor(() => expect(FakeRazorpay.instances[1]?.opened).toBe(true));
      expect(bodies.resume).toEqual([{ OrderId: 5 }, { OrderId: 5 }]);
      act(() =>
        FakeRazorpay.instances[1]!.pay({
          razorpay_payment_id: 'pay_Paid0005',
          razorpay_order_id: TEST_ORDER_ID,
          razorpay_signature: TEST_SIGNATURE,
        }),
      );
      expect(await screen.findByRole('dialog', { name: 'Order Successful' })).toBeInTheDocument();
      expect(bodies.report).toEqual([expect.objectContaining({ OrderId: TEST_ORDER_ID, OrderStatus: 'Success' })]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // My Orders refetched: the order is paid, and offers a receipt instead of Pay now.
      expect(await within(card(5)).findByText('Paid')).toBeInTheDocument();
      expect(within(card(5)).queryByRole('button', { name: 'Pay now for order 5' })).not.toBeInTheDocument();
    });

    it('Cancel releases it: cancelOrder with its number, the Message, and the order shows Cancelled', async () => {
      const { bodies } = serveAwaiting();
      const { user } = renderOrders();
      await user.click(await screen.findByRole('button', { name: 'Cancel order 5' }));
      expect(await screen.findByText(orderTexts.orderCancelled)).toBeInTheDocument();
      expect(bodies.cancel).toEqual([{ OrderId: 5 }]);
      expect(await within(card(5)).findByText('Cancelled')).toBeInTheDocument();
      expect(within(card(5)).queryByRole('button', { name: /Pay now|Cancel/ })).not.toBeInTheDocument();
      expect(FakeRazorpay.instances).toHaveLength(0);
    });

    it('once its time is over it says so, and offers neither Pay now nor Cancel', async () => {
      const { state } = serveAwaiting({ ExpiresAt: inMinutes(-1) });
      renderOrders();
      await screen.findByRole('list', { name: 'Orders' });
      expect(
        within(card(5)).getByText(orderTexts.paymentTimeOver(formatDateTime(state.order.ExpiresAt!))),
      ).toBeInTheDocument();
      expect(within(card(5)).queryByRole('button')).not.toBeInTheDocument();
    });

    it('a Pay now the server refuses (the order expired meanwhile) shows its Message and opens nothing', async () => {
      serveAwaiting();
      server.use(
        http.post(apiPaths.resumeOrderPayment, () =>
          HttpResponse.json({ Message: orderTexts.orderNotPayable }, { status: 409 }),
        ),
      );
      const { user } = renderOrders();
      await user.click(await screen.findByRole('button', { name: 'Pay now for order 5' }));
      expect(await screen.findByText(orderTexts.orderNotPayable)).toBeInTheDocument();
      expect(FakeRazorpay.instances).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Pay now for order 5' })).toBeEnabled();
    });
  });

  it('says there are no orders yet, with a way to the shop', async () => {
    server.use(http.get(apiPaths.getOrders, () => answer([])));
    renderOrders();
    expect(await screen.findByText(messages.ordersEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows the error with Retry, which loads the orders again', async () => {
    let calls = 0;
    server.use(
      http.get(apiPaths.getOrders, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ Message: messages.genericError }, { status: 500 })
          : answer([orderSummary(3)]);
      }),
    );
    const { user } = renderOrders();
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Order #3' })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByText(messages.genericError)).not.toBeInTheDocument();
  });

  it('asks a visitor to log in and loads nothing', async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get(apiPaths.getOrders, ({ request }) => {
        asked.push(request.headers.get('Authorization'));
        return answer([orderSummary(3)]);
      }),
    );
    const { store } = renderWithProviders(<MyOrdersPage />, { route: '/orders' });
    expect(screen.getByText(messages.unauthorizedUser)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?returnTo=%2Forders');

    // The later event: the visitor logs in (as the login page does) and the page asks for the
    // orders. A request of the visitor's page would have come before that one.
    act(() => {
      store.dispatch(SET_DATA(sessionUser));
      store.dispatch(SUCCESS(true));
    });
    expect(await screen.findByRole('heading', { name: 'Order #3' })).toBeInTheDocument();
    expect(asked).toEqual([`Bearer ${sessionUser.token}`]);
  });

  it('prints only the chosen receipt: it is marked while the print dialog is open, unmarked after', async () => {
    server.use(http.get(apiPaths.getOrders, () => answer([orderSummary(12), orderSummary(11)])));
    const marked: Array<string | null> = [];
    let printCss = '';
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      marked.push(...[12, 11].map((id) => card(id).getAttribute(RECEIPT_PRINTING_ATTRIBUTE)));
      printCss = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n');
    });
    try {
      const { user } = renderOrders();
      await user.click(await screen.findByRole('button', { name: 'Print receipt for order 11' }));
      expect(print).toHaveBeenCalledTimes(1);
      expect(marked).toEqual([null, 'true']);
      // The print-only styles are in the page while it prints.
      expect(printCss).toMatch(new RegExp(`@media print.*\\[${RECEIPT_PRINTING_ATTRIBUTE}\\]`, 's'));
      fireEvent(window, new Event('afterprint'));
      expect(card(11)).not.toHaveAttribute(RECEIPT_PRINTING_ATTRIBUTE);
    } finally {
      print.mockRestore();
    }
  });

  it('is the /orders route of the app', async () => {
    server.use(http.get(apiPaths.getOrders, () => answer([orderSummary(12)])));
    renderApp({ route: '/orders', preloadedState: loggedInState() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order #12' })).toBeInTheDocument();
    expect(document.title).toMatch(/^My Orders/);
  });
});
