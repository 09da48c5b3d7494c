/**
 * Brakes password guessing: after LOGIN_FAILURE_LIMIT failed logins within a window, from one
 * client address or against one e-mail, further attempts get 429 without a password check until
 * the window has passed. Per address stops one machine trying many accounts; per e-mail stops
 * many machines trying one account.
 */
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import { TooManyRequests } from '../../domain-errors';
import { SlidingWindowLimiter } from '../../rate-limiter';

export class LoginThrottle {
  private readonly failures: SlidingWindowLimiter;

  constructor(clock: Pick<Clock, 'now'>) {
    this.failures = new SlidingWindowLimiter({ limit: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_FAILURE_WINDOW_MS, clock });
  }

  private static emailKey(emailNormalized: string): string {
    return `email:${emailNormalized}`;
  }

  private static keys(address: string, emailNormalized: string): [string, string] {
    return [`address:${address}`, LoginThrottle.emailKey(emailNormalized)];
  }

  /** Throws 429 while either the address or the e-mail has used up its failures. */
  assertAllowed(address: string, emailNormalized: string): void {
    if (LoginThrottle.keys(address, emailNormalized).some((key) => this.failures.isBlocked(key))) {
      throw new TooManyRequests(messages.tooManyLoginAttempts);
    }
  }

  recordFailure(address: string, emailNormalized: string): void {
    for (const key of LoginThrottle.keys(address, emailNormalized)) this.failures.record(key);
  }

  /**
   * The account's owner got in: forget the e-mail's failures. The address keeps its count, or an
   * attacker could reset it by logging into an account of their own between guesses.
   */
  recordSuccess(emailNormalized: string): void {
    this.failures.reset(LoginThrottle.emailKey(emailNormalized));
  }
}
