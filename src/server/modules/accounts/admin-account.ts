/**
 * ADMIN_EMAIL and ADMIN_PASSWORD, when both are set, make sure at start that this admin exists
 * and can log in with that password: created if missing, else promoted to Admin and given the
 * password. An unchanged admin is left alone, so a restart does not log the admin out.
 */
import { emailSchema, passwordSchema } from '../../../shared/contract/accounts.contract';
import type { Clock } from '../../clock';
import type { NewUser } from '../../db/database';
import { normalizeEmail } from '../../db/emails';
import { isUniqueViolation } from '../../db/errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import { hashPassword, verifyPassword } from './passwords';

export interface AdminCredentials {
  adminEmail?: string;
  adminPassword?: string;
}

export type AdminOutcome = 'created' | 'updated' | 'unchanged' | 'not configured';

/** The same rules as a login, or the admin could not log in; a bad value stops the start. */
function validated(credentials: AdminCredentials): { email: string; password: string } | undefined {
  const { adminEmail, adminPassword } = credentials;
  if (adminEmail === undefined || adminPassword === undefined) return undefined;
  const email = emailSchema.safeParse(adminEmail);
  if (!email.success) throw new Error('ADMIN_EMAIL is not a valid e-mail address');
  const password = passwordSchema.safeParse(adminPassword);
  if (!password.success)
    throw new Error(`ADMIN_PASSWORD: ${password.error.issues[0]?.message ?? 'not a valid password'}`);
  return { email: email.data, password: password.data };
}

export async function ensureAdminAccount(
  uow: UnitOfWork,
  clock: Clock,
  credentials: AdminCredentials,
): Promise<AdminOutcome> {
  const admin = validated(credentials);
  if (!admin) return 'not configured';
  const { accounts, sessions } = uow.repos;
  const existing = await accounts.findByEmail(normalizeEmail(admin.email));
  if (!existing) {
    try {
      await accounts.insert(await newAdminRow(admin, clock));
    } catch (error) {
      // Another server starting at the same moment created it first: look again.
      if (isUniqueViolation(error)) return ensureAdminAccount(uow, clock, credentials);
      throw error;
    }
    return 'created';
  }
  if (existing.user_type === 'Admin' && (await verifyPassword(admin.password, existing))) return 'unchanged';
  await accounts.setCredentials(existing.id, await hashPassword(admin.password), 'Admin');
  // A reset password ends the sessions opened with the old one.
  await sessions.revokeAllOf(existing.id);
  return 'updated';
}

async function newAdminRow(admin: { email: string; password: string }, clock: Clock): Promise<NewUser> {
  return {
    email: admin.email,
    email_normalized: normalizeEmail(admin.email),
    first_name: 'Admin',
    last_name: '',
    country_code: '',
    phone_number: '',
    user_type: 'Admin',
    description: '',
    image_url: '',
    email_confirmed: 1,
    no_of_books: 0,
    ...(await hashPassword(admin.password)),
    created_at: clock.now().toISOString(),
  };
}
