/**
 * Creating an account, the one way every path does it: public registration, an admin's Add Author,
 * registration of an author by an admin, and an approved Author Program application.
 */
import { randomInt } from 'node:crypto';
import { GENERATED_AUTHOR_PASSWORD_LENGTH } from '../../../shared/constants';
import type { Locale } from '../../../shared/i18n/locales';
import type { NewUser, UserType } from '../../db/database';
import { normalizeEmail } from '../../db/emails';
import { isUniqueViolation } from '../../db/errors';
import { Conflict } from '../../domain-errors';
import { storedPhoneNumber } from './account-phone';
import type { AccountsRepository } from './accounts.repository';
import { hashPassword } from './passwords';
import { apiMessages } from '../../../shared/api-messages';

/** Who the account is for, as the forms name it. */
export interface AccountProfile {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  /** An author's 'About Author'; empty for readers. */
  about?: string;
  /** The account's language (users.language: its mails'); none (English) when absent. */
  language?: Locale | null;
}

/**
 * The row of a new account. Hashing (scrypt, ~0.1 s) happens here, before any transaction opens,
 * so a slow hash never holds the database's write lock.
 */
export async function newAccountRow(
  profile: AccountProfile,
  userType: UserType,
  password: string,
  createdAt: string,
): Promise<NewUser> {
  return {
    email: profile.email,
    email_normalized: normalizeEmail(profile.email),
    first_name: profile.firstName,
    last_name: profile.lastName,
    country_code: profile.countryCode,
    phone_number: storedPhoneNumber(profile.countryCode, profile.phoneNumber),
    user_type: userType,
    description: profile.about ?? '',
    image_url: '',
    email_confirmed: 0,
    no_of_books: 0,
    ...(await hashPassword(password)),
    created_at: createdAt,
    language: profile.language ?? null,
  };
}

/** Inserts the account (`accounts`: a transaction's, when the account comes with more); a taken e-mail (in any case) is a Conflict. Answers the new user's id. */
export async function insertAccount(accounts: AccountsRepository, row: NewUser): Promise<number> {
  try {
    return await accounts.insert(row);
  } catch (error) {
    // The unique index decides, so two simultaneous registrations cannot both win.
    if (isUniqueViolation(error)) throw new Conflict(apiMessages.emailTaken);
    throw error;
  }
}

/** Spec section 6: an author's generated password draws from letters, digits and these signs. */
export const GENERATED_PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';

/**
 * A random password of the spec's 9 characters. randomInt draws uniformly (it rejects the biased
 * tail itself), unlike `randomBytes()[i] % alphabet.length`.
 */
export function generatePassword(length: number = GENERATED_AUTHOR_PASSWORD_LENGTH): string {
  return Array.from({ length }, () => GENERATED_PASSWORD_ALPHABET[randomInt(GENERATED_PASSWORD_ALPHABET.length)]).join(
    '',
  );
}
