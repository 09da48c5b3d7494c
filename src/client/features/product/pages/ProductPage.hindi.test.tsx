import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { inHindi } from '../../../i18n/test-locale';
import { bookDetails } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { ProductPage } from './ProductPage';

const route = (id: string) => ({ route: `/product/${id}`, path: '/product/:productId' });

/** Book 1 as a Hindi book, and (when given) upcoming. */
function hindiBook(extra: { AvailableOn?: string } = {}) {
  server.use(
    http.get(apiPaths.getBookById, () =>
      HttpResponse.json({ ...bookDetails['1']!, Language: 'hi', ...extra }, { status: 202 }),
    ),
  );
}

const detailRow = (label: string) =>
  within(screen.getByRole('table')).getByRole('rowheader', { name: label }).closest('tr')!;

describe('ProductPage: the book language', () => {
  it("shows the book's language by its English name on an English page", async () => {
    hindiBook();
    renderWithProviders(<ProductPage />, route('1'));
    await screen.findByRole('table', { name: 'Details Product' });
    expect(detailRow('Language')).toHaveTextContent('Hindi');
  });
});

describe('ProductPage in Hindi', () => {
  inHindi();

  it('shows the buttons, the details table and the language in Hindi, the book as it is', async () => {
    hindiBook();
    renderWithProviders(<ProductPage />, route('1'));
    expect(screen.getByRole('status', { name: 'किताब लोड हो रही है' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'The River Remembers' })).toBeInTheDocument();
    expect(screen.getByText(/लेखक:/)).toHaveTextContent('लेखक: Anita Rao');
    expect(screen.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'विशलिस्ट में जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रीव्यू पढ़ें' })).toHaveAttribute('href', '/read/1?preview=1');

    expect(screen.getByRole('table', { name: 'किताब का विवरण' })).toBeInTheDocument();
    expect(detailRow('शीर्षक')).toHaveTextContent('The River Remembers');
    expect(detailRow('फ़ॉर्मैट')).toHaveTextContent('ई-बुक (EPUB)');
    expect(detailRow('लंबाई')).toHaveTextContent('84,200 शब्द');
    expect(detailRow('भाषा')).toHaveTextContent('हिन्दी');
    expect(detailRow('प्रकाशन तिथि')).toHaveTextContent('12 मई 2019');
    expect(detailRow('टैग')).toHaveTextContent('Drama');
  });

  it("shows an upcoming book's date in Hindi", async () => {
    hindiBook({ AvailableOn: '2999-03-05' });
    renderWithProviders(<ProductPage />, route('1'));
    expect(await screen.findByText('5 मार्च 2999 से उपलब्ध')).toBeInTheDocument();
  });
});
