/** @jest-config-loader esbuild-register */
/**
 * Jest projects (src/README.md, Tests):
 * - client: jsdom (jest-fixed-jsdom keeps Node's fetch globals for msw), Testing Library, msw;
 *   also runs the pure shared/ unit tests.
 * - server: Node, app.inject, SQLite in memory.
 * - server-pg: the same server tests again on PostgreSQL, only when TEST_DATABASE_URL is set.
 * - e2e: the built app on a free port, driven by playwright-core in /usr/bin/chromium.
 */
import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};

// Packages that ship only ES modules and must be transpiled for Jest's CommonJS runtime.
const esmOnlyPackages = [
  'until-async',
  'rettime',
  '@mswjs',
  '@open-draft',
  'msw',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'redux-persist-transform-encrypt',
  // The i18n runtime (issue 38) and its message compiler (used in tests in place of the build's).
  '@lingui',
  '@messageformat',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`];
// Fastify loads light-my-request (app.inject), whose cookie dependency ships only ES modules, and
// the API docs page's own copy of @fastify/static loads content-disposition, also ES modules only
// (nested, hence the second look-ahead: no package of the list deeper in the path either).
// The server's mails and the build's catalog loader use Lingui, which ships only ES modules too.
const serverEsmOnlyPackages = 'cookie|content-disposition|@lingui|@messageformat';
const serverTransformIgnorePatterns = [
  `/node_modules/(?!(${serverEsmOnlyPackages})/)(?!.*/node_modules/(${serverEsmOnlyPackages})/)`,
];

/**
 * Migrating and seeding the demo catalog takes seconds, so the global hooks build one migrated and
 * one seeded database per run (testing/database-templates.ts) and every test file starts from a copy.
 */
const serverProject = (displayName: string, dialect: 'sqlite' | 'postgres'): Config => ({
  displayName,
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns: serverTransformIgnorePatterns,
  // The build's own plugins (src/build) are Node code too: tested once, with the SQLite run.
  testMatch:
    dialect === 'sqlite'
      ? ['<rootDir>/src/server/**/*.test.ts', '<rootDir>/src/build/**/*.test.ts']
      : ['<rootDir>/src/server/**/*.test.ts'],
  // A *.unit.test.ts opens no database (file formats, pure rules): once is enough, on SQLite's run.
  testPathIgnorePatterns: dialect === 'postgres' ? ['/node_modules/', '\\.unit\\.test\\.ts$'] : ['/node_modules/'],
  setupFiles: [`<rootDir>/src/server/testing/use-${dialect}.ts`],
  globalSetup: `<rootDir>/src/server/testing/global-setup-${dialect}.ts`,
  globalTeardown: '<rootDir>/src/server/testing/global-teardown.ts',
});

const config: Config = {
  // A server test file builds the whole app in beforeAll (migrations, the demo catalog, the API
  // document's plugins loaded afresh in Jest's module registry): seconds on a busy 2-core machine,
  // where Jest's 5 s default fails hooks that are not slow at all. (A global option in Jest.)
  testTimeout: 20_000,
  // Two test files at a time on a 2-core machine (Jest's default is cores - 1, one at a time): the
  // end-to-end and server files spend much of their time waiting on Chromium, a server process or
  // the database, and the whole run went from 19 to 12 minutes.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      // https: jsdom, unlike browsers, refuses Secure cookies (the .AUTH cookie) on http://localhost.
      testEnvironmentOptions: { customExportConditions: [''], url: 'https://localhost/' },
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/client/**/*.test.ts?(x)', '<rootDir>/src/shared/**/*.test.ts'],
      moduleNameMapper: {
        '\\.(png|jpe?g|gif|webp|svg|css|woff2)$': '<rootDir>/__mocks__/fileMock.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/src/client/testing/setup-tests.ts'],
    },
    serverProject('server', 'sqlite'),
    ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns: serverTransformIgnorePatterns,
      testMatch: ['<rootDir>/src/e2e/**/*.test.ts'],
    },
  ],
};

export default config;
