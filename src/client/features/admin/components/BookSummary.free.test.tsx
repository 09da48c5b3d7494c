/**
 * A free book in the Add Book wizard (decision 047): the price field takes 0 and says so, its preview
 * and the review step say "Free", and the review says the book keeps no discount (the store stores
 * none for a free book, whatever was typed).
 */
import { screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { freeBookTexts } from '../../../../shared/free-book-texts';
import { renderWithProviders } from '../../../testing/render';
import { emptyBookForm, parsePrice, type BookFormValues } from '../bookForm';
import { BookSummary } from './BookSummary';
import { PriceFields } from './PriceFields';

function Step({ values }: { values: BookFormValues }) {
  const form = useForm<BookFormValues>({ defaultValues: values });
  return (
    <FormProvider {...form}>
      <PriceFields />
      <BookSummary authorName="Ruskin Bond" genreName="Fantasy" cover={undefined} />
    </FormProvider>
  );
}

const freeValues = (): BookFormValues => ({
  ...emptyBookForm('2025-06-15'),
  BookName: 'Monsoon Tales',
  Price: '0',
  Discount: { value: '15', mode: 'percent' },
});

describe('a free book in the wizard', () => {
  it('takes a price of 0, and still nothing below it', () => {
    expect(parsePrice('0')).toEqual({ ok: true, value: 0 });
    expect(parsePrice('0.00')).toEqual({ ok: true, value: 0 });
    expect(parsePrice('-1').ok).toBe(false);
  });

  it('shows Free in the price preview and the review, with no discount', async () => {
    renderWithProviders(<Step values={freeValues()} />);
    expect(await screen.findByText(freeBookTexts.priceHint)).toBeInTheDocument();
    const preview = screen.getByText('Price in the shop', { selector: 'p' }).parentElement!;
    expect(within(preview).getByText('Free')).toBeInTheDocument();
    expect(within(preview).queryByText('₹0.00')).not.toBeInTheDocument();

    const summary = screen.getByRole('table', { name: 'Book summary' });
    const row = (label: string) => within(summary).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('Price')).toHaveTextContent('₹0.00');
    expect(row('Discount')).toHaveTextContent(freeBookTexts.noDiscount);
    expect(row('Price in the shop')).toHaveTextContent('Free');
  });
});
