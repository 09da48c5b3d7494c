/**
 * The import boundaries src/README.md promises, as the lint holds them: each import below is
 * linted as if it were written in the named file (ESLint's --stdin-filename, in a child process:
 * the flat config is an ES module), and each forbidden one must be refused by the rule that guards
 * it, whatever its depth or relative spelling; each allowed one must pass.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

interface Probe {
  filePath: string;
  /** '' lints the file at filePath itself (a fixture the config ignores). */
  code: string;
}

/** The messages ESLint gives each probe, in one child process (the flat config is an ES module). */
function lintAll(probes: readonly Probe[]): Promise<LintMessage[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(root, 'src', 'build', 'lint-probes.mjs')],
      { cwd: root, maxBuffer: 8 * 1024 * 1024 },
      (_error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as LintMessage[][]);
        } catch {
          reject(new Error(`eslint gave no report: ${stderr}`));
        }
      },
    );
    child.stdin!.end(JSON.stringify(probes));
  });
}

const boundaryRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-nodejs-modules',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'import-x/no-cycle',
]);
const boundaryErrors = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId !== null && boundaryRules.has(message.ruleId));

jest.setTimeout(120_000);

/** [name, file the import is written in, the import, a text of the refusal] */
const forbidden: Array<[string, string, string, string]> = [
  [
    'a feature reaching a feature it may not use',
    'src/client/features/shop/pages/Probe.tsx',
    "import { cartApi } from '../../cart/cart.api';",
    'features/shop may use only',
  ],
  [
    'the same, four folders deep',
    'src/client/features/shop/components/a/b/Probe.tsx',
    "import { cartApi } from '../../../../cart/cart.api';",
    'features/shop may use only',
  ],
  [
    'an allowed feature, past its index.ts',
    'src/client/features/product/pages/Probe.tsx',
    "import { libraryApi } from '../../library/library.api';",
    'through its index.ts',
  ],
  [
    'a feature importing the app',
    'src/client/features/shop/Probe.ts',
    "import { AppRoutes } from '../../app/router';",
    'Features never import app/',
  ],
  [
    'lib importing a feature',
    'src/client/lib/Probe.ts',
    "import { cartApi } from '../features/cart/cart.api';",
    'feature-agnostic',
  ],
  [
    'components importing the app',
    'src/client/components/deep/er/Probe.tsx',
    "import { store } from '../../../app/store';",
    'feature-agnostic',
  ],
  [
    'server code importing client code',
    'src/server/modules/catalog/Probe.ts',
    "import { messages } from '../../../client/lib/notify';",
    'Server code never imports client code',
  ],
  [
    'client code importing server code',
    'src/client/lib/Probe.ts',
    "import { buildApp } from '../../server/app';",
    'Client code never imports server code',
  ],
  [
    'shared importing the server',
    'src/shared/contract/Probe.ts',
    "import { loadConfig } from '../../server/config';",
    'shared/ is the contract',
  ],
  ['shared importing Node', 'src/shared/Probe.ts', "import fs from 'node:fs';", ''],
  ['shared importing React', 'src/shared/Probe.ts', "import { useState } from 'react';", 'no React'],
  [
    'feature code importing the client test helpers',
    'src/client/features/cart/Probe.ts',
    "import { renderWithProviders } from '../../testing/render';",
    'only tests',
  ],
  [
    'server code importing the server test helpers',
    'src/server/modules/orders/Probe.ts',
    "import { createTestApp } from '../../testing/create-test-app';",
    'only tests',
  ],
  [
    'a feature using more than the types of app/store',
    'src/client/features/cart/Probe.ts',
    "import { store } from '../../app/store';",
    'only the types of app/store',
  ],
];

/** [name, file the import is written in, the import] */
const allowed: Array<[string, string, string]> = [
  [
    'a feature using an allowed feature through its index',
    'src/client/features/product/pages/Probe.tsx',
    "import { useGetLibraryQuery } from '../../library';",
  ],
  [
    'a feature using the app typed hooks and the types of the store',
    'src/client/features/cart/Probe.ts',
    "import { useAppSelector } from '../../app/hooks';\nimport type { RootState } from '../../app/store';",
  ],
  ['lib using shared', 'src/client/lib/Probe.ts', "import { apiPaths } from '../../shared/api-paths';"],
  [
    'server using shared',
    'src/server/modules/catalog/Probe.ts',
    "import { apiPaths } from '../../../shared/api-paths';",
  ],
  [
    'a test importing a feature internal and the test helpers',
    'src/client/features/shop/pages/Probe.test.tsx',
    "import { cartApi } from '../../cart/cart.api';\nimport { renderWithProviders } from '../../../testing/render';",
  ],
];

const CYCLE_FIXTURE = 'src/build/lint-fixtures/cycle/first.ts';
const asModule = (code: string) => `${code}\nexport {};\n`;
const keyOf = (filePath: string, code: string) => `${filePath}\n${code}`;

/** Every probe's boundary errors, by its file and import, from one ESLint run. */
const errorsOf = new Map<string, LintMessage[]>();
beforeAll(async () => {
  const probes: Probe[] = [
    ...forbidden.map(([, filePath, code]) => ({ filePath, code: asModule(code) })),
    ...allowed.map(([, filePath, code]) => ({ filePath, code: asModule(code) })),
    { filePath: CYCLE_FIXTURE, code: '' },
  ];
  const results = await lintAll(probes);
  probes.forEach((probe, index) => errorsOf.set(keyOf(probe.filePath, probe.code), boundaryErrors(results[index]!)));
});

describe('forbidden imports are refused', () => {
  test.each(forbidden)('%s', (_name, filePath, code, text) => {
    const errors = errorsOf.get(keyOf(filePath, asModule(code)))!;
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((error) => error.message).join('\n')).toContain(text);
  });

  test('an import cycle', () => {
    expect(errorsOf.get(keyOf(CYCLE_FIXTURE, ''))!.map((error) => error.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('allowed imports pass', () => {
  test.each(allowed)('%s', (_name, filePath, code) => {
    expect(errorsOf.get(keyOf(filePath, asModule(code)))).toEqual([]);
  });
});
