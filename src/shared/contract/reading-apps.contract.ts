/**
 * Reading apps (decision 044): app passwords, with which an OPDS app or KOReader signs in as the
 * account's e-mail (never with the account's own password). Every request needs
 * `Authorization: Bearer <token>`.
 *
 *   POST /api/createAppPassword {Name}  -> {Id, Name, Password}: the password is answered this once
 *   GET  /api/getAppPasswords           -> {AppPasswords: [{Id, Name, CreatedAt, LastUsedAt}]}
 *   POST /api/revokeAppPassword {Id}    -> {Message}; 404 for an id that is not the caller's
 */
import { z } from 'zod';

/** Letters and digits that cannot be mistaken for one another (no l, o, 0, 1): 32 of them, 5 bits each. */
export const APP_PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** 24 characters of 5 bits: 120 random bits. */
export const APP_PASSWORD_LENGTH = 24;
/** How many app passwords one account may hold. */
export const MAX_APP_PASSWORDS = 20;
export const APP_PASSWORD_NAME_MAX_LENGTH = 60;

export const appPasswordNameSchema = z
  .string({ error: 'Name the app this password is for.' })
  .trim()
  .min(1, { message: 'Name the app this password is for.', abort: true })
  .max(APP_PASSWORD_NAME_MAX_LENGTH, `Must be at most ${APP_PASSWORD_NAME_MAX_LENGTH} characters.`);

export const createAppPasswordRequestSchema = z.object({ Name: appPasswordNameSchema }).strict();
export type CreateAppPasswordRequest = z.infer<typeof createAppPasswordRequestSchema>;

export const createdAppPasswordSchema = z
  .object({
    Id: z.string(),
    Name: z.string(),
    /** Shown this once; the store keeps only its hashes. */
    Password: z.string(),
  })
  .meta({ id: 'CreatedAppPassword' });
export type CreatedAppPassword = z.infer<typeof createdAppPasswordSchema>;

export const appPasswordSchema = z
  .object({
    Id: z.string(),
    Name: z.string(),
    CreatedAt: z.string(),
    /** Null until an app first signs in with it (kept to the nearest few minutes). */
    LastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'AppPassword' });
export type AppPassword = z.infer<typeof appPasswordSchema>;

export const appPasswordsResponseSchema = z.object({ AppPasswords: z.array(appPasswordSchema) });
export type AppPasswordsResponse = z.infer<typeof appPasswordsResponseSchema>;

export const revokeAppPasswordRequestSchema = z
  .object({ Id: z.string({ error: 'Which app password?' }).trim().min(1).max(20) })
  .strict();
export type RevokeAppPasswordRequest = z.infer<typeof revokeAppPasswordRequestSchema>;

export const noAppPasswordsQuerySchema = z.object({}).strict();
