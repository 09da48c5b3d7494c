/**
 * E-mail addresses are unique without regard to case: every `email_normalized` column holds this
 * form under a unique index, and every lookup by e-mail goes through it.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
