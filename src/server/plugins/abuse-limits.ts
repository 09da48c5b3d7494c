/**
 * Abuse limits of the public forms that write, mail or hash (rules: the table below), counted in
 * the database (rate-limits.ts) per client address and per e-mail typed, so one address cannot
 * flood the store and nobody can mail-bomb one inbox through it. Routes declare theirs with
 * limitBy(); login has its own pair-and-ceiling throttle (modules/accounts/login-throttle.ts).
 *
 * Why per address AND per e-mail, with these numbers: in India most mobile users share a few
 * carrier (CGNAT) addresses, so per-address limits are generous (a busy store's honest users
 * behind one address stay far below them) and the per-e-mail ones are tight (one person needs a
 * handful of reset mails a day at most).
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normalizeEmail } from '../db/emails';
import { TooManyRequests } from '../domain-errors';
import { LONGEST_RATE_WINDOW_MS, RateLimits, type RateRule } from '../rate-limits';
import { apiMessages } from '../../shared/api-messages';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const rule = (name: string, limit: number, windowMs: number): RateRule => ({
  name,
  limit,
  windowMs,
  message: apiMessages.tooManyRequests,
});

export const ABUSE_RULES = {
  registerPerAddress: rule('register/address', 100, HOUR_MS),
  authorProgramPerAddress: rule('author-program/address', 20, HOUR_MS),
  authorProgramPerEmail: rule('author-program/email', 3, DAY_MS),
  newsletterPerAddress: rule('newsletter/address', 60, HOUR_MS),
  newsletterPerEmail: rule('newsletter/email', 5, DAY_MS),
  passwordResetPerAddress: rule('password-reset/address', 30, HOUR_MS),
  passwordResetPerEmail: rule('password-reset/email', 5, HOUR_MS),
  resendVerificationPerUser: rule('resend-verification/user', 5, HOUR_MS),
  resendConfirmationPerAddress: rule('resend-confirmation/address', 30, HOUR_MS),
  resendConfirmationPerEmail: rule('resend-confirmation/email', 5, HOUR_MS),
  // Per user, every attempt counted: a stolen session must not become a way to guess the password
  // (each attempt also costs a scrypt hash) nor to mail-bomb strangers with e-mail changes.
  changePasswordPerUser: rule('change-password/user', 10, HOUR_MS),
  changeEmailPerUser: rule('change-email/user', 5, HOUR_MS),
  deleteAccountPerUser: rule('delete-account/user', 10, HOUR_MS),
  // Coupon codes that do not exist (or are paused), counted per account and per address: a
  // shopper mistypes a few; a guesser needs thousands (decision 048).
  couponGuessPerUser: rule('coupon-guess/user', 10, 10 * MINUTE_MS),
  couponGuessPerAddress: rule('coupon-guess/address', 30, 10 * MINUTE_MS),
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** How often old counted events are deleted. */
const SWEEP_INTERVAL_MS = HOUR_MS;

export function decorateRateLimits(app: FastifyInstance): void {
  const limits = new RateLimits(app.uow, app.clock);
  app.decorate('rateLimits', limits);
  app.backgroundJobs.add({
    name: 'rate-events-sweep',
    intervalMs: Math.min(SWEEP_INTERVAL_MS, LONGEST_RATE_WINDOW_MS),
    run: () => limits.sweep(),
  });
}

/** A rule and what it counts of a request: its address, the e-mail in its body, its user. */
export type LimitSpec = [RateRule, (request: FastifyRequest) => string | undefined];

export const byAddress = (rateRule: RateRule): LimitSpec => [rateRule, (request) => request.ip];

/** The e-mail of the body's `field`, normalised (the same inbox in any spelling). */
export const byEmail = (rateRule: RateRule, field: string): LimitSpec => [
  rateRule,
  (request) => {
    const value = (request.body as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' ? normalizeEmail(value) : undefined;
  },
];

export const byUser = (rateRule: RateRule): LimitSpec => [
  rateRule,
  (request) => (request.user ? String(request.user.id) : undefined),
];

/**
 * A preHandler (after the body is validated) that counts the request under each rule, refusing it
 * with 429 {Message} when any is used up. Every rule is checked before any is counted, so a
 * refused request costs nothing against the others.
 */
export function limitBy(app: FastifyInstance, ...specs: LimitSpec[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const subjects = specs
      .map(([rateRule, subjectOf]) => [rateRule, subjectOf(request)] as const)
      .filter((spec): spec is readonly [RateRule, string] => spec[1] !== undefined);
    for (const [rateRule, subject] of subjects) {
      if (await app.rateLimits.isOver(rateRule, subject)) throw new TooManyRequests(rateRule.message);
    }
    for (const [rateRule, subject] of subjects) await app.rateLimits.record(rateRule, subject);
  };
}
