// ESLint flat config. A dotfile because the top level is fixed (src/docs/decisions/001-fixed-client-stack-and-top-level-layout.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import fs from 'node:fs';

/*
 * Client boundaries. Dependencies point one way: shared <- lib, components, theme <- features <- app.
 * A feature uses another only through that feature's index.ts, and only along this table (which must
 * stay acyclic: a piece two features need moves down to components/ or lib/, or the app composes
 * them). The session is the base every feature may use.
 */
const baseFeatures = ['session'];
const featureDependencies = {
  session: [],
  cart: [],
  wishlist: [],
  checkout: [],
  library: [],
  newsletter: [],
  authorProgram: [],
  legal: [],
  // My Orders pays an order awaiting payment (Pay now) as the cart's checkout does.
  orders: ['checkout'],
  authorBooks: [],
  admin: ['orders'],
  // Where a book stands for the shopper includes owning it (the library).
  lists: ['cart', 'wishlist', 'checkout', 'library'],
  shop: ['lists'],
  search: ['shop'],
  catalog: ['newsletter'],
  product: ['library', 'lists'],
  reader: ['library', 'lists', 'product'],
};

const featureDirs = fs.readdirSync('src/client/features');
const undeclared = featureDirs.filter((name) => !(name in featureDependencies));
if (undeclared.length > 0)
  throw new Error(`Declare the dependencies of features/${undeclared.join(', ')} in .eslint.config.mjs`);
(function assertAcyclic() {
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name)) throw new Error(`Feature dependency cycle: ${[...path, name].join(' -> ')}`);
    if (done.has(name)) return;
    for (const next of featureDependencies[name] ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  for (const name of Object.keys(featureDependencies)) visit(name, []);
})();

// Test code (tests, msw handlers, the testing/ helpers, test helpers beside a test) assembles the whole app and may import anything.
const testCode = [
  '**/*.test.{ts,tsx}',
  '**/*.handlers.ts',
  '**/*-test-helpers.ts',
  'src/client/testing/**',
  'src/server/testing/**',
  'src/server/books/testing/**',
];
/** Benchmarks and end-to-end tests drive the whole store from outside, with the tests' helpers. */
const toolCode = ['src/bench/**', 'src/e2e/**'];

/*
 * Every boundary is checked on the import's resolved file (eslint-plugin-import-x's
 * no-restricted-paths with the TypeScript resolver), so it holds at any depth and whatever the
 * relative path looks like. src/build/lint-boundaries.test.ts proves each zone refuses a violation.
 */
const sideZones = [
  {
    target: 'src/server',
    from: 'src/client',
    message: 'Server code never imports client code (the page renderer is loaded by path).',
  },
  {
    target: 'src/client',
    from: 'src/server',
    message: 'Client code never imports server code: the contract between them is shared/.',
  },
  {
    target: 'src/shared',
    from: ['src/client', 'src/server'],
    message: 'shared/ is the contract both sides import: it imports neither.',
  },
];
const upwardZones = ['lib', 'components', 'theme'].map((layer) => ({
  target: `src/client/${layer}`,
  from: ['src/client/features', 'src/client/app'],
  message: 'lib/, components/ and theme/ are feature-agnostic: they never import features/ or app/.',
}));
const appZone = {
  target: 'src/client/features',
  from: 'src/client/app',
  except: ['./hooks.ts', './store.ts'],
  message:
    'Features never import app/ (the app composes them); only its typed hooks (app/hooks) and the types of app/store.',
};
/** A feature uses another only along featureDependencies, and only through its index.ts. */
const featureZones = Object.keys(featureDependencies).flatMap((feature) => {
  const allowed = new Set([...baseFeatures, ...featureDependencies[feature]]);
  return featureDirs
    .filter((other) => other !== feature)
    .map((other) =>
      allowed.has(other)
        ? {
            target: `src/client/features/${feature}`,
            from: `src/client/features/${other}`,
            except: ['./index.ts'],
            message: 'Use another feature through its index.ts, never a file inside it.',
          }
        : {
            target: `src/client/features/${feature}`,
            from: `src/client/features/${other}`,
            message: `features/${feature} may use only ${[...allowed].join(', ') || 'no other feature'} (featureDependencies in .eslint.config.mjs).`,
          },
    );
});
const testingZone = {
  target: 'src',
  from: ['src/client/testing', 'src/server/testing', 'src/server/books/testing'],
  message: 'testing/ holds test helpers: only tests, benchmarks and end-to-end tests import them.',
};

