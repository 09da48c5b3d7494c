import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import type { AdminBook } from '../../../../shared/contract/admin.contract';
import { messages } from '../../../../shared/messages';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { adminBook, adminState } from '../admin.handlers';
import { publishingTexts } from '../publishing';
import { AdminBooksPage } from './AdminBooksPage';
import { bookDetailMessages } from '../../../../shared/book-details';
import { atPhoneWidth } from '../../../testing/viewport';

const books = [
  adminBook({ Isbn: '9788175257665', Publisher: 'Kaveri Books', Language: 'en' }),
  adminBook({
    Id: 'b2',
    BookName: 'Hidden Draft',
    IsActive: false,
    IsApproved: false,
    Price: 350,
    Discount: 0,
    Format: 'EPUB',
    PageCount: null,
    WordCount: 42100,
  }),
];

/** A server holding the books: updateBook merges the change, as the real one does. */
function serveBooks() {
  let list = books.map((book) => ({ ...book }));
  const updates: unknown[] = [];
  const searches: string[] = [];
  server.use(
    http.get(apiPaths.getAdminBooks, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      searches.push(q);
      const shown = list.filter((book) => book.BookName.toLowerCase().includes(q.toLowerCase()));
      return HttpResponse.json(
        { AdminBooksList: shown, Total: shown.length, Page: 1, PageSize: 25 },
        { status: SUCCESS_STATUS },
      );
    }),
    http.post(apiPaths.updateBook, async ({ request }) => {
      const body = (await request.json()) as Partial<AdminBook> & { Id: string };
      updates.push(body);
      list = list.map((book) => (book.Id === body.Id ? { ...book, ...body } : book));
      return HttpResponse.json(
        { Message: messages.bookUpdated, Book: list.find((book) => book.Id === body.Id) },
        { status: SUCCESS_STATUS },
      );
    }),
  );
  return { updates, searches };
}

