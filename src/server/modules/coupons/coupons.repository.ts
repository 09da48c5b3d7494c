/**
 * Coupon codes, their scope and their uses (Kysely only; decision 048). The rules live in
 * CouponsService; this file holds the one definition of a use that counts (countUses).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/create-database';
import type { CouponRow, CouponsTable, OrderStatus } from '../../db/database';
import { isPostgres } from '../../db/dialect';

/** A coupon's columns as saved by an admin. */
export type CouponColumns = Omit<CouponsTable, 'id' | 'created_at' | 'updated_at'>;

/** Which counts of a coupon's uses to take (countUses), each capped at its limit. */
export interface UseCountRequest {
  now: string;
  exceptPendingOf?: number;
  all?: { limit: number };
  mine?: { userId: number; limit: number };
}

/** A coupon's counting uses: everybody's and one user's (0 when not asked for). */
export interface UseCounts {
  all: number;
  mine: number;
}

/**
 * The states of an order that was paid: its use stays even when refunded or disputed (the
 * discount was had). An order awaiting payment holds its use only while it is payable; once it
 * expires, fails, is cancelled or replaced (expired, failed, abandoned) it can never be paid
 * (order-states.ts), so its use no longer counts, with no write to release it.
 */
const PAID_STATES: readonly OrderStatus[] = ['paid', 'refunded', 'disputed'];

export class CouponsRepository {
  constructor(private readonly db: Db) {}

