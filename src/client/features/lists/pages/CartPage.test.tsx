import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { PAYMENT_THEME_COLOR, PRODUCT_NAME } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { orderTexts } from '../../../../shared/order-texts';
import { formatDateTime } from '../../../lib/dates';
import { shopBooks } from '../../../testing/fixtures';
import {
  fakeListsServer,
  listItem,
  TEST_ORDER_EXPIRES_AT,
  TEST_ORDER_ID,
  TEST_ORDER_NUMBER,
} from '../../../testing/lists';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { FakeRazorpay, openCheckout, TEST_SIGNATURE, useFakeRazorpay } from '../../../testing/razorpay';
import { keptPaymentReports } from '../../checkout/keptPaymentReports';
import { CartPage } from './CartPage';
import { apiMessages } from '../../../../shared/api-messages';

const [river, malabar, laughing] = shopBooks as [(typeof shopBooks)[0], (typeof shopBooks)[0], (typeof shopBooks)[0]];

const signature = TEST_SIGNATURE;

function renderCart() {
  return renderWithProviders(<CartPage />, { route: '/cart', preloadedState: loggedInState() });
}

describe('CartPage', () => {
  useFakeRazorpay();

  it('shows each row with cover, name linking to the book, discounted price, and the total with two decimals', async () => {
    fakeListsServer({ cart: [listItem(river), listItem(laughing)] });
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(within(first).getByRole('link', { name: 'The River Remembers' })).toHaveAttribute('href', '/product/1');
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/covers/1.svg');
    expect(within(first).getByText('₹399.20')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Remove The River Remembers from cart' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('₹150.00')).toBeInTheDocument();
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: ₹549.20');
  });

  it('says the cart is empty, with a way to the shop', async () => {
    fakeListsServer();
    renderCart();
    expect(await screen.findByText(messages.cartEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('shows the generic error in place of a list that failed to load', async () => {
    server.use(http.get(apiPaths.getCartlist, () => HttpResponse.json({ Message: 'boom' }, { status: 500 })));
    renderCart();
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
  });

  it('asks a visitor to log in and loads nothing', async () => {
    renderWithProviders(<CartPage />, { route: '/cart' });
    expect(screen.getByText('Please log in to see your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?returnTo=%2Fcart');
  });

  it('removes a row: the server is told which row, a toast confirms, the list refreshes', async () => {
    const fake = fakeListsServer({ cart: [listItem(river, '501'), listItem(malabar, '502')] });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove The River Remembers from cart' }));
    expect(await screen.findByText(messages.removedFromCart)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'The River Remembers' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Total:/)).toHaveTextContent('₹315.00');
    expect(fake.bodiesTo(apiPaths.deleteCartlist)).toEqual([{ _id: '501', user_Id: sessionUser.userId, book_Id: '1' }]);
  });

  it('Checkout does nothing when the total is 0', async () => {
    const fake = fakeListsServer({ cart: [listItem({ ...river, Discount: 1 }, '501')] });
    const { user } = renderCart();
    expect(await screen.findByText(/^Total:/)).toHaveTextContent('₹0.00');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    // The later event: the shopper's next step, removing the book, is answered. An order the click
    // had asked for would have reached the server before it (and a checkout under way would have
    // kept the Remove button disabled).
    await user.click(screen.getByRole('button', { name: 'Remove The River Remembers from cart' }));
    expect(await screen.findByText(messages.removedFromCart)).toBeInTheDocument();
    expect(fake.bodiesTo(apiPaths.deleteCartlist)).toEqual([{ _id: '501', user_Id: sessionUser.userId, book_Id: '1' }]);
    expect(fake.bodiesTo(apiPaths.checkoutPage)).toEqual([]);
    expect(FakeRazorpay.instances).toHaveLength(0);
  });

  it('pays: creates the order, opens Checkout with its options, reports Success, shows Order Successful, empties the cart', async () => {
    const fake = fakeListsServer({ cart: [listItem(river), listItem(laughing)] });
    const { user } = renderCart();
    const rzp = await openCheckout(user);

    expect(fake.bodiesTo(apiPaths.checkoutPage)).toEqual([
      { userId: sessionUser.userId, price: '549.20', bookId: ['1', '9'] },
    ]);
    expect(rzp.options).toMatchObject({
      key: 'rzp_test_sandbox00000',
      amount: 54920,
      currency: 'INR',
      name: PRODUCT_NAME,
      order_id: TEST_ORDER_ID,
      prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '+919876543210' },
      theme: { color: PAYMENT_THEME_COLOR },
      retry: { enabled: false },
    });
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();

    act(() =>
      rzp.pay({ razorpay_payment_id: 'pay_Paid0001', razorpay_order_id: TEST_ORDER_ID, razorpay_signature: signature }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Order Successful' });
    expect(fake.bodiesTo(apiPaths.updateOrderStatus)).toEqual([
      {
        UserId: sessionUser.userId,
        OrderId: TEST_ORDER_ID,
        OrderStatus: 'Success',
        PaymentId: 'pay_Paid0001',
        Signature: signature,
      },
    ]);
    expect(within(dialog).getByText(/Thank you/)).toBeInTheDocument();
    expect(within(dialog).getByText('App Store')).toBeInTheDocument();
    expect(within(dialog).getByText('Google Play')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    // The cart refetched behind the dialog and is now empty.
    expect(await screen.findByText(messages.cartEmpty)).toBeInTheDocument();
  });

  it('keeps Checkout off while a payment report of this shopper waits for the server', async () => {
    fakeListsServer({ cart: [listItem(river)] });
    const waiting = {
      UserId: sessionUser.userId,
      OrderId: TEST_ORDER_ID,
      OrderStatus: 'Success' as const,
      PaymentId: 'pay_Waiting0001',
      Signature: signature,
    };
    server.use(
      http.post(apiPaths.updateOrderStatus, () =>
        HttpResponse.json({ Message: messages.paymentConfirming }, { status: 503 }),
      ),
    );
    keptPaymentReports.keep(waiting);
    renderCart();
    await screen.findAllByRole('listitem');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    // The report got through (here: dropped): Checkout is back.
    act(() => keptPaymentReports.drop(sessionUser.userId, TEST_ORDER_ID));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
  });

  it('shows the server Message when the Success report is refused', async () => {
    fakeListsServer({ cart: [listItem(river)] });
    server.use(
      http.post(apiPaths.updateOrderStatus, () =>
        HttpResponse.json({ Message: apiMessages.paymentNotVerified }, { status: 400 }),
      ),
    );
    const { user } = renderCart();
    const rzp = await openCheckout(user);
    act(() =>
      rzp.pay({ razorpay_payment_id: 'pay_Paid0001', razorpay_order_id: TEST_ORDER_ID, razorpay_signature: signature }),
    );
    expect(await screen.findByText(apiMessages.paymentNotVerified)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Order Successful' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('a failed payment is reported as Failed, keeps the cart and shows the provider description', async () => {
    const fake = fakeListsServer({ cart: [listItem(river), listItem(laughing)] });
    const { user } = renderCart();
    const rzp = await openCheckout(user);
    const gets = fake.listGets.cart;

    act(() =>
      rzp.fail({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your payment was declined by the bank.',
          reason: 'payment_failed',
          metadata: { order_id: TEST_ORDER_ID, payment_id: 'pay_Failed001' },
        },
      }),
    );

    expect(await screen.findByText('Your payment was declined by the bank.')).toBeInTheDocument();
    expect(fake.bodiesTo(apiPaths.updateOrderStatus)).toEqual([
      {
        UserId: sessionUser.userId,
        OrderId: TEST_ORDER_ID,
        OrderStatus: 'Failed',
        PaymentId: 'pay_Failed001',
        Reason: 'Your payment was declined by the bank.',
      },
    ]);
    await waitFor(() => expect(fake.listGets.cart).toBeGreaterThan(gets));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/^Total:/)).toHaveTextContent('₹549.20');
    expect(screen.queryByRole('dialog', { name: 'Order Successful' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('closing Checkout says Payment not completed; Try again opens Checkout again for the same order', async () => {
    const fake = fakeListsServer({ cart: [listItem(river), listItem(laughing)] });
    const { user } = renderCart();
    const rzp = await openCheckout(user);
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.queryByText(orderTexts.paymentNotCompletedTitle)).not.toBeInTheDocument();

    act(() => rzp.options.modal?.ondismiss?.());
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(orderTexts.paymentNotCompletedTitle)).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      orderTexts.paymentNotCompleted(TEST_ORDER_NUMBER, formatDateTime(TEST_ORDER_EXPIRES_AT)),
    );
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    expect(fake.bodiesTo(apiPaths.updateOrderStatus)).toEqual([]);
    // The keyboard lands on Try again (Checkout's button was disabled while it was open).
    expect(within(notice).getByRole('button', { name: orderTexts.tryAgain })).toHaveFocus();

    await user.click(within(notice).getByRole('button', { name: orderTexts.tryAgain }));
    await waitFor(() => expect(FakeRazorpay.instances[1]?.opened).toBe(true));
    const again = FakeRazorpay.instances[1]!;
    // The same order, asked for by its number: no second checkout.
    expect(fake.bodiesTo(apiPaths.resumeOrderPayment)).toEqual([{ OrderId: TEST_ORDER_NUMBER }]);
    expect(fake.bodiesTo(apiPaths.checkoutPage)).toHaveLength(1);
    expect(again.options).toMatchObject({ order_id: TEST_ORDER_ID, amount: 54920, description: '2 e-books' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() =>
      again.pay({
        razorpay_payment_id: 'pay_Paid0002',
        razorpay_order_id: TEST_ORDER_ID,
        razorpay_signature: signature,
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Order Successful' })).toBeInTheDocument();
  });

  it('Not now puts the notice away; Try again of an order that can no longer be paid says so', async () => {
    const fake = fakeListsServer({ cart: [listItem(river)] });
    const { user } = renderCart();
    const rzp = await openCheckout(user);
    act(() => rzp.options.modal?.ondismiss?.());
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: orderTexts.notNow }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();

    // The cart's own Checkout opens it again; it is closed again, and meanwhile the order expired.
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(FakeRazorpay.instances[1]?.opened).toBe(true));
    act(() => FakeRazorpay.instances[1]!.options.modal?.ondismiss?.());
    fake.state.payable = false;
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: orderTexts.tryAgain }));
    expect(await screen.findByText(orderTexts.orderNotPayable)).toBeInTheDocument();
    expect(FakeRazorpay.instances).toHaveLength(2);
    expect(screen.queryByText(orderTexts.paymentNotCompletedTitle)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('a 409 at checkout (prices changed) shows the server Message and refetches the cart', async () => {
    const fake = fakeListsServer({ cart: [listItem(river)] });
    const { user } = renderCart();
    await screen.findByText(/^Total:/);
    // The price changes on the server after the page loaded.
    fake.state.cart = [listItem({ ...river, Price: 599 })];
    const gets = fake.listGets.cart;
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText(apiMessages.checkoutPriceChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Total:/)).toHaveTextContent('₹479.20'));
    expect(fake.listGets.cart).toBeGreaterThan(gets);
    expect(FakeRazorpay.instances).toHaveLength(0);
  });

  it('loads the checkout script once and shows the generic error when it fails to load', async () => {
    delete window.Razorpay;
    fakeListsServer({ cart: [listItem(river)] });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src$="/sandbox/checkout.js"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(document.head.querySelectorAll('script[src$="/sandbox/checkout.js"]')).toHaveLength(1);
    fireEvent.error(script);
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    // A failed script is removed, so the next checkout can try again.
    expect(document.head.querySelector('script[src$="/sandbox/checkout.js"]')).toBeNull();
  });
});
