import type { ScryptParams } from '../modules/accounts/passwords';

/**
 * The scrypt cost of test apps: about 1 MiB and a millisecond instead of 32 MiB and 0.1 s, so the
 * many logins of the API tests do not dominate their run time (nor their time limits on a busy
 * machine). The production cost itself is tested in passwords.unit.test.ts.
 */
export const TEST_PASSWORD_HASHING: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
