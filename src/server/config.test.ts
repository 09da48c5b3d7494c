import path from 'node:path';
import { loadConfig } from './config';

test('defaults', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir: path.resolve('./data'), databaseUrl: undefined, paymentProvider: 'sandbox' });
  expect(config.staticDir.endsWith(`${path.sep}dist`)).toBe(true);
});

test('reads and validates the environment', () => {
  expect(loadConfig({ PORT: '3999', DATABASE_URL: 'postgres://u@h/db', DATA_DIR: '/tmp/x' })).toMatchObject({ port: 3999, databaseUrl: 'postgres://u@h/db', dataDir: '/tmp/x' });
  expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
});
