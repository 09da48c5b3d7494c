/** @jest-config-loader esbuild-register */
/**
 * Jest projects (ARCHITECTURE.md, Tests):
 * - client: jsdom (jest-fixed-jsdom keeps Node's fetch globals for msw), Testing Library, msw;
 *   also runs the pure shared/ unit tests.
 * - server: Node, app.inject, SQLite in memory.
 * - server-pg: the same server tests again on PostgreSQL, only when TEST_DATABASE_URL is set.
 * - e2e: the built app on a free port, driven by playwright-core in /usr/bin/chromium.
 */
import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    '@swc/jest',
    { jsc: { transform: { react: { runtime: 'automatic' } } } },
  ],
};

// Packages that ship only ES modules and must be transpiled for Jest's CommonJS runtime.
const esmOnlyPackages = [
  'until-async', 'rettime', '@mswjs', '@open-draft', 'msw', 'headers-polyfill', 'outvariant', 'strict-event-emitter',
  'redux-persist-transform-encrypt',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`];
// Fastify loads light-my-request (app.inject), whose cookie dependency ships only ES modules, and
// the API docs page's own copy of @fastify/static loads content-disposition, also ES modules only
// (nested, hence the second look-ahead: no package of the list deeper in the path either).
const serverEsmOnlyPackages = 'cookie|content-disposition';
const serverTransformIgnorePatterns = [`/node_modules/(?!(${serverEsmOnlyPackages})/)(?!.*/node_modules/(${serverEsmOnlyPackages})/)`];

const serverProject = (displayName: string, dialectSetup: string): Config => ({
  displayName,
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns: serverTransformIgnorePatterns,
  testMatch: ['<rootDir>/src/server/**/*.test.ts'],
  setupFiles: [dialectSetup],
});

const config: Config = {
  // A server test file builds the whole app in beforeAll (migrations, the demo catalog, the API
  // document's plugins loaded afresh in Jest's module registry): seconds on a busy 2-core machine,
  // where Jest's 5 s default fails hooks that are not slow at all. (A global option in Jest.)
  testTimeout: 20_000,
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
        '\\.(png|jpe?g|gif|webp|svg|css)$': '<rootDir>/__mocks__/fileMock.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/src/client/testing/setup-tests.ts'],
    },
    serverProject('server', '<rootDir>/src/server/testing/use-sqlite.ts'),
    ...(process.env.TEST_DATABASE_URL
      ? [serverProject('server-pg', '<rootDir>/src/server/testing/use-postgres.ts')]
      : []),
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
