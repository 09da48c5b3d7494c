/** Ratings and reviews (decision 042): owners only, one per book, running sums, hiding, paging, plain text. */
import { apiPaths, reviewApiPaths } from '../../../shared/api-paths';
import type { AllBooksResponse, BookDetail } from '../../../shared/contract/catalog.contract';
import {
  REVIEW_PAGE_SIZE,
  REVIEW_TEXT_MAX_LENGTH,
  type ReviewChangeResponse,
  type ReviewsResponse,
  type SaveReviewRequest,
  type SaveReviewResponse,
} from '../../../shared/contract/reviews.contract';
import { reviewTexts } from '../../../shared/review-texts';
import { bearer, login, post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buyBooks } from '../../testing/shopping';

const admin = { adminEmail: 'reviews-admin@example.com', adminPassword: 'admin-pass-1' };

let t: TestApp;
let adminHeaders: Record<string, string>;
/** Owns books 3 and 5. */
let owner: LoggedInUser;
/** Owns book 3. */
let secondOwner: LoggedInUser;
let stranger: LoggedInUser;
beforeAll(async () => {
  t = await createTestApp({ admin });
  adminHeaders = bearer((await login(t.app, admin.adminEmail, admin.adminPassword)).json<{ Token: string }>().Token);
  [owner, secondOwner, stranger] = [
    await registerAndLogin(t.app, { firstName: 'Priya', lastName: 'Sharma' }),
    await registerAndLogin(t.app),
    await registerAndLogin(t.app),
  ];
  await buyBooks(t.app, owner, '3', '5');
  await buyBooks(t.app, secondOwner, '3');
});
afterAll(async () => {
  await t.close();
});

const save = (user: LoggedInUser, body: Partial<SaveReviewRequest> & Record<string, unknown>) =>
  post(t.app, reviewApiPaths.saveReview, { Title: 'A title', Text: '', ...body }, { headers: user.headers });
const remove = (user: LoggedInUser, bookId: string) =>
  post(t.app, reviewApiPaths.deleteReview, { BookId: bookId }, { headers: user.headers });
const hide = (reviewId: string, headers = adminHeaders) =>
  post(t.app, reviewApiPaths.hideReview, { ReviewId: reviewId, Reason: 'Spoils the ending' }, { headers });
