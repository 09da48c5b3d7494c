// ESLint flat config. A dotfile because the top level is fixed (src/docs/decisions/001-fixed-client-stack-and-top-level-layout.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
  orders: [],
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
if (undeclared.length > 0) throw new Error(`Declare the dependencies of features/${undeclared.join(', ')} in .eslint.config.mjs`);
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

// Test code (tests, msw handlers, the testing/ helpers) assembles the whole app and may import anything.
const testCode = ['**/*.test.{ts,tsx}', '**/*.handlers.ts'];
const upwardMessage = 'lib/, components/ and theme/ are feature-agnostic: they never import features/ or app/.';

/** Relative imports differ by how deep a file sits in its feature, so there is one block per depth. */
function featureBoundaries(feature) {
  const allowed = new Set([feature, ...baseFeatures, ...featureDependencies[feature]]);
  return [0, 1, 2].map((depth) => {
    const up = '../'.repeat(depth + 1);
    const others = featureDirs.filter((name) => name !== feature);
    return {
      files: [`src/client/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      ignores: testCode,
      rules: {
        '@typescript-eslint/no-restricted-imports': ['error', {
          patterns: [
            {
              group: others.filter((name) => !allowed.has(name)).flatMap((name) => [`${up}${name}`, `${up}${name}/**`]),
              message: `features/${feature} may use only ${[...allowed].filter((name) => name !== feature).join(', ')} (featureDependencies in .eslint.config.mjs).`,
            },
            {
              group: others.filter((name) => allowed.has(name)).map((name) => `${up}${name}/**`),
              message: 'Use another feature through its index.ts, never a file inside it.',
            },
            {
              group: ['**/app/**', '!**/app/hooks', '!**/app/store'],
              message: 'Features never import app/ (the app composes them); only its typed hooks (app/hooks).',
            },
            { group: ['**/app/store'], allowTypeImports: true, message: 'Features may use only the types of app/store.' },
          ].filter((pattern) => pattern.group.length > 0),
        }],
      },
    };
  });
}

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'data/', 'coverage/', 'node_modules/', '.cache/'] },
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
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/client/**', '**/server/**'], message: 'shared/ is the contract both sides import: it imports neither.' },
          { group: ['node:*'], message: 'shared/ runs in the browser too: no Node APIs.' },
        ],
      }],
    },
  },
  {
    files: ['src/client/{lib,components,theme}/**/*.{ts,tsx}'],
    ignores: testCode,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/features', '**/features/**', '**/app', '**/app/**'], message: upwardMessage }],
      }],
    },
  },
  ...Object.keys(featureDependencies).flatMap(featureBoundaries),
  {
    // Benchmarks, scripts and end-to-end tests report to the console on purpose.
    files: ['src/bench/**', 'src/e2e/**', 'src/server/main.ts', 'src/server/dev.ts', 'webpack.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
