/**
 * The admin screens in Hindi (issue 38): Manage Books and the Add Book wizard's first step, and the
 * texts the wizard composes from parts. inHindi() fails a test whose screen asks for a text with no
 * Hindi.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { inHindi } from '../../i18n/test-locale';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { adminBook, adminState, bookFileDetails, catalogListHandlers, inspectBookFileHandler } from './admin.handlers';
import { formText } from './adminTexts';
import { bookFileTexts } from './bookFileTexts';
import { parsePrice } from './bookForm';
import { storeSettingsTexts } from '../../../shared/store-settings-texts';
import { GST_STATES } from '../../../shared/gst';
import { AddBookPage } from './pages/AddBookPage';
import { AdminBooksPage } from './pages/AdminBooksPage';
import { publishingTexts } from './publishing';

describe('the admin screens in Hindi', () => {
  inHindi();

  it('shows Manage Books with its columns, switches and marks in Hindi', async () => {
    const books = [
      adminBook(),
      adminBook({ Id: 'b2', BookName: 'Hidden Draft', IsActive: false, IsApproved: false, Price: 350, Discount: 0 }),
    ];
    server.use(
      http.get(apiPaths.getAdminBooks, () =>
        HttpResponse.json(
          { AdminBooksList: books, Total: books.length, Page: 1, PageSize: 25 },
          { status: SUCCESS_STATUS },
        ),
      ),
    );
    renderWithProviders(<AdminBooksPage />, { preloadedState: adminState() });

    expect(await screen.findByRole('heading', { level: 1, name: 'किताबें प्रबंधित करें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'शीर्षक या लेखक खोजें' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'शीर्षक' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'स्वीकृत' })).toBeInTheDocument();
    const draft = screen.getByRole('cell', { name: /^Hidden Draft/ }).closest('tr')!;
    // The book's title stays as written; the mark and the switch's name are Hindi.
    expect(within(draft).getByText('शॉप में छिपी')).toBeInTheDocument();
    expect(within(draft).getByRole('switch', { name: 'सक्रिय: Hidden Draft' })).not.toBeChecked();
    expect(within(draft).getByRole('button', { name: 'Hidden Draft बदलें' })).toHaveTextContent('बदलें');
    expect(screen.getByText('2 में से 1–2')).toBeInTheDocument();
  });

  it("starts the Add Book wizard in Hindi, with the language field's examples and the name of a code", async () => {
    server.use(...catalogListHandlers(), inspectBookFileHandler(bookFileDetails()));
    const { user } = renderWithProviders(<AddBookPage />, { route: '/addbook', preloadedState: adminState() });

    expect(screen.getByRole('heading', { level: 1, name: 'किताब जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'किताब की जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'चरण 1' })).toBeInTheDocument();
    const start = screen.getByRole('region', { name: 'किताब की फ़ाइल (EPUB या PDF) से शुरू करें' });
    expect(within(start).getByText('फ़ाइल चुनें')).toBeInTheDocument();
    expect(within(start).getByText('कोई फ़ाइल नहीं चुनी गई')).toBeInTheDocument();
    expect(screen.getByLabelText(/^किताब का नाम/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeInTheDocument();

    // A free-text code, explained by examples until it is one, then named in Hindi.
    expect(screen.getByText('भाषा का कोड, जैसे hi (हिन्दी), en (अंग्रेज़ी) या en-IN')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'भाषा' }), 'hi');
    expect(await screen.findByText('हिन्दी')).toBeInTheDocument();
  });

  it('says what a book file filled, and why a book stays hidden, in Hindi lists', () => {
    expect(bookFileTexts.filled(['BookName', 'BookDescription', 'Isbn'], true)).toBe(
      'किताब से भरा गया: शीर्षक, विवरण, ISBN और कवर।',
    );
    expect(publishingTexts.willBeHidden(['सक्रिय', 'स्वीकृत'])).toMatch(
      /^खरीदार यह किताब नहीं देख पाएँगे: सक्रिय और स्वीकृत बंद हैं।/,
    );
    expect(publishingTexts.willBeHidden(['स्वीकृत'])).toMatch(/: स्वीकृत बंद है।/);
  });

  it("says the forms' own rules, and the rules with values, in Hindi", () => {
    const price = parsePrice('12abc');
    expect(price.ok ? undefined : formText(price.message)).toBe('संख्या होनी चाहिए।');
    expect(formText('Must be at most 64 characters.')).toBe('ज़्यादा से ज़्यादा 64 अक्षर होने चाहिए।');
    const karnataka = GST_STATES.find((state) => state.name === 'Karnataka')!;
    expect(formText(storeSettingsTexts.gstinStateMismatch(karnataka, 'Kerala'))).toBe(
      'यह GSTIN Karnataka (राज्य कोड 29) में रजिस्टर्ड है, Kerala में नहीं: Karnataka चुनें या GSTIN जाँचें।',
    );
  });
});