/*
 * Server layering (src/README.md, Server rules; db/unit-of-work.ts): SQL lives in repositories
 * (*.repository.ts, and the query objects beside them: *.engine.ts, *.queries.ts); services hold
 * the unit of work, never the Kysely instance; repositories are built in one place and get their
 * executor only through their constructor; inside uow.transact() only the repositories it hands
 * the work are used. db/ (migrations, dialects, the seed's plumbing), the app's wiring and the test
 * helpers are the database's own plumbing.
 */
const serverCode = ['src/server/**/*.ts'];
const serverPlumbing = [
  'src/server/db/**',
  'src/server/testing/**',
  'src/server/app.ts',
  'src/server/main.ts',
  'src/server/dev.ts',
  'src/server/plugins/services.ts',
];
const sqlFiles = ['src/server/**/*.repository.ts', 'src/server/**/*.engine.ts', 'src/server/**/*.queries.ts'];
const repositoriesBuiltOnce = {
  selector: 'NewExpression[callee.name=/Repository$/]',
  message:
    'Repositories are built in one place, createRepositories (db/unit-of-work.ts): use uow.repos, or the repositories uow.transact() hands its work.',
};
const noOuterRepositoriesInTransactions = {
  selector:
    "CallExpression[callee.property.name='transact'] :matches(ArrowFunctionExpression, FunctionExpression) MemberExpression[property.name='repos']",
  message:
    'Inside uow.transact(), use the repositories it hands the work: uow.repos is the outer database (on SQLite it waits for the transaction forever).',
};
const noExecutorParameters = {
  selector:
    "MethodDefinition[kind!='constructor'] > FunctionExpression > :matches(Identifier, AssignmentPattern) TSTypeReference[typeName.name=/^(Db|Kysely|Transaction)$/]",
  message:
    "A repository receives its executor only through its constructor: no method takes one (a transaction's work uses the repositories uow.transact() hands it).",
};

export default tseslint.config(
  // lint-fixtures: deliberate violations, linted by src/build/lint-boundaries.test.ts alone.
  { ignores: ['dist/', 'dist-server/', 'data/', 'coverage/', 'node_modules/', '.cache/', 'src/build/lint-fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The builds replace @emotion/is-prop-valid, which Emotion asks only for such a call (client/theme/dom-props.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='styled'][arguments.length=1][arguments.0.type='Literal']",
          message: "styled('tag') says which props reach the element: styled('tag', { shouldForwardProp }).",
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (which files it parses, with which parser), resolved as tsc resolves them.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // Tests too: a server test importing client code (or the reverse) would couple the two sides' builds.
      'import-x/no-restricted-paths': ['error', { zones: sideZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...testCode, ...toolCode],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...sideZones, ...upwardZones, appZone, ...featureZones, testingZone] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': ['error'],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@mui/*', '@emotion/*', '@reduxjs/*'],
              message: 'shared/ is plain data and rules: no React, no UI library.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    ignores: testCode,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/store'],
              allowTypeImports: true,
              message: 'Features may use only the types of app/store.',
            },
          ],
        },
      ],
    },
  },
  {
    files: serverCode,
    ignores: [...testCode, 'src/server/db/unit-of-work.ts'],
    rules: { 'no-restricted-syntax': ['error', repositoriesBuiltOnce, noOuterRepositoriesInTransactions] },
  },
  {
    files: sqlFiles,
    ignores: testCode,
    rules: {
      'no-restricted-syntax': ['error', repositoriesBuiltOnce, noOuterRepositoriesInTransactions, noExecutorParameters],
    },
  },
  {
    files: serverCode,
    ignores: [...testCode, ...serverPlumbing, ...sqlFiles, 'src/server/modules/search/search.prewarm.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely'],
              message: 'SQL lives in repositories (*.repository.ts, *.engine.ts, *.queries.ts), not here.',
            },
            {
              group: ['**/db/create-database'],
              importNames: ['Db'],
              message: 'Services hold the unit of work (db/unit-of-work.ts), never the Kysely instance.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'app',
          property: 'db',
          message: 'Modules reach the database through app.uow (its repositories and transact()).',
        },
      ],
    },
  },
  {
    // Benchmarks, scripts and end-to-end tests report to the console on purpose.
    files: ['src/bench/**', 'src/e2e/**', 'src/server/main.ts', 'src/server/dev.ts', 'webpack.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
