import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { BookCover } from './BookCover';

const stored = '/media/covers/0123456789abcdef0123456789abcdef-w400.webp';

test('a cover stored in widths offers them all, sized for a grid card unless told', () => {
  renderWithProviders(<BookCover src={stored} alt="The Monsoon Ledger" />);
  const image = screen.getByRole('img', { name: 'The Monsoon Ledger' });
  expect(image).toHaveAttribute('src', stored);
  expect(image.getAttribute('srcset')).toContain('-w800.webp 800w');
  expect(image).toHaveAttribute('sizes', '(max-width: 600px) 45vw, 220px');
});

test('a fixed width is its own size; a cover stored otherwise has no srcset', () => {
  renderWithProviders(
    <>
      <BookCover src={stored} alt="small" width={64} />
      <BookCover src="/media/covers/0123456789abcdef0123456789abcdef.svg" alt="drawn" width={64} />
    </>,
  );
  expect(screen.getByRole('img', { name: 'small' })).toHaveAttribute('sizes', '64px');
  expect(screen.getByRole('img', { name: 'drawn' })).not.toHaveAttribute('srcset');
  expect(screen.getByRole('img', { name: 'drawn' })).not.toHaveAttribute('sizes');
});
