import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reviewApiPaths } from '../../../../shared/api-paths';
import type { OwnReview, Review, ReviewsResponse } from '../../../../shared/contract/reviews.contract';
import { reviewTexts } from '../../../../shared/review-texts';
import { noReviews } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { ReviewsSection } from './ReviewsSection';

const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  Id: String(id),
  BookId: '1',
  Rating: 4,
  Title: `Review ${id}`,
  Text: `Text ${id}`,
  ReviewerName: 'Ravi D.',
  CreatedAt: '2025-06-01T10:00:00.000Z',
  UpdatedAt: '2025-06-01T10:00:00.000Z',
  ...overrides,
});

/** A fake getReviews/saveReview/deleteReview/hideReview over a list held here. */
function fakeReviews(start: { reviews: Review[]; mine?: OwnReview | null; canReview?: boolean }) {
  let reviews = [...start.reviews];
  let mine = start.mine ?? null;
  const bodies: Record<string, unknown[]> = { save: [], delete: [], hide: [] };
  const summary = () => {
    const visible = [...reviews, ...(mine && !mine.HiddenReason ? [mine] : [])];
    const sum = visible.reduce((total, item) => total + item.Rating, 0);
    return {
      AverageRating: visible.length ? Math.round((sum * 10) / visible.length) / 10 : null,
      RatingCount: visible.length,
    };
  };
  server.use(
    http.get(reviewApiPaths.getReviews, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('Page') ?? '1');
      const all = [...(mine && !mine.HiddenReason ? [mine] : []), ...reviews];
      const body: ReviewsResponse = {
        ...noReviews('1'),
        ...summary(),
        Reviews: all.slice((page - 1) * 10, page * 10),
        Total: all.length,
        Page: page,
        Mine: mine,
        CanReview: start.canReview ?? false,
      };
      return HttpResponse.json(body, { status: 202 });
    }),
    http.post(reviewApiPaths.saveReview, async ({ request }) => {
      const body = (await request.json()) as { Rating: number; Title: string; Text: string };
      bodies.save!.push(body);
      mine = { ...review(99, body), ReviewerName: 'Asha K.', HiddenReason: null };
      return HttpResponse.json({ Message: reviewTexts.saved, Review: mine, ...summary() }, { status: 202 });
    }),
    http.post(reviewApiPaths.deleteReview, async ({ request }) => {
      bodies.delete!.push(await request.json());
      mine = null;
      return HttpResponse.json({ Message: reviewTexts.deleted, ...summary() }, { status: 202 });
    }),
    http.post(reviewApiPaths.hideReview, async ({ request }) => {
      const body = (await request.json()) as { ReviewId: string };
      bodies.hide!.push(body);
      reviews = reviews.filter((item) => item.Id !== body.ReviewId);
      return HttpResponse.json({ Message: reviewTexts.hidden, ...summary() }, { status: 202 });
    }),
  );
  return bodies;
}

describe('ReviewsSection', () => {
  it('says there are no reviews, shows no stars and no form to a visitor', async () => {
    renderWithProviders(<ReviewsSection bookId="1" />);
    expect(await screen.findByText(reviewTexts.noReviews)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('lists the reviews as a list with headings, the average, and text as text; pages through them', async () => {
    const many = Array.from({ length: 12 }, (_, index) => review(index + 1));
    many[0] = review(1, { Title: 'Markup', Text: '<script>alert(1)</script>', Rating: 2 });
    fakeReviews({ reviews: many });
    const { user } = renderWithProviders(<ReviewsSection bookId="1" />);
    const list = await screen.findByRole('list', { name: reviewTexts.heading });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('heading', { level: 3, name: 'Markup' })).toBeInTheDocument();
    // Shown as the characters typed, never run or parsed.
    expect(within(list).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 3.8 out of 5 by 12 readers' })).toBeInTheDocument();

    expect(screen.getByText(reviewTexts.pageOf(1, 2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: reviewTexts.next }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByRole('heading', { name: 'Review 12' })).toBeInTheDocument();
  });

  it('lets an owner write a review with a labelled rating, counts the characters, then edit and delete it', async () => {
    const bodies = fakeReviews({ reviews: [review(1)], canReview: true });
    const { user } = renderWithProviders(<ReviewsSection bookId="1" />, { preloadedState: loggedInState() });
    const form = await screen.findByRole('form', { name: reviewTexts.writeReview });

    // Nothing chosen: the rating is asked for first.
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Unputdownable');
    await user.click(within(form).getByRole('button', { name: reviewTexts.save }));
    expect(await within(form).findByText(reviewTexts.ratingRequired)).toBeInTheDocument();
    expect(bodies.save).toEqual([]);

    const rating = within(form).getByRole('group', { name: reviewTexts.ratingLabel });
    // A plain click: jsdom lays nothing out, so the pointer's hover over the stars means nothing.
    fireEvent.click(within(rating).getByRole('radio', { name: '5 Stars' }));
    await user.type(within(form).getByRole('textbox', { name: reviewTexts.textLabel }), 'Read it in a night.');
    expect(within(form).getByText('19 / 2000')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: reviewTexts.save }));
    await waitFor(() =>
      expect(bodies.save).toEqual([{ BookId: '1', Rating: 5, Title: 'Unputdownable', Text: 'Read it in a night.' }]),
    );
    const own = await screen.findByRole('form', { name: reviewTexts.yourReview });
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5 by 2 readers' })).toBeInTheDocument();

    // Saving again edits the one review.
    const title = within(own).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Still unputdownable');
    await user.click(within(own).getByRole('button', { name: reviewTexts.save }));
    await waitFor(() => expect(bodies.save!).toHaveLength(2));
    expect(bodies.save![1]).toMatchObject({ Rating: 5, Title: 'Still unputdownable' });

    await user.click(screen.getByRole('button', { name: reviewTexts.delete }));
    await waitFor(() => expect(bodies.delete).toEqual([{ BookId: '1' }]));
    expect(await screen.findByRole('form', { name: reviewTexts.writeReview })).toBeInTheDocument();
  });

  it('tells the writer why an admin hid their review', async () => {
    fakeReviews({ reviews: [], mine: { ...review(5), HiddenReason: 'Spoils the ending' }, canReview: true });
    renderWithProviders(<ReviewsSection bookId="1" />, { preloadedState: loggedInState() });
    expect(await screen.findByText(reviewTexts.hiddenNotice('Spoils the ending'))).toBeInTheDocument();
    expect(screen.getByText(reviewTexts.noReviews)).toBeInTheDocument();
  });

  it('lets an admin hide a review with a reason', async () => {
    const bodies = fakeReviews({ reviews: [review(1), review(2)] });
    const { user } = renderWithProviders(<ReviewsSection bookId="1" />, {
      preloadedState: loggedInState({ userType: 'Admin' }),
    });
    const list = await screen.findByRole('list', { name: reviewTexts.heading });
    await user.click(within(list).getAllByRole('button', { name: reviewTexts.hide })[0]!);
    const dialog = await screen.findByRole('dialog', { name: reviewTexts.hideTitle });
    const confirm = within(dialog).getByRole('button', { name: reviewTexts.hide });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spoils the ending');
    await user.click(confirm);
    await waitFor(() => expect(bodies.hide).toEqual([{ ReviewId: '1', Reason: 'Spoils the ending' }]));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });
});
