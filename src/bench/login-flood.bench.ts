/**
 * npm run bench:login-flood [-- --logins 200 --accounts 20]
 *
 * Whether a flood of logins starves everyone else. Starts the production server on a scratch
 * store (the demo catalog), registers `accounts` users, then measures a second client that reads
 * what a shopper reads (a 64 KB range of a book's preview PDF, then each home list), one request
 * after another: first on a quiet server, then while `logins` logins (half with a wrong password)
 * arrive at once, each from an address of its own (X-Forwarded-For, believed from the loopback
 * proxy: TRUST_PROXY=loopback). Prints the second client's p50/p99 in both phases and the logins'
 * outcome. Target (issue 13): the second client's p99 <= 200 ms during the flood.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiPaths, homeListNames } from '../shared/api-paths';
import type { AllBooksResponse } from '../shared/contract/catalog.contract';
import { newUserInput } from '../server/testing/accounts';
import { percentile } from './measurements';
import { numberArg, printTable, startChildServer } from './support';

const TARGET_P99_MS = 200;
const QUIET_REQUESTS = 200;
const PREVIEW_RANGE = 'bytes=0-65535';

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** The second client: preview range, then the home lists, in turn, until `until` resolves (or `count` requests). */
async function readAlong(
  baseURL: string,
  previewPath: string,
  stop: { done: boolean },
  count = Infinity,
): Promise<number[]> {
  const paths = [previewPath, ...homeListNames.map((name) => apiPaths[name])];
  const times: number[] = [];
  for (let i = 0; !stop.done && i < count; i += 1) {
    const requestPath = paths[i % paths.length]!;
    times.push(await timed(`${baseURL}${requestPath}`, requestPath === previewPath ? { range: PREVIEW_RANGE } : {}));
  }
  return times;
}

const summary = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return [
    name,
    sorted.length,
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 99).toFixed(1),
    sorted.at(-1)!.toFixed(1),
  ];
};

async function main() {
  const logins = numberArg('logins', 200);
  const accounts = numberArg('accounts', 20);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'login-flood-'));
  const server = await startChildServer('src/server/main.ts', [], {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
  });
  try {
    const { baseURL } = server;
    const post = (pathName: string, body: unknown, address: string) =>
      fetch(`${baseURL}${pathName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      });

    const users = Array.from({ length: accounts }, () => newUserInput());
    for (const [i, user] of users.entries()) {
      const response = await post(apiPaths.register, user, `10.1.0.${i + 1}`);
      if (response.status !== 202) throw new Error(`register answered ${response.status}`);
    }
    const shop = (await (await fetch(`${baseURL}${apiPaths.getAllBooks}?PageSize=1`)).json()) as AllBooksResponse;
    const previewPath = `${apiPaths.getBookPreview}?Id=${shop.BooksList[0]!.Id}`;

    console.log(
      `Server at ${baseURL}; ${accounts} accounts; the second client reads a ${PREVIEW_RANGE} range of ${previewPath} and the ${homeListNames.length} home lists.`,
    );
    const quiet = await readAlong(baseURL, previewPath, { done: false }, QUIET_REQUESTS);

    const stop = { done: false };
    const reading = readAlong(baseURL, previewPath, stop);
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: logins }, async (_, i) => {
        const user = users[i % users.length]!;
        const password = i % 2 === 0 ? user.password : 'not the password';
        const response = await post(
          apiPaths.login,
          { username: user.email, password },
          `10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        );
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      }),
    );
    stop.done = true;
    const during = await reading;
    const floodMs = performance.now() - started;

    const statuses = new Map<number, number>();
    for (const outcome of outcomes) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    const slowestLogin = Math.max(...outcomes.map((outcome) => outcome.ms));

    console.log(`\nbench:login-flood, ${logins} logins at once (half with a wrong password), ${accounts} accounts\n`);
    printTable(
      ['second client', 'requests', 'p50 ms', 'p99 ms', 'max ms'],
      [summary('quiet server', quiet), summary('during the flood', during)],
    );
    console.log(
      `\nlogins: ${[...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count} x ${status}`)
        .join(
          ', ',
        )}; all answered within ${(slowestLogin / 1000).toFixed(2)} s (flood ${(floodMs / 1000).toFixed(2)} s)`,
    );
    const p99 = percentile(
      [...during].sort((a, b) => a - b),
      99,
    );
    console.log(
      `second client's p99 during the flood: ${p99.toFixed(1)} ms (target <= ${TARGET_P99_MS} ms): ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
