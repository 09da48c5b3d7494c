import { screen } from '@testing-library/react';
import { PRODUCT_NAME } from '../../shared/constants';
import { inHindi } from '../i18n/test-locale';
import { renderWithProviders } from '../testing/render';
import { NotFoundPage } from './NotFoundPage';
import { RetryAlert } from './RetryAlert';

describe('shared components in Hindi', () => {
  inHindi();

  it('says a page was not found in Hindi, with the ways on', () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'शॉप देखें' })).toHaveAttribute('href', '/shop');
    expect(document.title).toBe(`पेज नहीं मिला | ${PRODUCT_NAME}`);
  });

  it('offers Retry in Hindi', () => {
    renderWithProviders(<RetryAlert onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
  });
});
