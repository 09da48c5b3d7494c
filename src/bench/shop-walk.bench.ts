/**
 * npm run bench:shop-walk -- --data-dir DIR [--database-url postgres://...] [--screenshots DIR]
 *
 * A shopper's walk through the shop of a big catalog, in headless Chromium, against the production
 * server started on an existing store (for example one kept by `npm run bench:catalog -- --books
 * 1000000 --keep`; run `npm run build` first): open the shop, tick a genre, a second genre, raise
 * the minimum price, go to the last reachable page, find an author with the box and tick them,
 * untick a genre, untick the author. Each step is timed twice: in the page, from the shopper's
 * input (a press or a key) to the shop showing its answer ("Updating books" gone, in the render of
 * the new results), as the shopper sees it; and by the harness, from starting the action (finding
 * the element, Playwright's checks) until it sees the answer. Every filter is a new one, so the
 * server's cache never answers. Prints the times; saves screenshots at 1366 px after each step and
 * at 390 px at the end when --screenshots is given.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import { launchBrowser, openPage } from '../e2e/support/browser';
import { printTable, startChildServer, stringArg } from './support';

/** A step's two times: as the shopper sees it, and as this harness does. */
interface StepTimes {
  /** From the shopper's first input (a press or a key) to the shop's "Updating books" bar going, in the page's own clock. */
  inPage: number;
  /** From the harness starting the action (finding the element, Playwright's checks) to seeing the answer shown. */
  harness: number;
}

declare global {
  interface Window {
    shopWalkStep?: { input?: number; settled?: number };
  }
}

/**
 * Installed in the page once: records each step's first input and when the shop last finished
 * updating (the bar removed, in the same render as the new results), so a step is timed as the
 * shopper sees it, without the harness's own time to find an element and act on it. Plain
 * JavaScript in a string: a function would reach the page as tsx compiled it, helpers included.
 */
const STEP_CLOCK = `(() => {
  const step = () => (window.shopWalkStep ??= {});
  const input = () => { step().input ??= performance.now(); };
  window.addEventListener('pointerdown', input, true);
  window.addEventListener('keydown', input, true);
  let busy = false;
  new MutationObserver(() => {
    const now = document.querySelector('[role="progressbar"][aria-label="Updating books"]') !== null;
    if (busy && !now) step().settled = performance.now();
    busy = now;
  }).observe(document.body, { subtree: true, childList: true });
})()`;

/** Runs the action and waits until the shop shows the answer to the getAllBooks request it caused. */
async function timedShopStep(page: Page, action: () => Promise<unknown>): Promise<StepTimes> {
  await page.evaluate(() => void (window.shopWalkStep = {}));
  const started = performance.now();
  const answered = page.waitForResponse((response) => response.url().includes(apiPaths.getAllBooks), {
    timeout: 30_000,
  });
  await action();
  const response = await answered;
  if (response.status() !== 202) throw new Error(`getAllBooks answered ${response.status()}`);
  await page.getByRole('progressbar', { name: 'Updating books' }).waitFor({ state: 'detached' });
  await page.getByRole('status', { name: 'Loading books' }).waitFor({ state: 'detached' });
  const harness = performance.now() - started;
  const { input, settled } = await page.evaluate(() => window.shopWalkStep ?? {});
  if (input === undefined || settled === undefined) throw new Error('the step clock saw no input or no update');
  return { inPage: settled - input, harness };
}

async function main(): Promise<void> {
  const dataDir = stringArg('data-dir');
  if (!dataDir) throw new Error('--data-dir is required (a store directory, e.g. one kept by bench:catalog --keep)');
  const databaseUrl = stringArg('database-url');
  const screenshots = stringArg('screenshots');
  if (screenshots) fs.mkdirSync(screenshots, { recursive: true });
  const server = await startChildServer('src/server/main.ts', [], {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const browser = await launchBrowser();
  const steps: Array<{ name: string } & Partial<StepTimes>> = [];
  const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(0));
  try {
    const { page, pageErrors } = await openPage(browser, server.baseURL, { width: 1366, height: 900 });
    const step = async (name: string, action: () => Promise<unknown>) => {
      const times = await timedShopStep(page, action);
      steps.push({ name, ...times });
      if (screenshots)
        await page.screenshot({ path: path.join(screenshots, `shop-${steps.length}-1366.png`), fullPage: false });
      console.log(`  ${name}: ${ms(times.inPage)} ms in the page, ${ms(times.harness)} ms with the harness`);
    };
    /** A sidebar checkbox by the start of its label ("Crime (195,255)"). */
    const box = (label: string) =>
      page.getByRole('checkbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) });
    // The server renders the first page of the shop, so opening it asks no getAllBooks: timed to
    // the app's ready mark (openPage's goto waits for it), the page answering taps.
    const opened = performance.now();
    await page.goto('/shop');
    steps.push({
      name: 'open /shop (rendered by the server, until it answers taps)',
      harness: performance.now() - opened,
    });
    console.log(`  ${steps[0]!.name}: ${ms(steps[0]!.harness)} ms`);
    await page.evaluate(STEP_CLOCK);
    await step('tick a genre', () => box('Crime').check());
    await step('tick a second genre', () => box('Fantasy').check());
    await step('raise the minimum price', async () => {
      await page.getByRole('slider', { name: 'Minimum price' }).focus();
      await page.keyboard.press('PageUp');
    });
    await step('go to the last page', async () => {
      const pages = page
        .getByRole('navigation', { name: 'Shop pages' })
        .getByRole('button', { name: /^Go to page \d+$/ });
      await pages.last().click();
    });
    const lookup = page.getByRole('combobox', { name: 'Find an author' });
    await lookup.fill('ra');
    const firstOption = page.getByRole('option').first();
    await firstOption.waitFor();
    const author = (await firstOption.innerText()).replace(/\s*\([\d,]+\)\s*$/, '').trim();
    await step(`find an author ("ra": ${author}) and tick them`, async () => {
      await lookup.press('ArrowDown');
      await lookup.press('Enter');
    });
    // Every step asks for a new combination: one seen before would come from the browser's cache.
    await step('untick the second genre', () => box('Fantasy').uncheck());
    await step('untick the author (the genre and price stay)', () => box(author).uncheck());
    if (screenshots) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(screenshots, 'shop-390.png'), fullPage: false });
    }
    if (pageErrors.length > 0) throw new Error(`page errors: ${pageErrors.map(String).join('; ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log('');
  printTable(
    ['step', 'ms in the page (input to results shown)', 'ms with the harness (finding and acting too)'],
    steps.map(({ name, inPage, harness }) => [name, ms(inPage), ms(harness)]),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
