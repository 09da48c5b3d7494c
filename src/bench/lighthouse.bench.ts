/**
 * npm run bench:lighthouse [-- --runs 3]
 *
 * Lighthouse (12, from npm) in the system Chromium with its default mobile preset (a mid-range
 * phone, simulated slow 4G and a 4x slower CPU) against the production build: the store is started
 * as its own process on a fresh demo catalog (run `npm run build` first), and home (in English and
 * in Hindi), shop, a product page and an EPUB's preview in the reader are each audited `--runs`
 * times. Prints the median Performance, Accessibility,
 * Best Practices and SEO scores, LCP, TBT, CLS and the JavaScript transferred, beside the targets
 * of a fast store on a phone (Performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.05).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { uiPaths } from '../shared/ui-paths';
import { LANG_PARAMETER } from '../shared/i18n/locales';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { createScratchDatabase } from '../server/testing/scratch-database';
import { numberArg, printTable, repoRoot, startChildServer } from './support';

/**
 * Lighthouse runs as its own CLI under plain Node: it sends functions to the page as their source
 * text, and this script's loader (tsx) would have added helpers to them that the page lacks.
 */
const LIGHTHOUSE_CLI = path.join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');
const run = promisify(execFile);
// The flags this machine's Chromium needs (no sandbox as root, no network beyond localhost).

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
}

const TARGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Lighthouse now and then loses the page load's trace (NO_NAVSTART): such a run is tried again. */
const ATTEMPTS = 3;

async function audit(url: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(
        `  (Lighthouse failed on ${url}: ${String((error as { stderr?: string }).stderr ?? error)
          .trim()
          .slice(0, 160)}; trying again)`,
      );
    }
  }
}

async function auditOnce(url: string): Promise<PageFigures> {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits } = JSON.parse(stdout) as Result;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const resources =
    (
      audits['resource-summary']?.details as
        { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
    )?.items ?? [];
  const scriptBytes = resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKiB: scriptBytes / 1024,
  };
}

async function main(): Promise<void> {
  const runs = numberArg('runs', 3);
  const database = await createScratchDatabase('sqlite');
  const server = await startChildServer('src/server/main.ts', [], {
    ...database.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
  });
  const pages: Array<[string, string]> = [
    ['home', '/'],
    // The home page in Hindi (issue 38): its messages' chunk and the Devanagari font on top.
    ['home (Hindi)', `/?${LANG_PARAMETER}=hi`],
    ['shop', uiPaths.shop],
    ['product', uiPaths.product('1')],
    // Demo book 1 is an EPUB: its sample in the reflowable reader (foliate-js).
    ['EPUB preview', uiPaths.read('1', { preview: true })],
  ];
  const rows: Array<Array<string | number>> = [];
  let allMet = true;
  try {
    for (const [name, page] of pages) {
      const figures: PageFigures[] = [];
      for (let run = 0; run < runs; run++) {
        figures.push(await audit(`${server.baseURL}${page}`));
        console.log(`  ${name} run ${run + 1}: Performance ${figures.at(-1)!.performance}`);
      }
      const m = (key: keyof PageFigures) => median(figures.map((figure) => figure[key]));
      const met =
        m('performance') >= TARGETS.performance &&
        m('lcpMs') <= TARGETS.lcpMs &&
        m('tbtMs') <= TARGETS.tbtMs &&
        m('cls') <= TARGETS.cls;
      allMet &&= met;
      rows.push([
        name,
        m('performance'),
        m('accessibility'),
        m('bestPractices'),
        m('seo'),
        (m('lcpMs') / 1000).toFixed(2),
        m('tbtMs').toFixed(0),
        m('cls').toFixed(3),
        m('jsKiB').toFixed(1),
        met ? 'yes' : 'no',
      ]);
    }
  } finally {
    await server.stop();
    await database.remove();
  }
  console.log(
    `\nLighthouse 12, mobile preset, median of ${runs} run(s); targets: Performance >= ${TARGETS.performance}, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.05`,
  );
  printTable(['page', 'Perf', 'A11y', 'Best Pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'JS KiB', 'met?'], rows);
  if (!allMet) console.log('Not every target is met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
