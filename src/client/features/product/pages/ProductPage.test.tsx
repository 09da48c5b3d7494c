import { act, screen, within } from '@testing-library/react';
import { messages } from '../../../../shared/messages';
import { apiPaths } from '../../../../shared/api-paths';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { failing } from '../../../testing/handlers';
import { ProductPage } from './ProductPage';

const route = (id: string) => ({ route: `/product/${id}`, path: '/product/:productId' });

describe('ProductPage', () => {
  it('shows the book, its prices and the details table', async () => {
    renderWithProviders(<ProductPage />, route('1'));
    expect(screen.getByRole('status', { name: 'Loading book' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'The River Remembers' })).toBeInTheDocument();
    expect(screen.getByText('Three generations of a family on the banks of the Kaveri.')).toBeInTheDocument();
    expect(screen.getByText(/Written By/)).toHaveTextContent('Written By Anita Rao');
    expect(screen.getByText('Pustaka Press, 2024')).toBeInTheDocument();
    expect(screen.getByText('₹399.20')).toBeInTheDocument();
    expect(screen.getByText('₹499.00').closest('del')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'The River Remembers' })).toHaveAttribute('src', '/media/covers/1.svg');
    expect(document.title).toContain('The River Remembers');

    const table = screen.getByRole('table', { name: 'Details Product' });
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('Title')).toHaveTextContent('The River Remembers');
    expect(row('Author')).toHaveTextContent('Anita Rao');
    expect(row('Format')).toHaveTextContent('E-Book');
    expect(row('Tags')).toHaveTextContent('Drama');
    for (const label of ['ISBN', 'Edition', 'Date Published', 'Publisher']) expect(row(label)).toBeInTheDocument();

    // New Arrivals repeated below
    expect(await screen.findByText('A Thousand Lanterns ...')).toBeInTheDocument();
  });

  it('warns that login is needed for cart and wishlist', async () => {
    const { user } = renderWithProviders(<ProductPage />, route('1'));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(messages.loginToAddToCart)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText(messages.loginToAddToWishlist)).toBeInTheDocument();
  });

  it('fetches again when the product id in the route changes', async () => {
    const { router } = renderWithProviders(<ProductPage />, route('1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The River Remembers' })).toBeInTheDocument();
    await act(() => router.navigate('/product/2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight in Malabar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'The River Remembers' })).not.toBeInTheDocument();
    expect(screen.getByText('Written By', { exact: false })).toHaveTextContent('Vikram Menon');
  });

  it('shows a not-found state for an unknown book', async () => {
    renderWithProviders(<ProductPage />, route('404404'));
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    expect(screen.getByText(messages.bookNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows the generic error for other failures', async () => {
    server.use(failing(apiPaths.getBookById));
    renderWithProviders(<ProductPage />, route('1'));
    expect(await screen.findByText(messages.genericError)).toBeInTheDocument();
  });
});
