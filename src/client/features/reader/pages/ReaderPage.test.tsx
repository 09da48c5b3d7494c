import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { fakeListsServer, listItem } from '../../../testing/lists';
import { shopBooks } from '../../../testing/fixtures';
import { renderWithProviders, startFakeTimers } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { ReaderLoadError } from '../engines/engine';
import type { OpenDocument, OpenRequest, ReaderDocument } from '../engines/pdf/readerDocument';
import { pdfAccess, readingAccessHandler } from '../reader.handlers';
import { READING_PROGRESS_SAVE_DELAY_MS } from '../readerSettings';
import { ReaderPage } from './ReaderPage';
import { apiMessages } from '../../../../shared/api-messages';

// These books are PDFs (getBookReadingAccess); ReaderPage.epub.test.tsx reads EPUBs.
beforeEach(() => server.use(readingAccessHandler(pdfAccess).handler));

/** A PDF engine stand-in: a document of `numPages` pages whose drawing succeeds at once. */
function fakeEngine({
  numPages = 5,
  failWith,
  renderFails = false,
}: { numPages?: number; failWith?: number; renderFails?: boolean } = {}) {
  const requests: OpenRequest[] = [];
  const rendered: number[] = [];
  const document: ReaderDocument = {
    numPages,
    pageSize: () => Promise.resolve({ width: 400, height: 600 }),
    render: (page) => {
      rendered.push(page);
      return {
        promise: renderFails ? Promise.reject(new Error('broken page')) : Promise.resolve(),
        cancel: () => undefined,
      };
    },
    destroy: () => undefined,
  };
  const open: OpenDocument = (request) => {
    requests.push(request);
    request.onProgress?.(10, 100);
    return {
      promise:
        failWith === undefined ? Promise.resolve(document) : Promise.reject(new ReaderLoadError('refused', failWith)),
      cancel: () => undefined,
    };
  };
  return { open, requests, rendered };
}

/** getReadingProgress answers `lastPage`; every saveReadingProgress body is recorded. */
function progressServer(lastPage: number | null) {
  const saved: unknown[] = [];
  const keepalive: boolean[] = [];
  server.use(
    http.get(apiPaths.getReadingProgress, () => HttpResponse.json({ LastPage: lastPage }, { status: SUCCESS_STATUS })),
    http.post(apiPaths.saveReadingProgress, async ({ request }) => {
      saved.push(await request.json());
      keepalive.push(request.keepalive);
      return HttpResponse.json({ Message: apiMessages.readingProgressSaved }, { status: SUCCESS_STATUS });
    }),
  );
  return { saved, keepalive };
}

const at = (route: string, loggedIn = true, fakeTimers = false) => ({
  route,
  path: '/read/:bookId',
  preloadedState: loggedIn ? loggedInState() : undefined,
  fakeTimers,
});

const status = () => screen.findByText(/^Page \d+ of \d+/);

