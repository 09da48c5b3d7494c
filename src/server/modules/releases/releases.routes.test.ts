/**
 * Release dates that hold (decision 046), on both databases: an upcoming book (available_on after
 * today in India) is refused in the cart, at checkout and when an order awaiting payment is paid
 * again, and becomes buyable at 00:00 IST; its full text is refused to shoppers (even a buyer) and
 * not to admins, its sample stays readable; Notify me is idempotent; and the release job, run by
 * two servers on one database (two job runners, each with its own service, as two processes have),
 * queues exactly one mail per wish, to the account's current address, and none before the day.
 */
import { apiPaths, releaseApiPaths } from '../../../shared/api-paths';
import type { BookDetail } from '../../../shared/contract/catalog.contract';
import type { NotifyOnReleaseResponse } from '../../../shared/contract/releases.contract';
import { IST_OFFSET_MS } from '../../../shared/financial-year';
import { istDateOf } from '../../../shared/release-dates';
import { releaseTexts } from '../../../shared/release-texts';
import { addDays } from '../../clock';
import { BackgroundJobs } from '../../jobs/background-jobs';
import { post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { addToCart, buyBooks, checkout, checkoutBody, requestCheckout } from '../../testing/shopping';
import { RELEASE_JOB_INTERVAL_MS, ReleasesService } from './releases.service';

jest.setTimeout(60_000);

let a: AdminTestApp;
let t: TestApp;
beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const istToday = () => istDateOf(t.clock.now());
const titleOf = async (bookId: string) =>
  (await t.db.selectFrom('books').select('name').where('id', '=', Number(bookId)).executeTakeFirstOrThrow()).name;
const setAvailableOn = (bookId: string, date: string | null) =>
  t.db.updateTable('books').set({ available_on: date }).where('id', '=', Number(bookId)).execute();
const notify = (user: LoggedInUser | undefined, bookId: string) =>
  post(t.app, releaseApiPaths.notifyOnRelease, { BookId: bookId }, { headers: user?.headers ?? {} });
const ids = (user: LoggedInUser, bookId: string) => ({ user_Id: user.session.UserId, book_Id: bookId });

/** Moves the fake clock to `minutesBefore` minutes before the next 00:00 in India. */
function advanceToBeforeIstMidnight(minutesBefore: number): void {
  const midnight = Date.parse(`${addDays(istToday(), 1)}T00:00:00.000Z`) - IST_OFFSET_MS;
  t.clock.advance(midnight - minutesBefore * 60_000 - t.clock.now().getTime());
}

describe('the admin sets the date', () => {
  test('updateBook sets and clears AvailableOn; its answer and getBookById show it', async () => {
    const date = addDays(istToday(), 10);
    const update = (AvailableOn: string | null) =>
      post(t.app, apiPaths.updateBook, { Id: '12', AvailableOn }, { headers: a.adminHeaders });
    const changed = await update(date);
    expect(changed.statusCode).toBe(202);
    expect(changed.json<{ Book: { AvailableOn: string | null } }>().Book.AvailableOn).toBe(date);
    expect((await get(`${apiPaths.getBookById}?Id=12`)).json<BookDetail>().AvailableOn).toBe(date);
    expect((await update('2026-02-30')).statusCode).toBe(400);
    expect((await update(null)).statusCode).toBe(202);
    expect((await get(`${apiPaths.getBookById}?Id=12`)).json<BookDetail>().AvailableOn).toBeNull();
  });
});

describe('buying an upcoming book', () => {
  test('the cart refuses it with 409 and the date; the wishlist takes it', async () => {
    const user = await registerAndLogin(t.app);
    const date = addDays(istToday(), 3);
    await setAvailableOn('14', date);
    try {
      const added = await post(t.app, apiPaths.saveCartlist, ids(user, '14'), { headers: user.headers });
      expect(added.statusCode).toBe(409);
      expect(added.json()).toEqual({ Message: releaseTexts.notOutYet(await titleOf('14'), date) });
      expect(added.json<{ Message: string }>().Message).toMatch(
        / is not out yet: it can be bought from \d+ \w+ \d{4}\.$/,
      );
      const wished = await post(t.app, apiPaths.saveWishlist, ids(user, '14'), { headers: user.headers });
      expect(wished.statusCode).toBe(202);
    } finally {
      await setAvailableOn('14', null);
    }
  });

  test('an order awaiting payment whose book became upcoming is refused when paid again', async () => {
    const user = await registerAndLogin(t.app);
    await addToCart(t.app, user, '15');
    const { order_number } = await checkout(t.app, user);
    const date = addDays(istToday(), 2);
    await setAvailableOn('15', date);
    try {
      const resumed = await post(
        t.app,
        apiPaths.resumeOrderPayment,
        { OrderId: order_number },
        { headers: user.headers },
      );
      expect(resumed.statusCode).toBe(409);
      expect(resumed.json()).toEqual({ Message: releaseTexts.notOutYet(await titleOf('15'), date) });
    } finally {
      await setAvailableOn('15', null);
    }
  });

  // Last in this block: it moves the clock to the next day.
  test('checkout refuses it with 409 until 00:00 IST of its day: at 23:59 IST refused, at 00:00 accepted', async () => {
    const user = await registerAndLogin(t.app);
    await addToCart(t.app, user, '16');
    const body = await checkoutBody(t.app, user);
    const tomorrow = addDays(istToday(), 1);
    await setAvailableOn('16', tomorrow);
    try {
      const refused = await requestCheckout(t.app, user, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ Message: releaseTexts.notOutYet(await titleOf('16'), tomorrow) });

      advanceToBeforeIstMidnight(1);
      expect(t.clock.now().toISOString()).toMatch(/T18:29:00\.000Z$/);
      expect((await requestCheckout(t.app, user, body)).statusCode).toBe(409);

      t.clock.advance(60_000);
      expect(istToday()).toBe(tomorrow);
      expect((await requestCheckout(t.app, user, body)).statusCode).toBe(202);
    } finally {
      await setAvailableOn('16', null);
    }
  });
});

