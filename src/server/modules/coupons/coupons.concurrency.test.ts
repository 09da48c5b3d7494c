/**
 * A coupon's limit holds under concurrency (issue 36 item 1, decision 048): 100 shoppers check
 * out at once with a code of 10 uses, and exactly 10 orders get the discount; the other 90 are
 * told it is used up and nothing of theirs is written. Runs on SQLite (one transaction at a time)
 * and, with TEST_DATABASE_URL, on PostgreSQL (the coupon's row lock).
 *
 * A checkout may also answer 503 with Retry-After: 100 requests at once in one process on a loaded
 * 2-core CI machine can keep a query waiting past the pool's 5 s connect timeout (seen twice in
 * CI). That is the store's documented answer to overload, and a shopper's client tries again; so
 * does this test, and the limit must hold across the retries as well.
 */
import { apiPaths, couponApiPaths } from '../../../shared/api-paths';
import type { LoginResponse } from '../../../shared/contract/accounts.contract';
import { couponTexts } from '../../../shared/coupon-texts';
import { discountedPaise, paiseToAmountString } from '../../../shared/money';
import { bearer, login, newUserInput, post, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import { addToCart } from '../../testing/shopping';

jest.setTimeout(120_000);

const SHOPPERS = 100;
const USES = 10;

let a: AdminTestApp;
beforeAll(async () => {
  a = await createAdminTestApp();
});
afterAll(async () => {
  await a.t.close();
});

/** A shopper registered from an address of its own (registration is limited per address). */
async function shopper(index: number, bookId: number): Promise<LoggedInUser> {
  const { app } = a.t;
  const input = newUserInput();
  const remoteAddress = `10.77.${Math.floor(index / 200)}.${(index % 200) + 1}`;
  const registered = await post(app, apiPaths.register, input, { remoteAddress });
  if (registered.statusCode !== 202) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const session = (await login(app, input.email, input.password, remoteAddress)).json<LoginResponse>();
  const user = { input, session, headers: bearer(session.Token) };
  await addToCart(app, user, String(bookId));
  return user;
}

test(`${SHOPPERS} parallel checkouts on a code with ${USES} uses give exactly ${USES} discounted orders`, async () => {
  const { app, db } = a.t;
  const book = await db
    .selectFrom('books')
    .select(['id', 'price_paise', 'discount_bp'])
    .where('is_active', '=', 1)
    .where('is_approved', '=', 1)
    .where('sale_price_paise', '>', 5000)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const saved = await post(
    app,
    couponApiPaths.saveCoupon,
    { Code: 'RUSH10', Kind: 'percent', Value: 40, MaxUses: USES },
    { headers: a.adminHeaders },
  );
  expect(saved.statusCode).toBe(202);

  const shoppers: LoggedInUser[] = [];
  for (let first = 0; first < SHOPPERS; first += 10)
    shoppers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, SHOPPERS - first) }, (_, offset) => shopper(first + offset, book.id)),
      )),
    );

  const paid = discountedPaise(discountedPaise(book.price_paise, book.discount_bp), 4000);
  let overloaded = 0;
  const checkOut = async (user: LoggedInUser) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await post(
        app,
        apiPaths.checkoutPage,
        {
          userId: user.session.UserId,
          price: paiseToAmountString(paid),
          bookId: [String(book.id)],
          CouponCode: 'rush10',
        },
        { headers: user.headers },
      );
      if (answer.statusCode !== 503 || attempt === 6) return answer;
      const retryAfterSeconds = Number(answer.headers['retry-after']);
      expect(retryAfterSeconds).toBeGreaterThan(0);
      overloaded++;
      await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000));
    }
  };
  const answers = await Promise.all(shoppers.map(checkOut));
  const byStatus = new Map<number, number>();
  for (const answer of answers) byStatus.set(answer.statusCode, (byStatus.get(answer.statusCode) ?? 0) + 1);
  const refusals = answers
    .filter((answer) => answer.statusCode === 409)
    .map((answer) => answer.json<{ Message: string }>().Message);

  const orders = await db
    .selectFrom('orders')
    .innerJoin('coupon_uses', 'coupon_uses.order_id', 'orders.id')
    .select(['orders.id', 'orders.amount_paise'])
    .execute();
  const allOrders = await db.selectFrom('orders').select('id').execute();
  process.stdout.write(
    `coupon concurrency (${a.t.dialect}): ${SHOPPERS} checkouts, ${USES} uses -> ${byStatus.get(202) ?? 0} answered 202, ${byStatus.get(409) ?? 0} answered 409; ${orders.length} orders with the coupon, ${allOrders.length} orders in all; ${overloaded} answers of 503 retried\n`,
  );
  expect(Object.fromEntries(byStatus)).toEqual({ 202: USES, 409: SHOPPERS - USES });
  expect(new Set(refusals)).toEqual(new Set([couponTexts.usedUp]));
  expect(orders).toHaveLength(USES);
  expect(orders.every((order) => order.amount_paise === paid)).toBe(true);
  // The refused checkouts wrote no order.
  expect(allOrders).toHaveLength(USES);
});
