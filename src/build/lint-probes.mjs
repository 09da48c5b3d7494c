/**
 * Lints many probes in one ESLint (lint-boundaries.test.ts): reads [{ filePath, code }] as JSON on
 * stdin and prints, in the same order, each probe's messages as JSON. A probe with code is linted
 * as if written at filePath (a file that need not exist); one without is the file itself, linted
 * even where the config ignores it (the fixtures). One process loads the config and the
 * TypeScript program once, where a process per probe took 3 s each.
 */
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const probes = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const options = { overrideConfigFile: '.eslint.config.mjs' };
const eslint = new ESLint(options);
const unignored = new ESLint({ ...options, ignore: false });
const results = [];
for (const { filePath, code } of probes) {
  const [result] = code ? await eslint.lintText(code, { filePath }) : await unignored.lintFiles([filePath]);
  results.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
