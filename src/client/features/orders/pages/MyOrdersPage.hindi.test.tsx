import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import type { OrderSummary } from '../../../../shared/contract/orders.contract';
import { inHindi } from '../../../i18n/test-locale';
import { orderLine, orderSummary } from '../../../testing/orders';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { MyOrdersPage } from './MyOrdersPage';

const answer = (orders: OrderSummary[]) =>
  HttpResponse.json({ Orders: orders } as unknown as JsonBodyType, { status: SUCCESS_STATUS });

describe('MyOrdersPage in Hindi', () => {
  inHindi();

  it('shows the orders, their states, refunds and actions in Hindi, and dates by hi-IN', async () => {
    const refunded = orderSummary(12, {
      Status: 'partly-refunded',
      RefundedAmount: 15000,
      InvoiceNumber: 'PK/2627/7',
      CouponCode: 'WELCOME10',
      Discount: 4990,
      Lines: [
        orderLine(1, 'The River Remembers'),
        orderLine(9, 'Laughing Gas', { AuthorName: 'Vikram Menon', Price: 15000, Refunded: true }),
      ],
      Refunds: [{ RefundId: 5, Amount: 15000, CreatedAt: '2024-06-06T09:00:00.000Z', CreditNoteNumber: 'PK/2627/C1' }],
    });
    const awaiting = orderSummary(13, {
      Status: 'pending',
      PaidAt: null,
      ExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
      Lines: [orderLine(1, 'The River Remembers')],
    });
    server.use(http.get(apiPaths.getOrders, () => answer([awaiting, refunded])));
    renderWithProviders(<MyOrdersPage />, { route: '/orders', preloadedState: loggedInState() });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'आपके ऑर्डर लोड हो रहे हैं' })).toBeInTheDocument();

    const orders = await screen.findByRole('list', { name: 'ऑर्डर' });
    const twelve = within(orders).getByRole('listitem', { name: 'ऑर्डर #12' });
    expect(twelve).toHaveTextContent('ऑर्डर की तारीख: 5 जून 2024');
    expect(within(twelve).getByText('आंशिक रिफ़ंड')).toBeInTheDocument();
    const lines = within(within(twelve).getByRole('list', { name: 'ऑर्डर 12 की किताबें' })).getAllByRole('listitem');
    expect(within(lines[1]!).getByText('रिफ़ंड हुआ')).toBeInTheDocument();
    expect(within(twelve).getByText('कूपन WELCOME10:')).toBeInTheDocument();
    expect(within(twelve).getByText('कुल')).toBeInTheDocument();
    expect(within(twelve).getByText('रिफ़ंड की गई राशि')).toBeInTheDocument();
    const refunds = within(twelve).getByRole('list', { name: 'ऑर्डर 12 के रिफ़ंड' });
    expect(refunds).toHaveTextContent('6 जून 2024 को ₹150.00 का रिफ़ंड · क्रेडिट नोट PK/2627/C1');
    expect(within(refunds).getByText('6 जून 2024').tagName).toBe('TIME');
    expect(within(refunds).getByRole('button', { name: 'क्रेडिट नोट PK/2627/C1 डाउनलोड करें' })).toBeInTheDocument();
    expect(within(twelve).getByRole('button', { name: 'ऑर्डर 12 का इनवॉइस डाउनलोड करें' })).toBeInTheDocument();
    expect(within(twelve).getByRole('button', { name: 'ऑर्डर 12 की रसीद प्रिंट करें' })).toHaveTextContent('रसीद प्रिंट करें');

    const thirteen = within(orders).getByRole('listitem', { name: 'ऑर्डर #13' });
    expect(within(thirteen).getByText('भुगतान बाकी')).toBeInTheDocument();
    expect(thirteen).toHaveTextContent(/तक भुगतान करें; उसके बाद ऑर्डर की अवधि खत्म हो जाएगी।/);
    expect(within(thirteen).getByRole('button', { name: 'ऑर्डर 13 का अभी भुगतान करें' })).toBeInTheDocument();
    expect(within(thirteen).getByRole('button', { name: 'ऑर्डर 13 रद्द करें' })).toBeInTheDocument();
    expect(document.title).toContain('मेरे ऑर्डर');
  });
});
