import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { apiPaths, traceApiPaths } from '../../../../shared/api-paths';
import type { TracedDownload } from '../../../../shared/contract/downloads.contract';
import { messages } from '../../../../shared/messages';
import { adminOrder, fakeAdminOrdersServer, orderLine } from '../../../testing/orders';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { failing, postFailing } from '../../../testing/handlers';
import { loggedInState } from '../../../testing/session';
import { atPhoneWidth } from '../../../testing/viewport';
import { AdminOrdersPage } from './AdminOrdersPage';
import { apiMessages } from '../../../../shared/api-messages';

function renderAdminOrders() {
  return renderWithProviders(<AdminOrdersPage />, {
    route: '/admin/orders',
    preloadedState: loggedInState({ userType: 'Admin' }),
  });
}

const twelve = () =>
  adminOrder(12, {
    Lines: [orderLine(1, 'The River Remembers'), orderLine(9, 'Laughing Gas', { Price: 15000 })],
    Refunds: [],
  });

async function expand(user: ReturnType<typeof renderAdminOrders>['user'], orderId: number) {
  await user.click(await screen.findByRole('button', { name: `Show details of order ${orderId}` }));
  return screen.findByRole('region', { name: `Order ${orderId} details` });
}

describe('AdminOrdersPage', () => {
  it('lists the orders newest first with buyer, status and amounts, and asks for page 1', async () => {
    const fake = fakeAdminOrdersServer([
      twelve(),
      adminOrder(11, { Status: 'refunded', RefundedAmount: 44900, UserEmail: 'ravi@example.com' }),
    ]);
    renderAdminOrders();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('button', { name: /details of order/ }));
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['#12', '#11']);
    expect(within(rows[0]!).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('₹449.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('₹449.00')).toHaveLength(2);
    expect(fake.queries[0]?.get('Page')).toBe('1');
    expect(fake.queries[0]?.has('q')).toBe(false);
  });

  describe('on a 390 px phone', () => {
    atPhoneWidth();

    it('shows each order as a card with its status, amount and refunded amount, not a table; a card expands to the details', async () => {
      fakeAdminOrdersServer([
        twelve(),
        adminOrder(11, {
          Status: 'partly-refunded',
          RefundedAmount: 15000,
          Lines: [orderLine(1, 'The River Remembers'), orderLine(9, 'Laughing Gas', { Price: 15000, Refunded: true })],
        }),
      ]);
      const { user } = renderAdminOrders();
      const cards = await screen.findByRole('list', { name: 'Orders' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(
        within(cards)
          .getAllByRole('listitem')
          .map((card) => card.getAttribute('aria-labelledby')),
      ).toEqual(['admin-order-card-12', 'admin-order-card-11']);

      const eleven = within(cards).getByRole('listitem', { name: 'Order #11' });
      expect(within(eleven).getByText(/asha@example.com/)).toBeInTheDocument();
      // Each fact labelled as the table's column headings label it.
      const fact = (label: string) => within(eleven).getByText(label, { selector: 'dt' }).nextElementSibling;
      expect(fact('Status')).toHaveTextContent('Partly refunded');
      expect(fact('Amount')).toHaveTextContent('₹449.00');
      expect(fact('Refunded')).toHaveTextContent('₹150.00');
      const twelveCard = within(cards).getByRole('listitem', { name: 'Order #12' });
      expect(within(twelveCard).getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('—');

      await user.click(within(eleven).getByRole('button', { name: 'Show details of order 11' }));
      const details = await within(eleven).findByRole('region', { name: 'Order 11 details' });
      expect(within(details).getByRole('button', { name: 'Refund The River Remembers' })).toBeInTheDocument();
      // The payments, refunds and webhooks too: each a stack of labelled facts, no table to scroll.
      expect(within(details).queryByRole('table')).not.toBeInTheDocument();
      const payment = within(within(details).getByRole('list', { name: 'Payments' })).getByRole('listitem');
      expect(within(payment).getByText('Settlement', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'fulfilled',
      );
      const webhook = within(within(details).getByRole('list', { name: 'Webhooks' })).getByRole('listitem');
      expect(within(webhook).getByText('Outcome', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'processed',
      );
    });
  });

  it('says a webhook delivered again, or the notice of a refund the store made itself, was already handled', async () => {
    fakeAdminOrdersServer([
      twelve(),
      adminOrder(11, {
        Webhooks: [
          { EventId: 'evt_a', Event: 'payment.captured', ReceivedAt: '2024-06-05T10:01:05.000Z', Outcome: 'processed' },
          { EventId: 'evt_b', Event: 'refund.processed', ReceivedAt: '2024-06-06T09:00:05.000Z', Outcome: 'duplicate' },
          { EventId: 'evt_c', Event: 'order.paid', ReceivedAt: '2024-06-06T09:01:05.000Z', Outcome: null },
        ],
      }),
    ]);
    const { user } = renderAdminOrders();
    const details = await expand(user, 11);
    const webhooks = within(details).getByRole('table', { name: 'Webhooks' });
    expect(within(webhooks).getByRole('row', { name: /refund.processed .* already handled/ })).toBeInTheDocument();
    expect(within(webhooks).queryByText('duplicate')).not.toBeInTheDocument();
    expect(within(webhooks).getByRole('row', { name: /payment.captured .* processed/ })).toBeInTheDocument();
    expect(within(webhooks).getByRole('row', { name: /order.paid .* Not processed yet/ })).toBeInTheDocument();
  });

  it('sends the search text as q', async () => {
    const fake = fakeAdminOrdersServer([twelve(), adminOrder(11, { UserEmail: 'ravi@example.com' })]);
    const { user } = renderAdminOrders();
    await screen.findByRole('table', { name: 'Orders' });
    await user.type(screen.getByRole('searchbox', { name: 'Search e-mail or order number' }), 'ravi@');
    await waitFor(() => expect(fake.queries.at(-1)?.get('q')).toBe('ravi@'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show details of order 12' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Show details of order 11' })).toBeInTheDocument();
  });

  it('expands an order: buyer, books, payments, refunds and webhook history', async () => {
    fakeAdminOrdersServer([
      adminOrder(12, {
        Status: 'partly-refunded',
        RefundedAmount: 15000,
        Lines: [orderLine(1, 'The River Remembers'), orderLine(9, 'Laughing Gas', { Price: 15000, Refunded: true })],
        Refunds: [
          {
            RefundId: 1,
            CreditNoteNumber: 'PK/2627/C1',
            ProviderRefundId: 'rfnd_Test1',
            PaymentId: 'pay_Test12',
            Amount: 15000,
            Reason: 'Asked by the buyer',
            Status: 'processed',
            BookIds: [9],
            CreatedAt: '2024-06-06T09:00:00.000Z',
          },
        ],
      }),
    ]);
    const { user } = renderAdminOrders();
    const details = await expand(user, 12);
    expect(screen.getByRole('button', { name: 'Hide details of order 12' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(details).getByText('Asha Verma <asha@example.com>')).toBeInTheDocument();
    const payments = within(details).getByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('row', { name: /pay_Test12 ₹449.00 captured fulfilled/ })).toBeInTheDocument();
    const refunds = within(details).getByRole('table', { name: 'Refunds' });
    expect(
      within(refunds).getByRole('row', { name: /₹150.00 Asked by the buyer processed Laughing Gas rfnd_Test1/ }),
    ).toBeInTheDocument();
    expect(within(refunds).getByRole('button', { name: 'Download credit note PK/2627/C1' })).toBeEnabled();
    const webhooks = within(details).getByRole('table', { name: 'Webhooks' });
    expect(within(webhooks).getByRole('row', { name: /payment.captured .* processed/ })).toBeInTheDocument();
    // A refunded line cannot be refunded again; the other one can.
    expect(within(details).queryByRole('button', { name: 'Refund Laughing Gas' })).not.toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Refund The River Remembers' })).toBeInTheDocument();
  });

  it('refunds one line after confirmation: sends OrderId and that BookIds, toasts the Message, refreshes the list', async () => {
    const fake = fakeAdminOrdersServer([twelve()]);
    const { user } = renderAdminOrders();
    const details = await expand(user, 12);
    await user.click(within(details).getByRole('button', { name: 'Refund Laughing Gas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund "Laughing Gas"?' });
    expect(within(dialog).getByText(/₹150.00 for 1 book of order #12/)).toBeInTheDocument();
    expect(fake.refunds).toEqual([]); // nothing before the confirmation
    const listCalls = fake.queries.length;
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(apiMessages.orderRefunded)).toBeInTheDocument();
    expect(fake.refunds).toEqual([{ OrderId: 12, BookIds: [9] }]);
    await waitFor(() => expect(fake.queries.length).toBeGreaterThan(listCalls));
    expect(await screen.findByText('Partly refunded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling the confirmation refunds nothing', async () => {
    const fake = fakeAdminOrdersServer([twelve()]);
    const { user } = renderAdminOrders();
    const details = await expand(user, 12);
    await user.click(within(details).getByRole('button', { name: 'Refund order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.refunds).toEqual([]);
  });

  it('refunds the whole order: sends only OrderId, and the order shows refunded', async () => {
    const fake = fakeAdminOrdersServer([twelve()]);
    const { user } = renderAdminOrders();
    const details = await expand(user, 12);
    await user.click(within(details).getByRole('button', { name: 'Refund order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #12?' });
    expect(within(dialog).getByText(/₹449.00 for 2 books of order #12/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(apiMessages.orderRefunded)).toBeInTheDocument();
    expect(fake.refunds).toEqual([{ OrderId: 12 }]);
    const row = await screen.findByRole('row', { name: /#12 .* Refunded/ });
    expect(within(row).getAllByText('₹449.00')).toHaveLength(2);
    // Nothing left to refund: the actions are gone.
    expect(screen.queryByRole('button', { name: 'Refund order' })).not.toBeInTheDocument();
  });

  it("shows the server's Message when the refund is refused", async () => {
    fakeAdminOrdersServer([twelve()]);
    // Another admin refunded it meanwhile: the server has nothing left to refund.
    server.use(postFailing(apiPaths.refundOrder, 409, apiMessages.orderNothingToRefund));
    const { user } = renderAdminOrders();
    const details = await expand(user, 12);
    await user.click(within(details).getByRole('button', { name: 'Refund order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(apiMessages.orderNothingToRefund)).toBeInTheDocument();
  });

  it('says there are no orders, or none matching the search', async () => {
    fakeAdminOrdersServer([]);
    const { user } = renderAdminOrders();
    expect(await screen.findByText(messages.ordersEmpty)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search e-mail or order number' }), 'order_Nothing1');
    expect(await screen.findByText('No orders match "order_Nothing1".')).toBeInTheDocument();
  });

  it('shows the generic error when the list cannot be loaded', async () => {
    server.use(failing(apiPaths.getAdminOrders));
    renderAdminOrders();
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
  });

  describe('Trace a file', () => {
    const traced: TracedDownload = {
      OrderId: 12,
      Email: 'asha@example.com',
      BookId: 1,
      BookName: 'The River Remembers',
      MarkId: 'Qm9vazEyTWFya0lk',
      DownloadedAt: '2026-11-20T10:00:00.000Z',
    };
    // Node's File, as the wizard's tests use: the body is built with Node's FormData, which msw reads back.
    const found = () =>
      new NodeFile(['%PDF-1.7 a leaked copy'], 'leaked.pdf', { type: 'application/pdf' }) as unknown as File;

    it('uploads the chosen file as File and names the download; Show this order filters the list to it', async () => {
      const fake = fakeAdminOrdersServer([twelve(), adminOrder(11, { UserEmail: 'ravi@example.com' })]);
      const sent: Array<File | string | null> = [];
      server.use(
        http.post(traceApiPaths.traceDownload, async ({ request }) => {
          sent.push((await request.formData()).get('File'));
          return HttpResponse.json(traced, { status: 202 });
        }),
      );
      const { user } = renderAdminOrders();
      await screen.findByRole('table', { name: 'Orders' });
      await user.click(screen.getByRole('button', { name: 'Trace a file' }));
      const dialog = await screen.findByRole('dialog', { name: 'Trace a file' });
      await user.upload(within(dialog).getByLabelText('Choose a PDF or EPUB'), found());
      expect(await within(dialog).findByText('asha@example.com')).toBeInTheDocument();
      expect(within(dialog).getByText('#12')).toBeInTheDocument();
      expect(within(dialog).getByText('The River Remembers')).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect((sent[0] as File).name).toBe('leaked.pdf');

      await user.click(within(dialog).getByRole('button', { name: 'Show this order' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('searchbox', { name: 'Search e-mail or order number' })).toHaveValue('12');
      await waitFor(() => expect(fake.queries.at(-1)?.get('q')).toBe('12'));
    });

    it("shows the server's Message when the file carries no mark, and another file can be tried", async () => {
      fakeAdminOrdersServer([twelve()]);
      let answers = 0;
      server.use(
        http.post(traceApiPaths.traceDownload, () => {
          answers += 1;
          return answers === 1
            ? HttpResponse.json({ Message: 'This file carries no licence mark of this store.' }, { status: 404 })
            : HttpResponse.json(traced, { status: 202 });
        }),
      );
      const { user } = renderAdminOrders();
      await user.click(await screen.findByRole('button', { name: 'Trace a file' }));
      const dialog = await screen.findByRole('dialog', { name: 'Trace a file' });
      await user.upload(within(dialog).getByLabelText('Choose a PDF or EPUB'), found());
      expect(await within(dialog).findByText('This file carries no licence mark of this store.')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Show this order' })).not.toBeInTheDocument();
      await user.upload(within(dialog).getByLabelText('Choose a PDF or EPUB'), found());
      expect(await within(dialog).findByText('asha@example.com')).toBeInTheDocument();
    });
  });

  it('is for admins only', () => {
    renderWithProviders(<AdminOrdersPage />, {
      route: '/admin/orders',
      preloadedState: loggedInState({ userType: 'User' }),
    });
    expect(screen.getByText(messages.adminOnly)).toBeInTheDocument();
  });

  it('is the /admin/orders route of the app', async () => {
    fakeAdminOrdersServer([twelve()]);
    renderApp({ route: '/admin/orders', preloadedState: loggedInState({ userType: 'Admin' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show details of order 12' })).toBeInTheDocument();
  });
});