describe('AdminBooksPage', () => {
  it('is for admins only', () => {
    renderWithProviders(<AdminBooksPage />, { preloadedState: loggedInState() });
    expect(screen.getByText(messages.adminOnly)).toBeInTheDocument();
  });

  it('lists every book, hidden ones included, with its format, price and discount', async () => {
    serveBooks();
    renderWithProviders(<AdminBooksPage />, { preloadedState: adminState() });
    const row = (await screen.findByRole('cell', { name: /^The Blue Umbrella/ })).closest('tr')!;
    expect(within(row).getByText('Ruskin Bond')).toBeInTheDocument();
    expect(within(row).getByText('Fantasy')).toBeInTheDocument();
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    expect(within(row).getByText('₹199.00')).toBeInTheDocument();
    expect(within(row).getByText('10%')).toBeInTheDocument();
    const draft = screen.getByRole('cell', { name: /^Hidden Draft/ }).closest('tr')!;
    expect(within(draft).getByText('EPUB')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Format' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: Hidden Draft' })).not.toBeChecked();
  });

  it('marks the book the Add Book wizard has just added', async () => {
    serveBooks();
    const { router } = renderWithProviders(<AdminBooksPage />, { route: '/admin/books', preloadedState: adminState() });
    await screen.findByRole('cell', { name: /^The Blue Umbrella/ });
    expect(screen.queryByText(publishingTexts.justAdded)).not.toBeInTheDocument();
    await act(() => router.navigate('/admin/books', { state: { justAdded: 'b2' } }));
    const draft = screen.getByRole('cell', { name: /^Hidden Draft/ }).closest('tr')!;
    expect(within(draft).getByText(publishingTexts.justAdded)).toBeInTheDocument();
    expect(draft).toHaveClass('Mui-selected');
    expect(screen.getAllByText(publishingTexts.justAdded)).toHaveLength(1);
  });

  describe('on a 390 px phone', () => {
    atPhoneWidth();

    it('shows each book as a card with its facts and its actions, not a table', async () => {
      const { updates } = serveBooks();
      const { user } = renderWithProviders(<AdminBooksPage />, { preloadedState: adminState() });
      const cards = await screen.findByRole('list', { name: 'Books' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(cards).getAllByRole('listitem')).toHaveLength(2);

      const card = within(cards)
        .getByRole('heading', { name: /^Hidden Draft/ })
        .closest('li')!;
      expect(within(card).getByText('Hidden from shop')).toBeInTheDocument();
      expect(within(card).getByText('₹350.00 · 0% off')).toBeInTheDocument();
      expect(within(card).getByText('Ruskin Bond · Fantasy · EPUB')).toBeInTheDocument();
      // The switches carry visible labels, as the table's column headings label them there.
      expect(within(card).getByText('Active')).toBeInTheDocument();
      expect(within(card).getByText('Approved')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Edit Hidden Draft' })).toBeInTheDocument();

      await user.click(within(card).getByRole('switch', { name: 'Approved: Hidden Draft' }));
      expect(await screen.findByText(messages.bookUpdated)).toBeInTheDocument();
      expect(updates).toEqual([{ Id: 'b2', IsApproved: true }]);
    });
  });

  it('switching Active off sends updateBook with IsActive false and toasts', async () => {
    const { updates } = serveBooks();
    const { user } = renderWithProviders(<AdminBooksPage />, { preloadedState: adminState() });
    const active = await screen.findByRole('switch', { name: 'Active: The Blue Umbrella' });
    expect(active).toBeChecked();
    await user.click(active);
    expect(await screen.findByText(messages.bookUpdated)).toBeInTheDocument();
    expect(updates).toEqual([{ Id: 'b1', IsActive: false }]);
    expect(screen.getByRole('switch', { name: 'Active: The Blue Umbrella' })).not.toBeChecked();
  });

  it('puts a switch back when the server refuses the change', async () => {
    serveBooks();
    server.use(
      http.post(apiPaths.updateBook, () => HttpResponse.json({ Message: messages.bookNotFound }, { status: 404 })),
    );
    const { user } = renderWithProviders(<AdminBooksPage />, { preloadedState: adminState() });
    await user.click(await screen.findByRole('switch', { name: 'Approved: The Blue Umbrella' }));
    expect(await screen.findByText(messages.bookNotFound)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Approved: The Blue Umbrella' })).toBeChecked());
  });

  it('searches after typing stops', async () => {
    const { searches } = serveBooks();
    const { user } = renderWithProviders(<AdminBooksPage />, { preloadedState: adminState() });
    await screen.findByRole('cell', { name: /^The Blue Umbrella/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search title or author' }), 'draft');
    await waitFor(() => expect(screen.queryByRole('cell', { name: /^The Blue Umbrella/ })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: /^Hidden Draft/ })).toBeInTheDocument();
    expect(searches).toEqual(['', 'draft']);
  });

  it('edits price, discount and a section flag, sending only what changed', async () => {
    const { updates } = serveBooks();
    const { user } = renderWithProviders(<AdminBooksPage />, { preloadedState: adminState() });
    await user.click(await screen.findByRole('button', { name: 'Edit The Blue Umbrella' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit The Blue Umbrella' });
    expect(within(dialog).getByLabelText(/^Price/)).toHaveValue('199');
    const discount = within(dialog).getByRole('textbox', { name: /^Discount \(%\)/ });
    expect(discount).toHaveValue('10');
    await user.clear(within(dialog).getByLabelText(/^Price/));
    await user.type(within(dialog).getByLabelText(/^Price/), '250');
    await user.clear(discount);
    await user.type(discount, '20');
    expect(within(dialog).getByText('₹200.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Hot deals' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.bookUpdated)).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toEqual({
      Id: 'b1',
      Price: 250,
      Discount: 0.2,
      IsHotDeals: true,
      HotDealsDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('₹250.00')).toBeInTheDocument();
  });

  it('edits ISBN, publisher, date published and language: only the changes, a cleared one as null', async () => {
    const { updates } = serveBooks();
    const { user } = renderWithProviders(<AdminBooksPage />, { preloadedState: adminState() });
    await user.click(await screen.findByRole('button', { name: 'Edit The Blue Umbrella' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit The Blue Umbrella' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('ISBN')).toHaveValue('9788175257665');
    expect(field('Publisher')).toHaveValue('Kaveri Books');
    expect(field('Date published')).toHaveValue('');
    expect(field('Language')).toHaveValue('en');

    // The same ISBN with its hyphens is no change; a wrong one is refused with the contract's message.
    await user.clear(field('ISBN'));
    await user.type(field('ISBN'), '978-81-7525-766-4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(bookDetailMessages.invalidIsbn)).toBeInTheDocument();
    expect(updates).toHaveLength(0);
    await user.clear(field('ISBN'));
    await user.type(field('ISBN'), '978-81-7525-766-5');
    await user.clear(field('Publisher'));
    await user.type(field('Date published'), '2019-05');
    await user.clear(field('Language'));
    await user.type(field('Language'), 'HI');
    expect(field('Language')).toHaveAccessibleDescription(/Hindi/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.bookUpdated)).toBeInTheDocument();
    expect(updates).toEqual([{ Id: 'b1', Publisher: null, PublishedDate: '2019-05', Language: 'hi' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, the dialog shows the book as the server now has it.
    await user.click(screen.getByRole('button', { name: 'Edit The Blue Umbrella' }));
    const again = await screen.findByRole('dialog', { name: 'Edit The Blue Umbrella' });
    expect(within(again).getByLabelText('Publisher')).toHaveValue('');
    expect(within(again).getByLabelText('Language')).toHaveValue('hi');
  });
});
