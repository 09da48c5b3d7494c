import { screen, within } from '@testing-library/react';
import { apiPaths } from '../../../../shared/api-paths';
import { messages, homeTitles } from '../../../../shared/messages';
import { discountedPaiseOf, formatRupees, rupeesToPaise } from '../../../../shared/money';
import { renderWithProviders } from '../../../testing/render';
import { layOutTrack } from '../../../testing/scrollTrack';
import { server } from '../../../testing/server';
import * as fixtures from '../../../testing/fixtures';
import { HomePage } from './HomePage';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('HomePage', () => {
  it('shows loading states first, then every section with its data', async () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('status', { name: 'Loading banners' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: `Loading ${homeTitles.bestSellers}` })).toBeInTheDocument();

    // Banner carousel
    expect(await screen.findByRole('heading', { name: fixtures.banners[0]!.Heading })).toBeInTheDocument();
    expect(screen.getByText(fixtures.banners[0]!.SubTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the deal' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'See other promos' })).toHaveAttribute('href', '/shop');

    // Best sellers: full title, genre, both prices, link to the product
    const best = section(homeTitles.bestSellers);
    const river = fixtures.bestSellers[0]!;
    expect(await within(best).findByText(river.Title)).toBeInTheDocument();
    expect(within(best).getByText(river.Gener)).toBeInTheDocument();
    expect(within(best).getByText(formatRupees(discountedPaiseOf(river)))).toBeInTheDocument();
    expect(
      within(best)
        .getByText(formatRupees(rupeesToPaise(river.Price)))
        .closest('del'),
    ).not.toBeNull();
    expect(within(best).getByRole('link', { name: new RegExp(river.Title) })).toHaveAttribute('href', '/product/1');

    // Trending and upcoming covers open their product pages
    const trending = section(homeTitles.trending);
    expect(await within(trending).findAllByRole('img')).toHaveLength(2);
    expect(within(trending).getAllByRole('link')[0]).toHaveAttribute('href', '/product/3');
    expect(within(section(homeTitles.upcoming)).getAllByRole('link')[0]).toHaveAttribute('href', '/product/5');

    // Originals: title truncated to 20 characters plus '...'
    const originals = section(homeTitles.originals);
    expect(await within(originals).findByText('The Extraordinary Vo...')).toBeInTheDocument();
    expect(within(originals).getByText('Short Tale')).toBeInTheDocument();
    expect(within(originals).getByText('₹254.58')).toBeInTheDocument();

    // Stats with a plus sign
    expect(await screen.findByText('12,500+')).toBeInTheDocument();
    expect(screen.getByText('840+')).toBeInTheDocument();
    expect(screen.getByText('96+')).toBeInTheDocument();
    expect(screen.getByText(homeTitles.stats.customers)).toBeInTheDocument();

    // New arrivals: discount tag, truncated title, the readers' average rating
    const arrivals = section(homeTitles.newArrivals);
    expect(await within(arrivals).findByText('A Thousand Lanterns ...')).toBeInTheDocument();
    expect(within(arrivals).getByText('25% off')).toBeInTheDocument();
    expect(within(arrivals).getByText('4.3')).toBeInTheDocument();
    expect(within(arrivals).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(within(arrivals).getByRole('link', { name: /A Thousand Lanterns Over Varanasi/ })).toHaveAttribute(
      'href',
      '/product/8',
    );

    // Newsletter box (its behaviour: NewsletterBox.test.tsx)
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('shows 0+ when there is no stats entry and treats null lists as empty', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get(apiPaths.getStats, () => HttpResponse.json({ Stats: [] }, { status: 202 })),
      http.get(apiPaths.getSpecialOffers, () => HttpResponse.json({ SpecialOffers: null }, { status: 202 })),
    );
    renderWithProviders(<HomePage />);
    expect(await screen.findAllByText('0+')).toHaveLength(3);
    expect(await within(section(homeTitles.originals)).findByText('No books here yet.')).toBeInTheDocument();
  });

  it('shows no stars at all on a new arrival nobody has rated yet', async () => {
    const { http, HttpResponse } = await import('msw');
    const unrated = { ...fixtures.newArrivals[0]!, AverageRating: null, RatingCount: 0 };
    server.use(
      http.get(apiPaths.getNewArrivalBooks, () =>
        HttpResponse.json({ NewArrivalBooksList: [unrated] }, { status: 202 }),
      ),
    );
    renderWithProviders(<HomePage />);
    const arrivals = section(homeTitles.newArrivals);
    expect(await within(arrivals).findByText('A Thousand Lanterns ...')).toBeInTheDocument();
    expect(within(arrivals).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('shows the generic error with Retry in place of a list whose endpoint fails; Retry loads it', async () => {
    let fail = true;
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get(apiPaths.getBestSellers, () =>
        fail
          ? HttpResponse.json({ Message: messages.genericError }, { status: 500 })
          : HttpResponse.json({ BestSellersList: fixtures.bestSellers }, { status: 202 }),
      ),
    );
    const { user } = renderWithProviders(<HomePage />);
    const best = section(homeTitles.bestSellers);
    expect(await within(best).findByText(messages.genericError)).toBeInTheDocument();
    expect(screen.getAllByText(messages.genericError)).toHaveLength(1);
    expect(screen.queryByText(messages.storeOutage)).not.toBeInTheDocument();
    // the other sections still load
    expect(await within(section(homeTitles.newArrivals)).findByText('A Thousand Lanterns ...')).toBeInTheDocument();
    fail = false;
    await user.click(within(best).getByRole('button', { name: 'Retry' }));
    expect(await within(best).findByText(fixtures.bestSellers[0]!.Title)).toBeInTheDocument();
    expect(screen.queryByText(messages.genericError)).not.toBeInTheDocument();
  });

  it('with several lists failing (the API is down) shows one message and one Retry, not a box per list', async () => {
    let down = true;
    const { http, passthrough } = await import('msw');
    server.use(http.get('/api/*', () => (down ? Response.error() : passthrough())));
    const { user } = renderWithProviders(<HomePage />);
    expect(await screen.findByText(messages.storeOutage)).toBeInTheDocument();
    expect(screen.queryByText(messages.genericError)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    down = false;
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await within(section(homeTitles.bestSellers)).findByText(fixtures.bestSellers[0]!.Title),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: fixtures.banners[0]!.Heading })).toBeInTheDocument();
    expect(screen.queryByText(messages.storeOutage)).not.toBeInTheDocument();
  });

  it('treats a non-202 success status as an error', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get(apiPaths.getBestSellers, () =>
        HttpResponse.json({ BestSellersList: fixtures.bestSellers }, { status: 200 }),
      ),
    );
    renderWithProviders(<HomePage />);
    expect(await within(section(homeTitles.bestSellers)).findByText(messages.genericError)).toBeInTheDocument();
  });

  it('moves the banner carousel with its buttons and the arrow keys', async () => {
    const { user } = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: fixtures.banners[0]!.Heading })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(screen.getByRole('heading', { name: fixtures.banners[1]!.Heading })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { name: fixtures.banners[0]!.Heading })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(screen.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');
  });

  // The spec's steps: 200 px for trending and upcoming, 500 for originals and new arrivals.
  it.each([
    [homeTitles.trending, 200],
    [homeTitles.upcoming, 200],
    [homeTitles.originals, 500],
    [homeTitles.newArrivals, 500],
  ])('scrolls %s by %i px per arrow press', async (title, step) => {
    const { user } = renderWithProviders(<HomePage />);
    const row = section(title);
    const scrollBy = layOutTrack(await within(row).findByTestId('scroller-track'));
    await user.click(within(row).getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: step, behavior: 'smooth' });
  });
});
