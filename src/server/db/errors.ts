/** Database errors the code reacts to, recognised the same way in both dialects. */

/** A unique index refused the write (better-sqlite3: SQLITE_CONSTRAINT_UNIQUE; pg: SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Socket failures on the way to the database server: it is down, restarting or unreachable. */
const socketErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that is away for a while, not of a bad statement: class 08 (connection
 * exceptions), 57P01-57P03 (shutdown, crash, "cannot connect now" during start-up or recovery),
 * 53300 (too many connections). SQLite's SQLITE_BUSY is another writer holding the lock longer
 * than busy_timeout.
 */
function isTransientCode(code: string): boolean {
  return (
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === '53300' ||
    code === 'SQLITE_BUSY' ||
    socketErrorCodes.has(code)
  );
}

/** pg's own words when a connection dies under a query or cannot be had in time. */
const lostConnectionMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

/**
 * True when the database could not be reached or dropped the connection (a restart, a failover, a
 * proxy's idle timeout, a database closed to connections): the request may well succeed in a few
 * seconds, so it answers 503 with Retry-After rather than 500. A FATAL severity always ends the
 * connection (e.g. 55000 "database is not currently accepting connections"). Causes are followed,
 * since Kysely and our own code may wrap the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (typeof current !== 'object') return false;
    const { code, severity, message } = current as { code?: unknown; severity?: unknown; message?: unknown };
    if (typeof code === 'string' && isTransientCode(code)) return true;
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof message === 'string' && lostConnectionMessages.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
