/**
 * Coupon codes (issue 36, decision 048): admins save them, the cart previews one, and checkout
 * prices the order with it (OrdersService) and claims a use in the transaction that inserts the
 * order (claimUse), so the limits hold with any number of checkouts at once.
 *
 * - A code is looked up in capitals (case-insensitive). One that does not exist or is paused is
 *   "no such coupon code" (404): a paused code tells a guesser nothing either. Every such miss
 *   counts against the caller's account and address (ABUSE_RULES.couponGuess*); over the limit,
 *   every lookup is 429 before the code is even read, so guessing cannot go on.
 * - A code that exists but does not apply says why (409): not started, expired, below the
 *   minimum, not for these books, already used by the caller as often as allowed, used up.
 * - The preview writes nothing; its counts are a courtesy, the claim's are the rule.
 */
import { isDeepStrictEqual } from 'node:util';
import { IST_OFFSET_MS } from '../../../shared/financial-year';
import { applyCoupon, type CouponPricing, type CouponTerms } from '../../../shared/coupon-arithmetic';
import { couponTexts } from '../../../shared/coupon-texts';
import {
  COUPON_CODE_PATTERN,
  normalizeCouponCode,
  type Coupon,
  type CouponsResponse,
  type PreviewCouponResponse,
  type SaveCouponRequest,
} from '../../../shared/contract/coupons.contract';
import { messages } from '../../../shared/messages';
import { discountedPaise, paiseToRupees, rupeesToPaise } from '../../../shared/money';
import { formatReleaseDate } from '../../../shared/release-dates';
import type { Clock } from '../../clock';
import type { CouponRow } from '../../db/database';
import type { TransactionRepositories, UnitOfWork } from '../../db/unit-of-work';
import { Conflict, InvalidInput, NotFound, TooManyRequests } from '../../domain-errors';
import { ABUSE_RULES } from '../../plugins/abuse-limits';
import type { RateLimits } from '../../rate-limits';
import type { UseCountRequest, UseCounts } from './coupons.repository';

/** Who asks: the account and the address whose guesses are counted. */
export interface CouponCaller {
  userId: number;
  ip: string;
}

/** A cart line as checkout builds it. */
export interface PricedLineInput {
  bookId: number;
  pricePaise: number;
}

