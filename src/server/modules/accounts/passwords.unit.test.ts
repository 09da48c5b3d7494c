import { loadConfig } from '../../config';
import { TEST_PASSWORD_HASHING } from '../../testing/password-hashing';
import {
  hashPassword,
  PRODUCTION_PASSWORD_HASHING,
  unusablePassword,
  usePasswordHashing,
  verifyAgainstDecoy,
  verifyPassword,
} from './passwords';

afterEach(() => usePasswordHashing(PRODUCTION_PASSWORD_HASHING));

describe('password hashing', () => {
  // What these tests check holds at any cost, and at the production cost (0.1 s a hash, far more on
  // a busy machine) they would spend seconds hashing. The production cost has its own tests below.
  beforeEach(() => usePasswordHashing(TEST_PASSWORD_HASHING));

  test('a hash verifies its own password and no other', async () => {
    const stored = await hashPassword('s3cret pass');
    expect(await verifyPassword('s3cret pass', stored)).toBe(true);
    expect(await verifyPassword('s3cret pasS', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  test('each hash gets its own salt, so equal passwords hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a.password_salt).not.toBe(b.password_salt);
    expect(a.password_hash).not.toBe(b.password_hash);
    // The salt is part of the computation: another account's salt does not verify.
    expect(
      await verifyPassword('same password', { password_hash: a.password_hash, password_salt: b.password_salt }),
    ).toBe(false);
  });

  test('Unicode passwords verify whichever normal form the keyboard produced', async () => {
    const stored = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  test('a hash made with another (older) cost still verifies', async () => {
    const stored = await hashPassword('old account');
    const [, , , , key] = stored.password_hash.split('$');
    const { scryptSync } = await import('node:crypto');
    const oldKey = scryptSync('old account', stored.password_salt, 64, { N: 2 ** 14, r: 8, p: 1 }).toString(
      'base64url',
    );
    expect(key).not.toBe(oldKey);
    expect(await verifyPassword('old account', { ...stored, password_hash: `scrypt$16384$8$1$${oldKey}` })).toBe(true);
  });

  test.each([
    ['unusable', unusablePassword().password_hash],
    ['malformed', 'scrypt$abc$8$1$AAAA'],
    ['absurd cost', `scrypt$${2 ** 30}$8$1$${'A'.repeat(86)}`],
    ['not a power of two', `scrypt$1000$8$1$${'A'.repeat(86)}`],
    ['short key', 'scrypt$16384$8$1$AAAA'],
    ['empty', ''],
  ])('a %s hash matches no password', async (_name, passwordHash) => {
    expect(await verifyPassword('anything at all', { password_hash: passwordHash, password_salt: 'salt' })).toBe(false);
  });

  test('the decoy verification answers false', async () => {
    await expect(verifyAgainstDecoy('whatever123')).resolves.toBe(false);
  });
});

describe('the hashing cost', () => {
  test('the configuration always names the production cost, N = 2^15', () => {
    expect(PRODUCTION_PASSWORD_HASHING).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(loadConfig({}).passwordHashing).toEqual(PRODUCTION_PASSWORD_HASHING);
  });

  test('the hash names scrypt and its cost, and never contains the password', async () => {
    const stored = await hashPassword('s3cret pass');
    expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{86}$/);
    expect(stored.password_hash).not.toContain('s3cret');
    expect(stored.password_salt).not.toContain('s3cret');
  });

  // Hashes of another cost keep verifying: see 'a hash made with another (older) cost still verifies'.
  test('a cheap cost, as the test app uses, names itself in the hash and verifies', async () => {
    usePasswordHashing(TEST_PASSWORD_HASHING);
    const cheap = await hashPassword('s3cret pass');
    expect(cheap.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('s3cret pass', cheap)).toBe(true);
    expect(await verifyPassword('s3cret pasS', cheap)).toBe(false);
    await expect(verifyAgainstDecoy('whatever123')).resolves.toBe(false);
  });

  test('a cost that is no scrypt cost is refused', () => {
    expect(() => usePasswordHashing({ N: 1000, r: 8, p: 1 })).toThrow(/scrypt cost/);
  });
});
