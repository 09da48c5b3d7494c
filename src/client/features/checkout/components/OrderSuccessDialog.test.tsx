import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { OrderSuccessDialog } from './OrderSuccessDialog';

describe('OrderSuccessDialog', () => {
  it('leads to the library, where the new books are, and closes when a link is followed', async () => {
    const onClose = jest.fn();
    const { user, router } = renderWithProviders(<OrderSuccessDialog open onClose={onClose} />, { route: '/cart' });
    const dialog = screen.getByRole('dialog', { name: 'Order Successful' });
    expect(dialog).toBeInTheDocument();
    const library = screen.getByRole('link', { name: 'Go to My Library' });
    expect(library).toHaveAttribute('href', '/library');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await user.click(library);
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/library');
  });
});
