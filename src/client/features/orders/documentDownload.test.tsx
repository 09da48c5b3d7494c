import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPaths } from '../../../shared/api-paths';
import { taxApiPaths } from '../../../shared/tax-api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import type { OrderSummary } from '../../../shared/contract/orders.contract';
import { taxTexts } from '../../../shared/tax-texts';
import { orderSummary } from '../../testing/orders';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { loggedInState, sessionUser } from '../../testing/session';
import { attachmentName } from '../session';
import { MyOrdersPage } from './pages/MyOrdersPage';

const answer = (orders: OrderSummary[]) =>
  HttpResponse.json({ Orders: orders } as unknown as JsonBodyType, { status: SUCCESS_STATUS });

describe("My Orders' Download invoice and Download credit note", () => {
  const createObjectURL = jest.fn(() => 'blob:invoice');
  const revokeObjectURL = jest.fn();
  let clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('fetches the PDF with the bearer token and saves it under the invoice number; a receipt without one', async () => {
    const asked: Array<{ url: string; authorization: string | null }> = [];
    server.use(
      http.get(apiPaths.getOrders, () =>
        answer([
          orderSummary(12, { InvoiceNumber: 'PK/2627/7' }),
          orderSummary(11, { InvoiceNumber: null }),
          orderSummary(10, { Status: 'failed', PaidAt: null }),
        ]),
      ),
      http.get(taxApiPaths.getInvoice, ({ request }) => {
        asked.push({ url: request.url, authorization: request.headers.get('authorization') });
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="PK-2627-7.pdf"' },
        });
      }),
    );
    const { user } = renderWithProviders(<MyOrdersPage />, { route: '/orders', preloadedState: loggedInState() });
    const paid = await screen.findByRole('listitem', { name: 'Order #12' });
    await user.click(within(paid).getByRole('button', { name: `${taxTexts.downloadInvoice} for order 12` }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url).searchParams.get('OrderId')).toBe('12');
    expect(asked[0]!.authorization).toBe(`Bearer ${sessionUser.token}`);
    expect(clicked[0]!.download).toBe('PK-2627-7.pdf');
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    const receiptOnly = screen.getByRole('listitem', { name: 'Order #11' });
    expect(within(receiptOnly).getByRole('button', { name: `${taxTexts.downloadReceipt} for order 11` })).toBeEnabled();
    const failed = screen.getByRole('listitem', { name: 'Order #10' });
    expect(within(failed).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it("lists each refund with its credit note, and fetches the credit note's PDF with the bearer token", async () => {
    const asked: Array<{ url: string; authorization: string | null }> = [];
    server.use(
      http.get(apiPaths.getOrders, () =>
        answer([
          orderSummary(12, {
            Status: 'partly-refunded',
            InvoiceNumber: 'PK/2627/7',
            RefundedAmount: 15000,
            Refunds: [
              { RefundId: 5, Amount: 15000, CreatedAt: '2024-06-06T09:00:00.000Z', CreditNoteNumber: 'PK/2627/C1' },
            ],
          }),
          orderSummary(11, {
            Status: 'partly-refunded',
            RefundedAmount: 15000,
            Refunds: [{ RefundId: 4, Amount: 15000, CreatedAt: '2024-06-06T09:00:00.000Z', CreditNoteNumber: null }],
          }),
        ]),
      ),
      http.get(taxApiPaths.getCreditNote, ({ request }) => {
        asked.push({ url: request.url, authorization: request.headers.get('authorization') });
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="PK-2627-C1.pdf"',
          },
        });
      }),
    );
    const { user } = renderWithProviders(<MyOrdersPage />, { route: '/orders', preloadedState: loggedInState() });
    const refunded = await screen.findByRole('listitem', { name: 'Order #12' });
    const refunds = within(refunded).getByRole('list', { name: 'Refunds of order 12' });
    expect(within(refunds).getByRole('listitem')).toHaveTextContent(
      /Refund of ₹150\.00 on .+ · Credit note PK\/2627\/C1/,
    );
    await user.click(within(refunds).getByRole('button', { name: `${taxTexts.downloadCreditNote} PK/2627/C1` }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url).searchParams.get('RefundId')).toBe('5');
    expect(asked[0]!.authorization).toBe(`Bearer ${sessionUser.token}`);
    expect(clicked[0]!.download).toBe('PK-2627-C1.pdf');

    // A refund of an order without an invoice: listed, with no credit note to download.
    const withoutInvoice = screen.getByRole('listitem', { name: 'Order #11' });
    const its = within(withoutInvoice).getByRole('list', { name: 'Refunds of order 11' });
    expect(within(its).getByRole('listitem')).toHaveTextContent(/Refund of ₹150\.00/);
    expect(within(its).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's message when the download is refused", async () => {
    server.use(
      http.get(apiPaths.getOrders, () => answer([orderSummary(12, { InvoiceNumber: 'PK/2627/7' })])),
      http.get(taxApiPaths.getInvoice, () => HttpResponse.json({ Message: taxTexts.invoiceNotFound }, { status: 404 })),
    );
    const { user } = renderWithProviders(<MyOrdersPage />, { route: '/orders', preloadedState: loggedInState() });
    const paid = await screen.findByRole('listitem', { name: 'Order #12' });
    await user.click(within(paid).getByRole('button', { name: `${taxTexts.downloadInvoice} for order 12` }));
    expect(await screen.findByText(taxTexts.invoiceNotFound)).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('reads the file name of a Content-Disposition', () => {
    expect(attachmentName('attachment; filename="PK-2627-7.pdf"')).toBe('PK-2627-7.pdf');
    expect(attachmentName(null)).toBeUndefined();
  });
});