/** A code that applies to a cart, and the cart priced with it. */
export interface AppliedCoupon {
  coupon: CouponRow;
  pricing: CouponPricing;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' on India's clock to an ISO UTC instant; a bare ValidUntil day runs to its end. */
export function istInstant(wallClock: string, endOfDay: boolean): string {
  const bareDay = wallClock.length === 10;
  const utc = Date.parse(bareDay ? `${wallClock}T00:00:00.000Z` : `${wallClock}:00.000Z`);
  return new Date(utc - IST_OFFSET_MS + (bareDay && endOfDay ? DAY_MS : 0)).toISOString();
}

/** An ISO UTC instant as India's wall clock, 'YYYY-MM-DDTHH:mm'. */
export function istWallClock(instant: string): string {
  return new Date(Date.parse(instant) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The counts of uses a coupon's limits need (countUses), each capped at its limit. */
function limitsOf(coupon: CouponRow, userId: number): Pick<UseCountRequest, 'all' | 'mine'> {
  return {
    all: coupon.max_uses === null ? undefined : { limit: coupon.max_uses },
    mine: coupon.max_uses_per_user === null ? undefined : { userId, limit: coupon.max_uses_per_user },
  };
}

/** 409 when the caller, or everybody, has used the coupon as often as it allows. */
function refuseUsedUp(coupon: CouponRow, used: UseCounts): void {
  if (coupon.max_uses_per_user !== null && used.mine >= coupon.max_uses_per_user)
    throw new Conflict(couponTexts.usedByYou);
  if (coupon.max_uses !== null && used.all >= coupon.max_uses) throw new Conflict(couponTexts.usedUp);
}

function termsOf(coupon: CouponRow): CouponTerms {
  return coupon.kind === 'percent'
    ? { kind: 'percent', percentBp: coupon.percent_bp ?? 0 }
    : { kind: 'fixed', amountPaise: coupon.amount_paise ?? 0 };
}

export class CouponsService {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; rateLimits: RateLimits }) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** previewCoupon: the caller's cart priced with the code; nothing is written (but a miss is counted). */
  async preview(caller: CouponCaller, code: string): Promise<PreviewCouponResponse> {
    const items = await this.deps.uow.repos.cart.items(caller.userId);
    if (items.length === 0) throw new InvalidInput(messages.checkoutCartEmpty);
    const lines = items.map((item) => ({
      bookId: item.book_id,
      pricePaise: discountedPaise(item.price_paise, item.discount_bp),
    }));
    const { coupon, pricing } = await this.price(caller, code, lines);
    await this.refuseIfUsedUp(coupon, caller.userId);
    return {
      CouponCode: coupon.code,
      Lines: pricing.lines.map((line) => ({
        BookId: String(line.bookId),
        Price: line.pricePaise,
        Discount: line.discountPaise,
        Paid: line.paidPaise,
      })),
      Subtotal: pricing.subtotalPaise,
      Discount: pricing.discountPaise,
      Total: pricing.totalPaise,
    };
  }

  /**
   * The cart's lines priced with the code, in their order, or the refusal that says why not; its
   * uses are not counted here (refuseIfUsedUp, claimUse).
   */
  async price(caller: CouponCaller, typed: string, lines: readonly PricedLineInput[]): Promise<AppliedCoupon> {
    const [coupon, covered] = await Promise.all([
      this.lookUp(caller, typed),
      this.deps.uow.repos.coupons.coveredBookIds(
        normalizeCouponCode(typed),
        lines.map((line) => line.bookId),
      ),
    ]);
    const now = this.now();
    if (coupon.valid_from !== null && now < coupon.valid_from) {
      const starts = istWallClock(coupon.valid_from);
      throw new Conflict(couponTexts.notStarted(`${formatReleaseDate(starts.slice(0, 10))}, ${starts.slice(11)}`));
    }
    if (coupon.valid_until !== null && now >= coupon.valid_until) throw new Conflict(couponTexts.expired);
    const subtotal = lines.reduce((sum, line) => sum + line.pricePaise, 0);
    if (subtotal < coupon.min_total_paise) throw new Conflict(couponTexts.belowMinimum(coupon.min_total_paise));
    if (covered.size === 0) throw new Conflict(couponTexts.notForTheseBooks);
    const pricing = applyCoupon(
      lines.map((line) => ({ bookId: line.bookId, pricePaise: line.pricePaise, eligible: covered.has(line.bookId) })),
      termsOf(coupon),
    );
    return { coupon, pricing };
  }

  /** The coupon of a typed code, active; a miss counted as a guess (see the file comment). */
  private async lookUp(caller: CouponCaller, typed: string): Promise<CouponRow> {
    const { rateLimits } = this.deps;
    const limits = [
      [ABUSE_RULES.couponGuessPerUser, String(caller.userId)],
      [ABUSE_RULES.couponGuessPerAddress, caller.ip],
    ] as const;
    const code = normalizeCouponCode(typed);
    // The code is read alongside the guess counts, but nothing of it is told when they are over.
    const [over, coupon] = await Promise.all([
      Promise.all(limits.map(([rule, subject]) => rateLimits.isOver(rule, subject))),
      COUPON_CODE_PATTERN.test(code) ? this.deps.uow.repos.coupons.findByCode(code) : undefined,
    ]);
    const overRule = limits.find((_, index) => over[index]);
    if (overRule) throw new TooManyRequests(overRule[0].message);
    if (coupon && coupon.active === 1) return coupon;
    for (const [rule, subject] of limits) await rateLimits.record(rule, subject);
    throw new NotFound(couponTexts.unknown);
  }

  /**
   * 409 when the coupon's uses are taken, as of now and without a lock: the preview's answer, and
   * checkout's before it starts the transaction that claims one (claimUse has the last word). The
   * caller's own order awaiting payment is not counted: a checkout reuses or replaces it.
   */
  async refuseIfUsedUp(coupon: CouponRow, userId: number): Promise<void> {
    const used = await this.deps.uow.repos.coupons.countUses(coupon.id, {
      now: this.now(),
      exceptPendingOf: userId,
      ...limitsOf(coupon, userId),
    });
    refuseUsedUp(coupon, used);
  }

  /**
   * In the transaction that inserts the order, once it is inserted: locks the coupon (PostgreSQL;
   * SQLite runs one transaction at a time) and records the order's use if the coupon's limits
   * leave room, so of concurrent checkouts exactly as many as it has uses left get a use. The lock
   * is held for that one statement and the commit. The caller's previous order awaiting payment
   * was closed earlier in the same transaction and no longer counts. A coupon edited since it
   * priced the cart is refused (the shopper applies it again). Throws to roll the checkout back.
   */
  async claimUse(
    repos: TransactionRepositories,
    applied: AppliedCoupon,
    claim: { orderId: number; userId: number },
  ): Promise<void> {
    const locked = await repos.coupons.findForUpdate(applied.coupon.id);
    if (!locked || locked.active !== 1) throw new NotFound(couponTexts.unknown);
    if (!isDeepStrictEqual(locked, applied.coupon)) throw new Conflict(couponTexts.changed);
    const now = this.now();
    const limits = limitsOf(locked, claim.userId);
    if (await repos.coupons.insertUseIfRoom({ couponId: locked.id, ...claim, now }, limits)) return;
    // No room: which limit it was (the order is not counted: its use was not written).
    refuseUsedUp(locked, await repos.coupons.countUses(locked.id, { now, ...limits }));
    throw new Conflict(couponTexts.usedUp);
  }

  // ---------- Admins ----------

  async list(): Promise<CouponsResponse> {
    const { coupons } = this.deps.uow.repos;
    const rows = await coupons.list();
    const [counts, scopes] = await Promise.all([
      coupons.useCounts(this.now()),
      coupons.scopesOf(rows.map((row) => row.id)),
    ]);
    return {
      Coupons: rows.map((row) =>
        this.toCoupon(
          row,
          counts.get(row.id) ?? 0,
          scopes.genres.filter((genre) => genre.coupon_id === row.id).map((genre) => genre.genre_id),
          scopes.books.filter((book) => book.coupon_id === row.id).map((book) => book.book_id),
        ),
      ),
    };
  }

  /** Creates the coupon, or updates the one with this code; 400 for dates out of order or unknown ids. */
  async save(request: SaveCouponRequest): Promise<Coupon> {
    const validFrom = request.ValidFrom === null ? null : istInstant(request.ValidFrom, false);
    const validUntil = request.ValidUntil === null ? null : istInstant(request.ValidUntil, true);
    if (validFrom !== null && validUntil !== null && validFrom >= validUntil)
      throw new InvalidInput(couponTexts.datesOrder);
    const now = this.now();
    const id = await this.deps.uow.transact(async ({ coupons }) => {
      const existing = await coupons.existing(request.GenerIds, request.BookIds);
      if (existing.genres !== request.GenerIds.length) throw new InvalidInput(couponTexts.unknownGenres);
      if (existing.books !== request.BookIds.length) throw new InvalidInput(couponTexts.unknownBooks);
      const couponId = await coupons.upsert(
        {
          code: normalizeCouponCode(request.Code),
          kind: request.Kind,
          percent_bp: request.Kind === 'percent' ? request.Value * 100 : null,
          amount_paise: request.Kind === 'fixed' ? rupeesToPaise(request.Value) : null,
          min_total_paise: rupeesToPaise(request.MinTotal),
          valid_from: validFrom,
          valid_until: validUntil,
          max_uses: request.MaxUses,
          max_uses_per_user: request.MaxUsesPerUser,
          active: request.Active ? 1 : 0,
        },
        now,
      );
      await coupons.replaceScope(couponId, request.GenerIds, request.BookIds);
      return couponId;
    });
    const saved = (await this.list()).Coupons.find((coupon) => coupon.Id === id);
    if (!saved) throw new Error(`coupon ${id} vanished after saving`);
    return saved;
  }

  private toCoupon(row: CouponRow, uses: number, genreIds: number[], bookIds: number[]): Coupon {
    return {
      Id: row.id,
      Code: row.code,
      Kind: row.kind,
      Value: row.kind === 'percent' ? (row.percent_bp ?? 0) / 100 : paiseToRupees(row.amount_paise ?? 0),
      MinTotal: paiseToRupees(row.min_total_paise),
      ValidFrom: row.valid_from === null ? null : istWallClock(row.valid_from),
      ValidUntil: row.valid_until === null ? null : istWallClock(row.valid_until),
      MaxUses: row.max_uses,
      MaxUsesPerUser: row.max_uses_per_user,
      GenerIds: genreIds.map(String),
      BookIds: bookIds.map(String),
      Active: row.active === 1,
      Uses: uses,
      CreatedAt: row.created_at,
      UpdatedAt: row.updated_at,
    };
  }
}