const reviews = async (bookId: string, user?: LoggedInUser, page = 1) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${reviewApiPaths.getReviews}?BookId=${bookId}&Page=${page}`,
    headers: user?.headers ?? {},
  });
  expect(response.statusCode).toBe(202);
  return response.json<ReviewsResponse>();
};
const bookRating = async (bookId: string) => {
  const book = (await t.app.inject({ method: 'GET', url: `${apiPaths.getBookById}?Id=${bookId}` })).json<BookDetail>();
  return { AverageRating: book.AverageRating, RatingCount: book.RatingCount };
};
const shopRating = async (bookId: string) => {
  const shop = (
    await t.app.inject({ method: 'GET', url: `${apiPaths.getAllBooks}?PageSize=100` })
  ).json<AllBooksResponse>();
  const book = shop.BooksList.find((item) => item.Id === bookId);
  expect(book).toBeDefined();
  return { AverageRating: book!.AverageRating, RatingCount: book!.RatingCount };
};

describe('who may review', () => {
  test('a visitor is 401 and a shopper who does not own the book 403; nothing is written', async () => {
    expect((await post(t.app, reviewApiPaths.saveReview, { BookId: '3', Rating: 5, Title: 'x' })).statusCode).toBe(401);
    const refused = await save(stranger, { BookId: '3', Rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: reviewTexts.notOwner });
    expect((await reviews('3', stranger)).CanReview).toBe(false);
    expect(await t.db.selectFrom('reviews').select('id').where('book_id', '=', 3).execute()).toEqual([]);
  });

  test('a buyer whose book was refunded is 403', async () => {
    const buyer = await registerAndLogin(t.app);
    await buyBooks(t.app, buyer, '7');
    const { order_id: orderId } = await t.db
      .selectFrom('user_books')
      .select('order_id')
      .where('user_id', '=', Number(buyer.session.UserId))
      .where('book_id', '=', 7)
      .executeTakeFirstOrThrow();
    expect((await reviews('7', buyer)).CanReview).toBe(true);
    const refunded = await post(
      t.app,
      apiPaths.refundOrder,
      { OrderId: orderId, BookIds: [7] },
      { headers: adminHeaders },
    );
    expect(refunded.statusCode).toBe(202);
    expect((await save(buyer, { BookId: '7', Rating: 4 })).statusCode).toBe(403);
    expect((await reviews('7', buyer)).CanReview).toBe(false);
  });

  test('an unknown or hidden book is 404; a rating outside 1-5, a missing title or a text too long is 400', async () => {
    expect((await save(owner, { BookId: '99999', Rating: 4 })).statusCode).toBe(404);
    expect((await save(owner, { BookId: 'abc', Rating: 4 })).statusCode).toBe(404);
    for (const rating of [0, 6, 4.5]) expect((await save(owner, { BookId: '3', Rating: rating })).statusCode).toBe(400);
    expect((await save(owner, { BookId: '3', Rating: 4, Title: '   ' })).statusCode).toBe(400);
    expect((await save(owner, { BookId: '3', Rating: 4, Title: 'x'.repeat(121) })).statusCode).toBe(400);
    const tooLong = await save(owner, { BookId: '3', Rating: 4, Text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ Message: expect.any(String) });
    // Exactly the limit is fine (and is deleted again below).
    expect((await save(owner, { BookId: '5', Rating: 4, Text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH) })).statusCode).toBe(
      202,
    );
    expect((await remove(owner, '5')).statusCode).toBe(202);
    expect((await t.app.inject({ method: 'GET', url: `${reviewApiPaths.getReviews}?BookId=99999` })).statusCode).toBe(
      404,
    );
  });
});

describe('one review per reader and book, with running sums', () => {
  test('save, edit, a second reader, delete: the average and count follow on getBookById and getAllBooks', async () => {
    expect(await bookRating('3')).toEqual({ AverageRating: null, RatingCount: 0 });
    expect(await shopRating('3')).toEqual({ AverageRating: null, RatingCount: 0 });

    const first = await save(owner, { BookId: '3', Rating: 4, Title: '  Moving  ', Text: 'Loved the river.' });
    expect(first.statusCode).toBe(202);
    expect(first.json<SaveReviewResponse>()).toMatchObject({
      Message: reviewTexts.saved,
      AverageRating: 4,
      RatingCount: 1,
      Review: { BookId: '3', Rating: 4, Title: 'Moving', Text: 'Loved the river.', ReviewerName: 'Priya S.' },
    });
    expect(await bookRating('3')).toEqual({ AverageRating: 4, RatingCount: 1 });

    // A second save edits the same review: still one, and the sums move by the difference.
    t.clock.advance(60_000);
    const edited = await save(owner, { BookId: '3', Rating: 2, Title: 'Second thoughts', Text: 'Slow.' });
    expect(edited.statusCode).toBe(202);
    expect(await t.db.selectFrom('reviews').select('id').where('book_id', '=', 3).execute()).toHaveLength(1);
    expect(await bookRating('3')).toEqual({ AverageRating: 2, RatingCount: 1 });

    await save(secondOwner, { BookId: '3', Rating: 5, Title: 'Wonderful' });
    expect(await bookRating('3')).toEqual({ AverageRating: 3.5, RatingCount: 2 });
    expect(await shopRating('3')).toEqual({ AverageRating: 3.5, RatingCount: 2 });

    const list = await reviews('3', owner);
    expect(list.Reviews.map((review) => review.Title)).toEqual(['Wonderful', 'Second thoughts']);
    expect(list).toMatchObject({ AverageRating: 3.5, RatingCount: 2, Total: 2, CanReview: true });
    expect(list.Mine).toMatchObject({ Title: 'Second thoughts', Rating: 2, HiddenReason: null });
    expect((await reviews('3')).Mine).toBeNull();

    const deleted = await remove(owner, '3');
    expect(deleted.statusCode).toBe(202);
    expect(deleted.json<ReviewChangeResponse>()).toEqual({
      Message: reviewTexts.deleted,
      AverageRating: 5,
      RatingCount: 1,
    });
    expect(await bookRating('3')).toEqual({ AverageRating: 5, RatingCount: 1 });
    expect((await remove(owner, '3')).statusCode).toBe(404);
    expect((await reviews('3', owner)).Mine).toBeNull();
  });

  test('the average is rounded to one decimal', async () => {
    await save(owner, { BookId: '3', Rating: 4 });
    const third = await registerAndLogin(t.app);
    await buyBooks(t.app, third, '3');
    await save(third, { BookId: '3', Rating: 4 });
    // 5 + 4 + 4 = 13 over 3: 4.333...
    expect(await bookRating('3')).toEqual({ AverageRating: 4.3, RatingCount: 3 });
    await remove(third, '3');
    await remove(owner, '3');
  });
});

describe('hiding', () => {
  test('an admin hides a review with a reason: not listed, not counted; its writer sees why', async () => {
    const saved = (
      await save(owner, { BookId: '5', Rating: 1, Title: 'Spoiler: the butler' })
    ).json<SaveReviewResponse>();
    expect(await bookRating('5')).toEqual({ AverageRating: 1, RatingCount: 1 });

    expect((await hide(saved.Review.Id, owner.headers)).statusCode).toBe(403);
    const hidden = await hide(saved.Review.Id);
    expect(hidden.statusCode).toBe(202);
    expect(hidden.json<ReviewChangeResponse>()).toEqual({
      Message: reviewTexts.hidden,
      AverageRating: null,
      RatingCount: 0,
    });
    expect((await hide(saved.Review.Id)).statusCode).toBe(409);
    expect((await hide('99999')).statusCode).toBe(404);

    expect(await bookRating('5')).toEqual({ AverageRating: null, RatingCount: 0 });
    expect(await shopRating('5')).toEqual({ AverageRating: null, RatingCount: 0 });
    const forVisitor = await reviews('5');
    expect(forVisitor.Reviews).toEqual([]);
    expect((await reviews('5', owner)).Mine).toMatchObject({ HiddenReason: 'Spoils the ending' });

    // Editing a hidden review keeps it hidden and uncounted; deleting it changes no sums.
    await save(owner, { BookId: '5', Rating: 5, Title: 'Edited' });
    expect(await bookRating('5')).toEqual({ AverageRating: null, RatingCount: 0 });
    expect((await reviews('5')).Reviews).toEqual([]);
    expect((await remove(owner, '5')).json<ReviewChangeResponse>()).toMatchObject({ RatingCount: 0 });
    expect(await bookRating('5')).toEqual({ AverageRating: null, RatingCount: 0 });
  });
});

describe('plain text and paging', () => {
  test('markup is stored and answered verbatim, as text', async () => {
    const text = '<script>alert("x")</script> & <b>bold</b>';
    const saved = await save(owner, { BookId: '3', Rating: 3, Title: '<img src=x onerror=alert(1)>', Text: text });
    expect(saved.statusCode).toBe(202);
    const row = await t.db
      .selectFrom('reviews')
      .select(['title', 'text'])
      .where('user_id', '=', Number(owner.session.UserId))
      .where('book_id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: '<img src=x onerror=alert(1)>', text });
    expect((await reviews('3')).Reviews.find((review) => review.Text === text)).toBeDefined();
    await remove(owner, '3');
  });

  test('reviews come newest first, REVIEW_PAGE_SIZE a page', async () => {
    const readers: LoggedInUser[] = [];
    for (let i = 0; i < REVIEW_PAGE_SIZE + 2; i += 1) readers.push(await registerAndLogin(t.app));
    for (const reader of readers) {
      await buyBooks(t.app, reader, '8');
      t.clock.advance(1000);
      expect((await save(reader, { BookId: '8', Rating: 5, Title: `By ${reader.input.email}` })).statusCode).toBe(202);
    }
    const first = await reviews('8');
    expect(first).toMatchObject({ Total: REVIEW_PAGE_SIZE + 2, Page: 1, PageSize: REVIEW_PAGE_SIZE, RatingCount: 12 });
    expect(first.Reviews).toHaveLength(REVIEW_PAGE_SIZE);
    expect(first.Reviews[0]!.Title).toBe(`By ${readers.at(-1)!.input.email}`);
    const second = await reviews('8', undefined, 2);
    expect(second.Reviews.map((review) => review.Title)).toEqual(
      readers
        .slice(0, 2)
        .reverse()
        .map((reader) => `By ${reader.input.email}`),
    );
    expect((await reviews('8', undefined, 3)).Reviews).toEqual([]);
  });

  test("deleting a reader's account takes their reviews out of the sums", async () => {
    const leaving = await registerAndLogin(t.app);
    await buyBooks(t.app, leaving, '3');
    await save(leaving, { BookId: '3', Rating: 1 });
    const before = await bookRating('3');
    const deleted = await post(
      t.app,
      apiPaths.deleteAccount,
      { Email: leaving.input.email, Password: leaving.input.password },
      { headers: leaving.headers },
    );
    expect(deleted.statusCode).toBe(200);
    expect((await bookRating('3')).RatingCount).toBe(before.RatingCount - 1);
  });
});
