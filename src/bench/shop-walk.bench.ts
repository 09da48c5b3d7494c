/**
 * npm run bench:shop-walk -- --data-dir DIR [--database-url postgres://...] [--screenshots DIR]
 *
 * A shopper's walk through the shop of a big catalog, in headless Chromium, against the production
 * server started on an existing store (for example one kept by `npm run bench:catalog -- --books
 * 1000000 --keep`; run `npm run build` first): open the shop, tick a genre, a second genre, raise
 * the minimum price, go to the last reachable page, find an author with the box and tick them,
 * untick a genre, untick the author. Each step is timed from the shopper's action to the shop showing its
 * answer (the getAllBooks response arrived and the "Updating books" bar is gone); every filter is a
 * new one, so the server's cache never answers. Prints the times; saves screenshots at 1366 px after
 * each step and at 390 px at the end when --screenshots is given.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { apiPaths } from '../shared/api-paths';
import { launchBrowser, openPage } from '../e2e/support/browser';
import { printTable, startChildServer, stringArg } from './support';

/** Runs the action and waits until the shop shows the answer to the getAllBooks request it caused. */
async function timedShopStep(page: Page, action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  const answered = page.waitForResponse((response) => response.url().includes(apiPaths.getAllBooks), { timeout: 30_000 });
  await action();
  const response = await answered;
  if (response.status() !== 202) throw new Error(`getAllBooks answered ${response.status()}`);
  await page.getByRole('progressbar', { name: 'Updating books' }).waitFor({ state: 'detached' });
  await page.getByRole('status', { name: 'Loading books' }).waitFor({ state: 'detached' });
  return performance.now() - started;
}

async function main(): Promise<void> {
  const dataDir = stringArg('data-dir');
  if (!dataDir) throw new Error('--data-dir is required (a store directory, e.g. one kept by bench:catalog --keep)');
  const databaseUrl = stringArg('database-url');
  const screenshots = stringArg('screenshots');
  if (screenshots) fs.mkdirSync(screenshots, { recursive: true });
  const server = await startChildServer('src/server/main.ts', [], { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), PORT: '0', HOST: '127.0.0.1' });
  const browser = await launchBrowser();
  const steps: Array<[string, number]> = [];
  try {
    const { page, pageErrors } = await openPage(browser, server.baseURL, { width: 1366, height: 900 });
    const step = async (name: string, action: () => Promise<unknown>) => {
      steps.push([name, await timedShopStep(page, action)]);
      if (screenshots) await page.screenshot({ path: path.join(screenshots, `shop-${steps.length}-1366.png`), fullPage: false });
      console.log(`  ${name}: ${steps.at(-1)![1].toFixed(0)} ms`);
    };
    /** A sidebar checkbox by the start of its label ("Crime (195,255)"). */
    const box = (label: string) => page.getByRole('checkbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) });
    // The server renders the first page of the shop, so opening it asks no getAllBooks: timed to
    // the app's ready mark (openPage's goto waits for it), the page answering taps.
    const opened = performance.now();
    await page.goto('/shop');
    steps.push(['open /shop (rendered by the server, until it answers taps)', performance.now() - opened]);
    console.log(`  ${steps.at(-1)![0]}: ${steps.at(-1)![1].toFixed(0)} ms`);
    await step('tick a genre', () => box('Crime').check());
    await step('tick a second genre', () => box('Fantasy').check());
    await step('raise the minimum price', async () => {
      await page.getByRole('slider', { name: 'Minimum price' }).focus();
      await page.keyboard.press('PageUp');
    });
    await step('go to the last page', async () => {
      const pages = page.getByRole('navigation', { name: 'Shop pages' }).getByRole('button', { name: /^Go to page \d+$/ });
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
  printTable(['step', 'ms (action to results shown)'], steps.map(([name, ms]) => [name, ms.toFixed(0)]));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