describe('ReaderPage: who may read', () => {
  it('asks a visitor to log in for the full book, without fetching it', async () => {
    const engine = fakeEngine();
    renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1', false));
    expect(await screen.findByRole('heading', { name: messages.loginToRead })).toBeInTheDocument();
    // Back to this book once logged in.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2Fread%2F1');
    expect(screen.getByRole('link', { name: 'Read preview' })).toHaveAttribute('href', '/read/1?preview=1');
    expect(engine.requests).toEqual([]);
  });

  it('says the book is not in the library (403), and offers to buy it, its page and its preview', async () => {
    progressServer(null);
    const fake = fakeListsServer();
    const engine = fakeEngine({ failWith: 403 });
    const { user } = renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: messages.readerNotInLibrary })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Read preview' })).toHaveAttribute('href', '/read/1?preview=1');
    expect(within(alert).getByRole('link', { name: 'View book' })).toHaveAttribute('href', '/product/1');
    // The same offer as at the end of the preview.
    expect(within(alert).getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
    const add = within(alert).getByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText(messages.addedToCart)).toBeInTheDocument();
    expect(fake.bodiesTo(apiPaths.saveCartlist)).toEqual([{ user_Id: sessionUser.userId, book_Id: '1' }]);
    expect(await within(alert).findByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  it('asks to log in again when the server refuses the session (401)', async () => {
    const engine = fakeEngine({ failWith: 401 });
    renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1?preview=1', false));
    expect(await screen.findByRole('heading', { name: messages.loginToRead })).toBeInTheDocument();
  });

  it('says an unknown book is not found (404)', async () => {
    const engine = fakeEngine({ failWith: 404 });
    renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/999?preview=1', false));
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    expect(screen.getByText(messages.bookNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('offers to try again after any other failure, and opens the book then', async () => {
    const broken = fakeEngine({ failWith: 500 });
    const working = fakeEngine({ numPages: 3 });
    let attempts = 0;
    const open: OpenDocument = (request) => (attempts++ === 0 ? broken.open(request) : working.open(request));
    const { user } = renderWithProviders(<ReaderPage openDocument={open} />, at('/read/1?preview=1', false));
    expect(await screen.findByRole('heading', { name: messages.readerLoadFailed })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await status()).toHaveTextContent('Page 1 of 3');
  });

  it('shows the failure when a page cannot be drawn', async () => {
    const engine = fakeEngine({ renderFails: true });
    renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1?preview=1', false));
    expect(await screen.findByRole('heading', { name: messages.readerLoadFailed })).toBeInTheDocument();
  });
});

describe('ReaderPage: reading', () => {
  it('opens the preview for anyone, without a token and without progress calls', async () => {
    const engine = fakeEngine({ numPages: 3 });
    renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1?preview=1', false));
    expect(await status()).toHaveTextContent('Page 1 of 3 (preview)');
    expect(engine.requests).toEqual([
      expect.objectContaining({ url: `${apiPaths.getBookPreview}?Id=1`, token: undefined }),
    ]);
    expect(engine.rendered).toEqual([1]);
    expect(await screen.findByRole('heading', { level: 1, name: 'The River Remembers' })).toBeInTheDocument();
  });

  it('opens the full book with the token, at the page saved on any device', async () => {
    progressServer(4);
    const engine = fakeEngine({ numPages: 5 });
    renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1'));
    expect(await status()).toHaveTextContent('Page 4 of 5');
    expect(engine.requests).toEqual([
      expect.objectContaining({ url: `${apiPaths.getBookContent}?Id=1`, token: sessionUser.token }),
    ]);
    expect(engine.rendered).toEqual([4]);
  });

  it('turns pages with the buttons and the arrow and page keys, within the book', async () => {
    const engine = fakeEngine({ numPages: 3 });
    const { user } = renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1?preview=1', false));
    expect(await status()).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await status()).toHaveTextContent('Page 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(await status()).toHaveTextContent('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.keyboard('{PageDown}');
    expect(await status()).toHaveTextContent('Page 3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(await status()).toHaveTextContent('Page 2 of 3');
    await user.keyboard('{PageUp}');
    expect(await status()).toHaveTextContent('Page 1 of 3');
    expect(await screen.findByText('of 3')).toBeInTheDocument();
  });

  it('jumps to a typed page on Enter, kept within 1..numPages', async () => {
    const engine = fakeEngine({ numPages: 12 });
    const { user } = renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1?preview=1', false));
    expect(await status()).toHaveTextContent('Page 1 of 12');
    const input = screen.getByRole('textbox', { name: 'Page' });
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(await status()).toHaveTextContent('Page 7 of 12');
    await user.clear(input);
    await user.type(input, '99{Enter}');
    expect(await status()).toHaveTextContent('Page 12 of 12');
    expect(input).toHaveValue('12');
    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(await status()).toHaveTextContent('Page 1 of 12');
    // Letters are not page numbers; leaving the box restores the page shown.
    await user.type(input, 'abc');
    expect(input).toHaveValue('1');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('1');
    // Typing in the box does not turn pages with the arrow keys.
    await user.click(input);
    await user.keyboard('{ArrowRight}');
    expect(await status()).toHaveTextContent('Page 1 of 12');
    expect(engine.rendered).toEqual([1, 7, 12, 1]);
  });
});

describe('ReaderPage: the end of a preview', () => {
  const endOffer = () => screen.findByRole('region', { name: 'End of the preview' });

  /** Opens book 1's 3-page preview and turns to its last page. */
  async function readToTheEnd(loggedIn: boolean) {
    const engine = fakeEngine({ numPages: 3 });
    const rendered = renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1?preview=1', loggedIn));
    expect(await status()).toHaveTextContent('Page 1 of 3 (preview)');
    // Nothing is offered before the end: the preview is for reading.
    expect(screen.queryByRole('region', { name: 'End of the preview' })).not.toBeInTheDocument();
    await rendered.user.click(screen.getByRole('button', { name: 'Next page' }));
    await rendered.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await status()).toHaveTextContent('Page 3 of 3 (preview)');
    return rendered;
  }

  it('offers a shopper who does not own the book Buy now and Add to cart, with its price; Buy now adds it and opens the cart', async () => {
    const fake = fakeListsServer();
    const { user, router } = await readToTheEnd(true);
    const offer = await endOffer();
    expect(await within(offer).findByText('₹399.20')).toBeInTheDocument();
    expect(within(offer).getByText('Buy The River Remembers to read on.')).toBeInTheDocument();
    const buyNow = within(offer).getByRole('button', { name: 'Buy now' });
    await waitFor(() => expect(buyNow).toBeEnabled());
    expect(within(offer).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(within(offer).queryByRole('link', { name: 'Read now' })).not.toBeInTheDocument();

    await user.click(buyNow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(fake.bodiesTo(apiPaths.saveCartlist)).toEqual([{ user_Id: sessionUser.userId, book_Id: '1' }]);
  });

  it('offers an owner Read now, the full book, and nothing to buy', async () => {
    fakeListsServer({ owned: ['1'] });
    await readToTheEnd(true);
    const offer = await endOffer();
    expect(await within(offer).findByRole('link', { name: 'Read now' })).toHaveAttribute('href', '/read/1');
    expect(within(offer).getByText('You own this book: read on in the full book.')).toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('shows View Cart for a book already in the cart, and Buy now goes to the cart without adding it again', async () => {
    const fake = fakeListsServer({ cart: [listItem(shopBooks[0]!)] });
    const { user, router } = await readToTheEnd(true);
    const offer = await endOffer();
    expect(await within(offer).findByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await user.click(within(offer).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(fake.bodiesTo(apiPaths.saveCartlist)).toEqual([]);
  });

  it('gives a visitor the same offer, whose Add to cart offers Log in and comes back to the book to add it', async () => {
    const { user, router } = await readToTheEnd(false);
    const offer = await endOffer();
    expect(within(offer).getByRole('button', { name: 'Buy now' })).toBeEnabled();
    await user.click(within(offer).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(messages.loginToAddToCart)).toBeInTheDocument();
    // The toast's action: the only Log in on the page.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/login?returnTo=%2Fproduct%2F1&addToCart=1',
      ),
    );
  });
});

describe('ReaderPage: saving the page read', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('saves once, the last page, after the reader settles; not on every page turn', async () => {
    startFakeTimers();
    const progress = progressServer(2);
    const engine = fakeEngine({ numPages: 10 });
    const { user } = renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1', true, true));
    expect(await status()).toHaveTextContent('Page 2 of 10');
    // Opening at the saved page saves nothing.
    await act(() => jest.advanceTimersByTimeAsync(READING_PROGRESS_SAVE_DELAY_MS * 2));
    expect(progress.saved).toEqual([]);

    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    await act(() => jest.advanceTimersByTimeAsync(500));
    await user.click(next);
    await act(() => jest.advanceTimersByTimeAsync(500));
    await user.click(next);
    expect(await status()).toHaveTextContent('Page 5 of 10');
    await act(() => jest.advanceTimersByTimeAsync(READING_PROGRESS_SAVE_DELAY_MS - 100));
    expect(progress.saved).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(progress.saved).toEqual([{ book_Id: '1', Page: 5 }]);
    await act(() => jest.advanceTimersByTimeAsync(READING_PROGRESS_SAVE_DELAY_MS * 2));
    expect(progress.saved).toHaveLength(1);

    // Back to a page and forth again within the delay: the saved page is already right.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(next);
    await act(() => jest.advanceTimersByTimeAsync(READING_PROGRESS_SAVE_DELAY_MS * 2));
    expect(progress.saved).toHaveLength(1);
  });

  it('saves a pending page at once with a keepalive request when the page is hidden', async () => {
    const progress = progressServer(null);
    const engine = fakeEngine({ numPages: 10 });
    const { user } = renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1'));
    expect(await status()).toHaveTextContent('Page 1 of 10');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await status()).toHaveTextContent('Page 3 of 10');
    fireEvent(window, new Event('pagehide'));
    await screen.findByText('Page 3 of 10');
    // The save itself reaching the server (msw), sent at once rather than after the delay.
    await waitFor(() => expect(progress.saved).toEqual([{ book_Id: '1', Page: 3 }]));
    expect(progress.keepalive).toEqual([true]);
  });

  it('saves a pending page when the reader is left for another screen', async () => {
    const progress = progressServer(null);
    const engine = fakeEngine({ numPages: 10 });
    const { user, unmount } = renderWithProviders(<ReaderPage openDocument={engine.open} />, at('/read/1'));
    expect(await status()).toHaveTextContent('Page 1 of 10');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await status()).toHaveTextContent('Page 2 of 10');
    unmount();
    await waitFor(() => expect(progress.saved).toEqual([{ book_Id: '1', Page: 2 }]));
  });

  it('never saves the page of a preview', async () => {
    startFakeTimers();
    const progress = progressServer(null);
    const engine = fakeEngine({ numPages: 3 });
    const { user } = renderWithProviders(
      <ReaderPage openDocument={engine.open} />,
      at('/read/1?preview=1', true, true),
    );
    expect(await status()).toHaveTextContent('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await act(() => jest.advanceTimersByTimeAsync(READING_PROGRESS_SAVE_DELAY_MS * 2));
    fireEvent(window, new Event('pagehide'));
    expect(progress.saved).toEqual([]);
  });
});
