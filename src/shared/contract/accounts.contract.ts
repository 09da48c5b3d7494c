/**
 * The accounts contract: login, logout, register, delete account, the Author Program application
 * and the newsletter. The server validates bodies with these schemas and
 * the client's forms reuse them, so the messages are the spec's own where the spec gives one.
 * Every schema is strict: an unknown field is a mistake to report, not something to ignore.
 */
import { z } from 'zod';
import {
  COUNTRY_CODE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SECRET_TOKEN_PATTERN,
} from '../constants';
import { accountLinkMessages } from '../account-texts';
import { LOCALES, type Locale } from '../i18n/locales';
import { messages } from '../messages';
import type { ErrorBody } from './error.contract';

export const USER_TYPES = ['User', 'Author', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

// ---------- Field schemas ----------

const tooLong = (max: number) => `Must be at most ${max} characters.`;

/** A required, trimmed text: missing, wrongly typed and blank values all get `requiredMessage`. */
function requiredText(max: number, requiredMessage: string = messages.fieldRequired) {
  // abort: a blank value gets one message, not also the format's.
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .max(max, tooLong(max));
}

/** Every e-mail field: blank or malformed gives the spec's 'Please enter a valid email'. */
export const emailSchema = requiredText(EMAIL_MAX_LENGTH, messages.invalidEmail).regex(
  z.regexes.email,
  messages.invalidEmail,
);

/**
 * Passwords are never trimmed (spaces are characters like any other). Blank gives the spec's
 * 'Please enter a valid password.', shorter than 8 its 'Password must be greater than 8 characters.'
 */
export const passwordSchema = z
  .string({ error: messages.invalidPassword })
  .min(1, { message: messages.invalidPassword, abort: true })
  .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, tooLong(MAX_PASSWORD_LENGTH));

/**
 * Characters that change how the text around them is shown without being seen: bidirectional
 * overrides, embeddings and isolates (a name that reads backwards to everyone else), zero-width
 * space and word joiner, the byte-order mark, and direction marks. The zero-width joiner and
 * non-joiner (U+200C, U+200D) stay: Indian scripts need them to spell names.
 */
const INVISIBLE_FORMATTING = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/** Text other people will see (names, an author's about): no invisible formatting characters. */
const shownToOthers = <T extends z.ZodString>(schema: T) =>
  schema.refine((value) => !INVISIBLE_FORMATTING.test(value), messages.invisibleCharacters);

/** Composed (NFC): an author's name is searched as book titles are (bookTitleSchema). */
export const nameSchema = shownToOthers(requiredText(NAME_MAX_LENGTH).normalize('NFC'));

/**
 * A country's code or dial code as the country select gives it ('IN', '+91'). Whether a number is
 * valid for it is phone.contract.ts's check (withCheckedPhone), added to each request with a phone.
 */
export const countryCodeSchema = requiredText(COUNTRY_CODE_MAX_LENGTH, messages.invalidCountryCode).regex(
  /^\+?[A-Za-z0-9-]+$/,
  messages.invalidCountryCode,
);

/** Digits with the usual separators; at least one digit (and valid for its country: withCheckedPhone). */
export const phoneNumberSchema = requiredText(PHONE_MAX_LENGTH, messages.invalidPhoneNumber).regex(
  /^\+?[0-9][0-9 ()-]*$/,
  messages.invalidPhoneNumber,
);

export const descriptionSchema = shownToOthers(requiredText(DESCRIPTION_MAX_LENGTH));

/**
 * The password the account has now, typed to prove who is asking: only compared with the stored
 * hash, never judged by the rules for new ones, so blank is its only refusal.
 */
export const currentPasswordSchema = z
  .string({ error: messages.invalidPassword })
  .min(1, messages.invalidPassword)
  .max(MAX_PASSWORD_LENGTH, tooLong(MAX_PASSWORD_LENGTH));

/**
 * An interface language an account can have (issue 38): 'en' or 'hi' (shared/i18n/locales.ts). The
 * store's mails to the account are written in it.
 */
export const languageSchema = z.enum(LOCALES, { error: `Must be one of ${LOCALES.join(', ')}.` });

// ---------- Requests ----------

