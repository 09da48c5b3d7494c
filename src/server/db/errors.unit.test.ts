/** Which database failures are "away for a moment" (503, retry) rather than a bug (500). */
import { isDatabaseUnavailable } from './errors';

const pgError = (code: string, severity = 'ERROR', message = 'x') =>
  Object.assign(new Error(message), { code, severity });

describe('isDatabaseUnavailable', () => {
  test.each([
    [
      'a server shutting down (57P01)',
      pgError('57P01', 'FATAL', 'terminating connection due to administrator command'),
    ],
    [
      'a database closed to connections (FATAL 55000)',
      pgError('55000', 'FATAL', 'database "x" is not currently accepting connections'),
    ],
    ['a server starting up (57P03)', pgError('57P03')],
    ['a connection exception (08006)', pgError('08006')],
    ['too many connections (53300)', pgError('53300')],
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection that died under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a wrapped cause', new Error('query failed', { cause: pgError('57P01', 'FATAL') })],
    ['SQLite busy past its timeout', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
  ])('%s is', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a syntax error', pgError('42601')],
    ['a unique violation', pgError('23505')],
    ['a SQLite constraint', Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['a plain error', new Error('boom')],
    ['not an error', 'text'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
