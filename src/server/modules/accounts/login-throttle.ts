/**
 * Brakes password guessing without locking out the innocent (the pattern of Auth0's brute-force
 * protection). Failed logins are counted per (e-mail, address) pair: LOGIN_FAILURE_LIMIT within a
 * minute and that pair gets 429 without a password check until the minute has passed. Per
 * address there is only a much higher ceiling across accounts (LOGIN_ADDRESS_FAILURE_CEILING in
 * LOGIN_ADDRESS_FAILURE_WINDOW_MS): thousands of shoppers share a carrier's (CGNAT) address or a
 * proxy's, and one of them mistyping must not lock out the rest. Nothing counts per e-mail alone,
 * so failures from elsewhere never lock an account's owner out (guessing one password from many
 * addresses still meets the pair limit at each, and scrypt's cost).
 */
import {
  LOGIN_ADDRESS_FAILURE_CEILING,
  LOGIN_ADDRESS_FAILURE_WINDOW_MS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
} from '../../../shared/constants';
import { TooManyRequests } from '../../domain-errors';
import type { RateLimits, RateRule } from '../../rate-limits';
import { apiMessages } from '../../../shared/api-messages';

const PAIR: RateRule = {
  name: 'login-failures/pair',
  limit: LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  message: apiMessages.tooManyLoginAttempts,
};
const ADDRESS: RateRule = {
  name: 'login-failures/address',
  limit: LOGIN_ADDRESS_FAILURE_CEILING,
  windowMs: LOGIN_ADDRESS_FAILURE_WINDOW_MS,
  message: apiMessages.tooManyLoginAttempts,
};

const pairOf = (address: string, emailNormalized: string) => `${emailNormalized}\u0000${address}`;

export class LoginThrottle {
  constructor(private readonly limits: RateLimits) {}

  /** Throws 429 while the pair, or the address across accounts, has used up its failures. */
  async assertAllowed(address: string, emailNormalized: string): Promise<void> {
    if (
      (await this.limits.isOver(PAIR, pairOf(address, emailNormalized))) ||
      (await this.limits.isOver(ADDRESS, address))
    ) {
      throw new TooManyRequests(apiMessages.tooManyLoginAttempts);
    }
  }

  async recordFailure(address: string, emailNormalized: string): Promise<void> {
    await this.limits.record(PAIR, pairOf(address, emailNormalized));
    await this.limits.record(ADDRESS, address);
  }

  /**
   * The account's owner got in from here: forget the pair's failures. The address keeps its
   * count, or an attacker could reset it by logging into an account of their own between guesses.
   */
  async recordSuccess(address: string, emailNormalized: string): Promise<void> {
    await this.limits.reset(PAIR, pairOf(address, emailNormalized));
  }
}