/** POST /api/login. `username` is the e-mail address (the field name is the original API's). */
export const loginRequestSchema = z.object({ username: emailSchema, password: passwordSchema }).strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * POST /api/register. The public form always sends usertype 'User'; 'Author' and 'Admin' are
 * valid values of the field but the server refuses them from the public (403).
 */
export const registerRequestSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    password: passwordSchema,
    usertype: z.enum(USER_TYPES, { error: `Must be one of ${USER_TYPES.join(', ')}.` }),
    countryCode: countryCodeSchema,
    phoneNumber: phoneNumberSchema,
    email: emailSchema,
    /** Sent for an author only. */
    about: z
      .string({ error: messages.invalidRequest })
      .trim()
      .max(DESCRIPTION_MAX_LENGTH, tooLong(DESCRIPTION_MAX_LENGTH))
      .optional(),
    /**
     * The new account's language (its mails'); absent: the language the request came in (the
     * `lang` cookie, else Accept-Language).
     */
    Language: languageSchema.optional(),
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * POST /api/deleteAccount (authenticated): the caller's own e-mail, typed again to confirm, and the
 * account's password (a session left open on a shared computer must not be enough to delete it).
 */
export const deleteAccountRequestSchema = z.object({ Email: emailSchema, Password: currentPasswordSchema }).strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** POST /api/addNewAuthorForReview: the Author Program application. */
export const authorApplicationRequestSchema = z
  .object({
    name: nameSchema,
    country_code: countryCodeSchema,
    phone_number: phoneNumberSchema,
    email: emailSchema,
    description: descriptionSchema,
  })
  .strict();
export type AuthorApplicationRequest = z.infer<typeof authorApplicationRequestSchema>;

/** POST /api/subscribeForNewsletter. */
export const newsletterRequestSchema = z.object({ email_Id: emailSchema }).strict();
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/**
 * POST /api/logout takes no fields (the token in the Authorization header names the session);
 * the body may be absent (Fastify sees null) or an empty object.
 */
export const logoutRequestSchema = z.object({}).strict().nullish();

/** The single-use token of a mailed link, as the link carries it (SECRET_TOKEN_PATTERN). */
export const linkTokenSchema = z
  .string({ error: accountLinkMessages.linkInvalid })
  .regex(SECRET_TOKEN_PATTERN, accountLinkMessages.linkInvalid);

/** POST /api/verifyEmail: the token of a verification (or e-mail change) link. */
export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema }).strict();
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** POST /api/requestPasswordReset. */
export const passwordResetRequestSchema = z.object({ email: emailSchema }).strict();
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/resetPassword: the reset (or invitation) link's token and the new password. */
export const resetPasswordRequestSchema = z.object({ token: linkTokenSchema, password: passwordSchema }).strict();
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/confirmNewsletter: the token of the confirmation link. */
export const confirmNewsletterRequestSchema = z.object({ token: linkTokenSchema }).strict();
export type ConfirmNewsletterRequest = z.infer<typeof confirmNewsletterRequestSchema>;

/**
 * POST /api/unsubscribeNewsletter?token=...: the token in the query (a mail client's one-click
 * unsubscribe posts to the link as mailed, with a form body that says nothing else).
 */
export const unsubscribeNewsletterQuerySchema = z.object({ token: linkTokenSchema }).strict();
export type UnsubscribeNewsletterQuery = z.infer<typeof unsubscribeNewsletterQuerySchema>;
/** Its body says nothing: none, `{}`, or the one-click form (read as nothing). */
export const unsubscribeNewsletterBodySchema = z.object({}).strict().nullish();

/** POST /api/resendVerification (authenticated) takes no fields. */
export const resendVerificationRequestSchema = z.object({}).strict().nullish();

/**
 * POST /api/resendConfirmation: a new confirmation link for an address that registered and is not
 * confirmed yet, asked for by someone not logged in (just after registering). The answer is the same
 * whatever the address.
 */
export const resendConfirmationRequestSchema = z.object({ email: emailSchema }).strict();
export type ResendConfirmationRequest = z.infer<typeof resendConfirmationRequestSchema>;

/**
 * POST /api/undoEmailChange: the token of the 'This was not me' link mailed to the old address
 * when an account's address changed.
 */
