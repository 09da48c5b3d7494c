/** Database errors the code reacts to, recognised the same way in both dialects. */

/** A unique index refused the write (better-sqlite3: SQLITE_CONSTRAINT_UNIQUE; pg: SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