describe('reading an upcoming book', () => {
  test('its full text is refused to shoppers, even its buyer, and not to admins; its sample is anyone’s', async () => {
    const buyer = await registerAndLogin(t.app);
    // Bought before an admin moved its date into the future.
    await buyBooks(t.app, buyer, '5');
    const date = addDays(istToday(), 5);
    await setAvailableOn('5', date);
    try {
      const message = { Message: releaseTexts.notReadableYet(await titleOf('5'), date) };
      const content = await get(`${apiPaths.getBookContent}?Id=5`, buyer.headers);
      expect(content.statusCode).toBe(403);
      expect(content.json()).toEqual(message);
      const access = await get(`${apiPaths.getBookReadingAccess}?Id=5&Preview=false`, buyer.headers);
      expect(access.statusCode).toBe(403);
      expect(access.json()).toEqual(message);
      expect((await get(`${apiPaths.downloadBook}?BookId=5`, buyer.headers)).statusCode).toBe(403);

      expect((await get(`${apiPaths.getBookPreview}?Id=5`)).statusCode).toBe(200);
      expect((await get(`${apiPaths.getBookReadingAccess}?Id=5&Preview=true`)).statusCode).toBe(202);

      expect((await get(`${apiPaths.getBookContent}?Id=5`, a.adminHeaders)).statusCode).toBe(200);
      expect((await get(`${apiPaths.getBookReadingAccess}?Id=5&Preview=false`, a.adminHeaders)).statusCode).toBe(202);
    } finally {
      await setAvailableOn('5', null);
    }
    expect((await get(`${apiPaths.getBookContent}?Id=5`, buyer.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/notifyOnRelease', () => {
  test('records the wish once however often asked; 409 for a book already out, 404 unknown, 401 signed out', async () => {
    const user = await registerAndLogin(t.app);
    const date = addDays(istToday(), 4);
    await setAvailableOn('17', date);
    try {
      for (let ask = 0; ask < 2; ask++) {
        const asked = await notify(user, '17');
        expect(asked.statusCode).toBe(202);
        expect(asked.json<NotifyOnReleaseResponse>()).toEqual({
          Message: releaseTexts.willEmail(date),
          AvailableOn: date,
        });
      }
      const rows = await t.db
        .selectFrom('release_notifications')
        .selectAll()
        .where('user_id', '=', Number(user.session.UserId))
        .execute();
      expect(rows).toEqual([expect.objectContaining({ book_id: 17, notified_at: null })]);

      const out = await notify(user, '18');
      expect(out.statusCode).toBe(409);
      expect(out.json()).toEqual({ Message: releaseTexts.alreadyOut });
      expect((await notify(user, '999999')).statusCode).toBe(404);
      expect((await notify(user, 'x')).statusCode).toBe(404);
      expect((await notify(undefined, '17')).statusCode).toBe(401);
    } finally {
      await t.db.deleteFrom('release_notifications').execute();
      await setAvailableOn('17', null);
    }
  });
});

describe('the release job', () => {
  /** Each server registers the job with a service of its own, as buildApp does. */
  function twoServers() {
    const services = [0, 1].map(
      () => new ReleasesService({ uow: t.app.uow, clock: t.clock, link: (uiPath) => `${t.config.publicUrl}${uiPath}` }),
    );
    const runners = services.map((service) => {
      const runner = new BackgroundJobs(t.app.uow, t.clock, t.app.log);
      runner.add({
        name: 'release-notifications',
        intervalMs: RELEASE_JOB_INTERVAL_MS,
        run: async () => {
          await service.mailDue();
        },
      });
      return runner;
    });
    return {
      services,
      runDueOnBoth: async () => (await Promise.all(runners.map((runner) => runner.runDue()))).flat(),
    };
  }

  const releaseMails = async (title: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'text_body'])
      .where('subject', '=', releaseTexts.mailSubject(title))
      .orderBy('to_address')
      .execute();

  test('on the day, two servers queue exactly one mail per wish, to the current address; none before', async () => {
    const releaseDay = addDays(istToday(), 2);
    await setAvailableOn('19', releaseDay);
    await setAvailableOn('20', addDays(releaseDay, 1));
    const title = await titleOf('19');
    const shoppers = await Promise.all([0, 1, 2].map(() => registerAndLogin(t.app)));
    for (const shopper of shoppers) expect((await notify(shopper, '19')).statusCode).toBe(202);
    expect((await notify(shoppers[0], '20')).statusCode).toBe(202);
    // The first shopper's address changes after asking: the mail goes to the address of the day.
    const newAddress = `moved-${Date.now()}@example.com`;
    await t.db
      .updateTable('users')
      .set({ email: newAddress, email_normalized: newAddress })
      .where('id', '=', Number(shoppers[0]!.session.UserId))
      .execute();
    const { services, runDueOnBoth } = twoServers();

    // The day before, up to 23:59 IST: nothing is mailed.
    t.clock.advance(24 * 60 * 60 * 1000);
    advanceToBeforeIstMidnight(1);
    expect(await runDueOnBoth()).toEqual(['release-notifications']);
    expect(await releaseMails(title)).toEqual([]);

    // 00:00 IST of the day: both servers poll; the job runs once, each wish mailed once.
    t.clock.advance(RELEASE_JOB_INTERVAL_MS);
    expect(istToday()).toBe(releaseDay);
    expect(await runDueOnBoth()).toEqual(['release-notifications']);
    const expected = [newAddress, shoppers[1]!.input.email, shoppers[2]!.input.email].sort();
    const mails = await releaseMails(title);
    expect(mails.map((mail) => mail.to_address)).toEqual(expected);
    expect(mails[0]!.text_body).toContain(`${t.config.publicUrl}/product/19`);

    // Later runs, and both services running at the same moment past the lease, mail nobody again.
    t.clock.advance(RELEASE_JOB_INTERVAL_MS);
    expect(await runDueOnBoth()).toEqual(['release-notifications']);
    expect(await Promise.all(services.map((service) => service.mailDue()))).toEqual([0, 0]);
    expect((await releaseMails(title)).map((mail) => mail.to_address)).toEqual(expected);
    // The other book's day has not come yet.
    expect(await releaseMails(await titleOf('20'))).toEqual([]);
    const waiting = await t.db
      .selectFrom('release_notifications')
      .select('book_id')
      .where('notified_at', 'is', null)
      .execute();
    expect(waiting).toEqual([{ book_id: 20 }]);
  });

  test('two services racing over the same wishes queue each mail once', async () => {
    await t.db.deleteFrom('release_notifications').execute();
    const date = addDays(istToday(), 1);
    await setAvailableOn('21', date);
    const shoppers = await Promise.all([0, 1, 2, 3].map(() => registerAndLogin(t.app)));
    for (const shopper of shoppers) expect((await notify(shopper, '21')).statusCode).toBe(202);
    t.clock.advance(24 * 60 * 60 * 1000);
    const { services } = twoServers();
    const counts = await Promise.all(services.map((service) => service.mailDue()));
    expect(counts[0]! + counts[1]!).toBe(4);
    expect(await releaseMails(await titleOf('21'))).toHaveLength(4);
  });
});
