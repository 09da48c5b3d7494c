import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { adminOrder, fakeAdminOrdersServer, orderLine, orderSummary } from '../../../testing/orders';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { atPhoneWidth } from '../../../testing/viewport';
import { AdminOrdersPage } from '../../admin/pages';
import { MyOrdersPage } from '../pages/MyOrdersPage';

/** WELCOME10 took ₹29.90 and ₹15.00 off ₹299.00 and ₹150.00: ₹404.10 paid. */
const couponLines = () => [
  orderLine(1, 'The River Remembers', { Price: 26910, Discount: 2990 }),
  orderLine(9, 'Laughing Gas', { Price: 13500, Discount: 1500 }),
];
const withCoupon = { CouponCode: 'WELCOME10', Discount: 4490 };

describe("an order's coupon", () => {
  it('My Orders shows each line before the coupon struck through, the coupon row and the total paid', async () => {
    server.use(
      http.get(apiPaths.getOrders, () =>
        HttpResponse.json(
          {
            Orders: [orderSummary(12, { ...withCoupon, Lines: couponLines() }), orderSummary(11)],
          } as unknown as JsonBodyType,
          { status: SUCCESS_STATUS },
        ),
      ),
    );
    renderWithProviders(<MyOrdersPage />, { route: '/orders', preloadedState: loggedInState() });
    const twelve = await screen.findByRole('listitem', { name: 'Order #12' });
    const river = within(twelve).getByText('The River Remembers').closest('li')!;
    expect(within(river).getByText('₹299.00').closest('del')).toBeInTheDocument();
    expect(within(river).getByText('₹269.10')).toBeInTheDocument();
    expect(within(twelve).getByText('Coupon WELCOME10:').parentElement).toHaveTextContent('Coupon WELCOME10:−₹44.90');
    expect(within(twelve).getByText('Total').parentElement).toHaveTextContent('₹404.10');
    // An order without a coupon says nothing of one.
    const eleven = screen.getByRole('listitem', { name: 'Order #11' });
    expect(within(eleven).queryByText(/Coupon/)).not.toBeInTheDocument();
    expect(eleven.querySelector('del')).toBeNull();
  });

  const adminOrders = () => [adminOrder(12, { ...withCoupon, Lines: couponLines() }), adminOrder(11)];
  const renderAdminOrders = () =>
    renderWithProviders(<AdminOrdersPage />, {
      route: '/admin/orders',
      preloadedState: loggedInState({ userType: 'Admin' }),
    });

  it("Manage Orders' table names the coupon under the amount and in the order's details", async () => {
    fakeAdminOrdersServer(adminOrders());
    const { user } = renderAdminOrders();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByText('Coupon WELCOME10 −₹44.90')).toBeInTheDocument();
    expect(within(table).getAllByText(/Coupon/)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show details of order 12' }));
    const details = await screen.findByRole('region', { name: 'Order 12 details' });
    expect(within(details).getByText('Coupon WELCOME10:').parentElement).toHaveTextContent('−₹44.90');
  });

  describe('on a 390 px phone', () => {
    atPhoneWidth();

    it("Manage Orders' card lists the coupon with the amount", async () => {
      fakeAdminOrdersServer(adminOrders());
      renderAdminOrders();
      const card = await screen.findByRole('listitem', { name: 'Order #12' });
      expect(within(card).getByText('Coupon WELCOME10').nextElementSibling).toHaveTextContent('−₹44.90');
      expect(within(screen.getByRole('listitem', { name: 'Order #11' })).queryByText(/Coupon/)).toBeNull();
    });
  });
});