  findByCode(code: string): Promise<CouponRow | undefined> {
    return this.db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /**
   * The coupon, locked against other claims until the transaction ends on PostgreSQL (SQLite has
   * one writer at a time anyway): the count of its uses and the new use are one step for others.
   * Only meaningful on a transaction's repositories (uow.transact).
   */
  findForUpdate(id: number): Promise<CouponRow | undefined> {
    const query = this.db.selectFrom('coupons').selectAll().where('id', '=', id);
    return (isPostgres(this.db) ? query.forUpdate() : query).executeTakeFirst();
  }

  /**
   * The uses of the coupon that count at `now` (see PAID_STATES): everybody's (`all`) and one
   * user's (`mine`), each only when asked for (a coupon without that limit) and counted no further
   * than its limit; one statement either way. `exceptPendingOf` leaves out that user's order
   * awaiting payment (the one a checkout is about to reuse or replace).
   */
  async countUses(couponId: number, at: UseCountRequest): Promise<UseCounts> {
    const { all, mine } = at;
    if (!all && !mine) return { all: 0, mine: 0 };
    const row = await this.db
      .selectNoFrom([
        (all ? this.countingUses(couponId, at, undefined, all.limit) : sql<number>`0`).as('all'),
        (mine ? this.countingUses(couponId, at, mine.userId, mine.limit) : sql<number>`0`).as('mine'),
      ])
      .executeTakeFirstOrThrow();
    return { all: Number(row.all), mine: Number(row.mine) };
  }

  /**
   * Records the order's use of the coupon if its limits leave room, counted as countUses does and
   * in the same statement; false, and nothing written, if they do not. Called with the coupon
   * locked (findForUpdate): the statement starts after the lock is had, so it counts every use
   * committed before, and the claim is two statements (the lock, this) for the lock's holder.
   */
  async insertUseIfRoom(
    use: { couponId: number; orderId: number; userId: number; now: string },
    limits: Pick<UseCountRequest, 'all' | 'mine'>,
  ): Promise<boolean> {
    const at = { now: use.now };
    let row = this.db.selectNoFrom([
      sql<number>`cast(${use.couponId} as integer)`.as('coupon_id'),
      sql<number>`cast(${use.orderId} as integer)`.as('order_id'),
      sql<number>`cast(${use.userId} as integer)`.as('user_id'),
      sql<string>`cast(${use.now} as text)`.as('created_at'),
    ]);
    const { all, mine } = limits;
    if (all) row = row.where((eb) => eb(this.countingUses(use.couponId, at, undefined, all.limit), '<', all.limit));
    if (mine)
      row = row.where((eb) => eb(this.countingUses(use.couponId, at, mine.userId, mine.limit), '<', mine.limit));
    const inserted = await this.db
      .insertInto('coupon_uses')
      .columns(['coupon_id', 'order_id', 'user_id', 'created_at'])
      .expression(row)
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** The one definition of a use that counts (see countUses), as a count no further than `limit`. */
  private countingUses(
    couponId: number,
    at: Pick<UseCountRequest, 'now' | 'exceptPendingOf'>,
    userId: number | undefined,
    limit: number,
  ) {
    let query = this.db
      .selectFrom('coupon_uses')
      .innerJoin('orders', 'orders.id', 'coupon_uses.order_id')
      .select('coupon_uses.id')
      .where('coupon_uses.coupon_id', '=', couponId)
      .where((eb) =>
        eb.or([
          eb('orders.status', 'in', PAID_STATES),
          eb.and([eb('orders.status', '=', 'pending'), eb('orders.expires_at', '>', at.now)]),
        ]),
      );
    if (userId !== undefined) query = query.where('coupon_uses.user_id', '=', userId);
    if (at.exceptPendingOf !== undefined) {
      const pendingOf = at.exceptPendingOf;
      query = query.where((eb) =>
        eb.not(eb.and([eb('orders.status', '=', 'pending'), eb('orders.user_id', '=', pendingOf)])),
      );
    }
    // Counted by the database, no row sent back: a code used 10,000 times costs one small answer.
    return this.db
      .selectFrom(query.limit(limit).as('counting'))
      .select((eb) => eb.fn.countAll<number | string>().as('count'));
  }

  /** The counting uses of every coupon, by coupon id (the admins' list). */
  async useCounts(now: string): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('coupon_uses')
      .innerJoin('orders', 'orders.id', 'coupon_uses.order_id')
      .select(['coupon_uses.coupon_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where((eb) =>
        eb.or([
          eb('orders.status', 'in', PAID_STATES),
          eb.and([eb('orders.status', '=', 'pending'), eb('orders.expires_at', '>', now)]),
        ]),
      )
      .groupBy('coupon_uses.coupon_id')
      .execute();
    return new Map(rows.map((row) => [row.coupon_id, Number(row.count)]));
  }

  /** The coupon an order was checked out with, if any. */
  async couponIdOfOrder(orderId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('coupon_uses')
      .select('coupon_id')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row?.coupon_id;
  }

  /** The codes these orders were checked out with, by order id. */
  async codesOfOrders(orderIds: readonly number[]): Promise<Map<number, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('coupon_uses')
      .innerJoin('coupons', 'coupons.id', 'coupon_uses.coupon_id')
      .select(['coupon_uses.order_id', 'coupons.code'])
      .where('coupon_uses.order_id', 'in', orderIds)
      .execute();
    return new Map(rows.map((row) => [row.order_id, row.code]));
  }

  /**
   * Which of these books the coupon of `code` (normalised) covers: all of them for a whole-store
   * coupon (no scope rows), else those it lists and those of the genres it lists. By the code, so
   * that it can be asked alongside the code's lookup. One statement.
   */
  async coveredBookIds(code: string, bookIds: readonly number[]): Promise<Set<number>> {
    if (bookIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('books')
      .select('books.id')
      .where('books.id', 'in', bookIds)
      .where((eb) => {
        const couponId = eb.selectFrom('coupons').select('coupons.id').where('coupons.code', '=', code);
        const listedBooks = eb
          .selectFrom('coupon_books')
          .select('coupon_books.book_id')
          .where('coupon_books.coupon_id', '=', couponId);
        const listedGenres = eb
          .selectFrom('coupon_genres')
          .select('coupon_genres.genre_id')
          .where('coupon_genres.coupon_id', '=', couponId);
        return eb.or([
          eb.and([eb.not(eb.exists(listedBooks)), eb.not(eb.exists(listedGenres))]),
          eb.exists(listedBooks.whereRef('coupon_books.book_id', '=', 'books.id')),
          eb.exists(listedGenres.whereRef('coupon_genres.genre_id', '=', 'books.genre_id')),
        ]);
      })
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Creates the coupon or updates the one with its code; answers its id. */
  async upsert(columns: CouponColumns, now: string): Promise<number> {
    const row = await this.db
      .insertInto('coupons')
      .values({ ...columns, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('code').doUpdateSet({ ...columns, updated_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The coupon's scope becomes exactly these genres and books. */
  async replaceScope(couponId: number, genreIds: readonly number[], bookIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('coupon_genres').where('coupon_id', '=', couponId).execute();
    await this.db.deleteFrom('coupon_books').where('coupon_id', '=', couponId).execute();
    if (genreIds.length > 0)
      await this.db
        .insertInto('coupon_genres')
        .values(genreIds.map((genre_id) => ({ coupon_id: couponId, genre_id })))
        .execute();
    if (bookIds.length > 0)
      await this.db
        .insertInto('coupon_books')
        .values(bookIds.map((book_id) => ({ coupon_id: couponId, book_id })))
        .execute();
  }

  /** Every coupon, newest first (a store has tens, not thousands). */
  list(): Promise<CouponRow[]> {
    return this.db.selectFrom('coupons').selectAll().orderBy('id', 'desc').execute();
  }

  findById(id: number): Promise<CouponRow | undefined> {
    return this.db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The scope rows of these coupons. */
  async scopesOf(couponIds: readonly number[]) {
    if (couponIds.length === 0) return { genres: [], books: [] };
    const [genres, books] = await Promise.all([
      this.db.selectFrom('coupon_genres').selectAll().where('coupon_id', 'in', couponIds).orderBy('genre_id').execute(),
      this.db.selectFrom('coupon_books').selectAll().where('coupon_id', 'in', couponIds).orderBy('book_id').execute(),
    ]);
    return { genres, books };
  }

  /** How many of these ids name a genre, and a book. */
  async existing(genreIds: readonly number[], bookIds: readonly number[]) {
    const count = async (table: 'genres' | 'books', ids: readonly number[]) =>
      ids.length === 0
        ? 0
        : Number(
            (
              await this.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number | string>().as('count'))
                .where('id', 'in', ids)
                .executeTakeFirstOrThrow()
            ).count,
          );
    return { genres: await count('genres', genreIds), books: await count('books', bookIds) };
  }
}