export const undoEmailChangeRequestSchema = z.object({ token: linkTokenSchema }).strict();
export type UndoEmailChangeRequest = z.infer<typeof undoEmailChangeRequestSchema>;

/** The Profile's details form: the caller's name and phone, all four fields required. */
export const updateProfileRequestSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    countryCode: countryCodeSchema,
    phoneNumber: phoneNumberSchema,
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

const PROFILE_DETAILS = updateProfileRequestSchema.shape;
const profileDetailKeys = Object.keys(PROFILE_DETAILS) as Array<keyof typeof PROFILE_DETAILS>;

/**
 * POST /api/updateProfile (authenticated): the details (the four fields of the Profile's form,
 * required together), the account's `Language` (the header's language switch sends it alone:
 * `{"Language": "hi"}`), or both. Any one of the four details asks for all four, each missing one
 * refused with its field's own message; a body with neither (`{}`) asks for the four, as before
 * Language existed.
 */
export const updateProfileBodySchema = z
  .object({
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    countryCode: countryCodeSchema.optional(),
    phoneNumber: phoneNumberSchema.optional(),
    Language: languageSchema.optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const detailsGiven = profileDetailKeys.some((key) => body[key] !== undefined);
    if (!detailsGiven && body.Language !== undefined) return;
    for (const key of profileDetailKeys) {
      if (body[key] !== undefined) continue;
      const refusal = PROFILE_DETAILS[key].safeParse(undefined);
      const message = refusal.success
        ? messages.fieldRequired
        : (refusal.error.issues[0]?.message ?? messages.fieldRequired);
      context.addIssue({ code: 'custom', path: [key], message });
    }
  });
/** What a client sends: the details with or without a language, or a language alone. */
export type UpdateProfileBody = (UpdateProfileRequest & { Language?: Locale }) | { Language: Locale };
/** A body as the server reads it once valid: the four details all given or all absent. */
export type UpdateProfileFields = z.infer<typeof updateProfileBodySchema>;

/** POST /api/changePassword (authenticated). */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/changeEmail (authenticated): the new address, and the password to prove it is the owner asking. */
export const changeEmailRequestSchema = z
  .object({
    email: emailSchema,
    password: currentPasswordSchema,
  })
  .strict();
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** POST /api/logoutEverywhere (authenticated) takes no fields. */
export const logoutEverywhereRequestSchema = z.object({}).strict().nullish();

// ---------- Responses ----------

/** Login answer: the session user with capitalised field names, plus the token. */
export const loginResponseSchema = z.object({
  CountryCode: z.string(),
  Description: z.string(),
  Email: z.string(),
  EmailConfirmed: z.boolean(),
  FirstName: z.string(),
  ImageURL: z.string(),
  LastName: z.string(),
  NoOfBooks: z.number().int(),
  PhoneNumber: z.string(),
  /** Send as `Authorization: Bearer <Token>`; valid for SESSION_TTL_MS or until logout. */
  Token: z.string(),
  UserId: z.string(),
  UserType: z.enum(USER_TYPES),
  /**
   * The account's language (issue 38: its mails'), null while it never had one; a client may adopt
   * it at login, and sends the header switch's choice to updateProfile.
   */
  Language: languageSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * GET /api/getProfile and POST /api/updateProfile answer the session user as login does, without a
 * token (the session stays): an open session refreshes its user from it (an e-mail changed elsewhere).
 */
export const profileResponseSchema = loginResponseSchema.omit({ Token: true }).extend({
  /**
   * The billing details last given at checkout (its form is prefilled with them); absent until then.
   * State: a GST state's name or 'Outside India'; PinCode '' outside India.
   */
  Billing: z.object({ BillingName: z.string(), State: z.string(), PinCode: z.string() }).nullable().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * GET /api/getDeletionSummary: what deleting the caller's account loses. The books they own, and
 * what was paid for them (paise); and whether books of theirs stay in the catalog (an author's).
 */
export const deletionSummaryResponseSchema = z.object({
  BooksOwned: z.number().int(),
  BooksPaidPaise: z.number().int(),
  AuthorBooks: z.number().int(),
});
export type DeletionSummaryResponse = z.infer<typeof deletionSummaryResponseSchema>;

/** Register, logout, delete account, Author Program and newsletter answer a text to show. */
export type MessageResponse = ErrorBody;
