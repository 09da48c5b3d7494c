/**
 * The build's home-page budget (src/build/page-budget-plugin.ts) counts what a browser really
 * loads: a visitor opening `/` in Chromium downloads exactly the JavaScript files the build's
 * report lists, no more (a chunk the budget missed) and no fewer (a stale list), until the page has
 * settled; the search box's autocomplete comes only when the visitor reaches for it, the footer's
 * map when the footer is about to be seen.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { HOME_JS_REPORT } from '../build/home-budget';
import type { PageBudgetReport } from '../build/page-budget-plugin';
import { messages } from '../shared/messages';
import { loadConfig } from '../server/config';
import { newShopper, registerThroughPage } from './support/accounts';
import { hydrated, openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(120_000);

const e2e = useStoreAndBrowser();

/** Longer than anything the store's pages schedule for later (the longest, a failed part's retry, waits 60 s). */
const LATER_MS = 120_000;

/**
 * Follows the page's requests from now on: `ended()` resolves once every request the page has
 * started so far has ended. A request the page sends then (a marker) is reported after all those
 * started before it, so none is missed.
 */
function followDownloads(page: Page) {
  const underWay = new Set<Request>();
  let quiet = () => {};
  const end = (request: Request) => {
    underWay.delete(request);
    if (underWay.size === 0) quiet();
  };
  page.on('request', (request) => underWay.add(request));
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async ended(): Promise<void> {
      const marker = `/favicon.svg?downloads-ended=${Date.now()}`;
      const markerSeen = page.waitForRequest((request) => request.url().endsWith(marker));
      await page.evaluate(async (url) => void (await (await fetch(url)).arrayBuffer()), marker);
      await markerSeen;
      if (underWay.size > 0) await new Promise<void>((resolve) => (quiet = resolve));
    },
  };
}

test('a browser opening the home page loads exactly the JavaScript the budget counts', async () => {
  const report = JSON.parse(
    fs.readFileSync(path.join(loadConfig({}).staticDir, HOME_JS_REPORT), 'utf8'),
  ) as PageBudgetReport;
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, { width: 390, height: 844 });
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname.replace(/^\//, ''));
  });
  const downloads = followDownloads(page);
  // The page's clock is Playwright's, running as a real one until told otherwise.
  await page.clock.install();
  await page.goto('/', { waitUntil: 'networkidle' });
  // Whatever the page would fetch later on its own (on a timer, an animation frame, an idle
  // callback) it asks for now: its clock runs ahead. Then what it asked for has arrived.
  await page.clock.runFor(LATER_MS);
  await downloads.ended();
  expect([...scripts].sort()).toEqual(report.files.map((item) => item.file).sort());

  // The autocomplete (and its chunks) arrives on first focus of the search box.
  const loaded = scripts.size;
  await page.locator('input[type=search]:visible').first().click();
  await page.getByRole('combobox').first().waitFor();
  expect(scripts.size).toBeGreaterThan(loaded);

  // The footer is adopted (and its map's code fetched) once it is about to be seen.
  expect([...scripts].some((file) => file.includes('address-map'))).toBe(false);
  const map = page.waitForResponse((response) => response.url().includes('address-map'));
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await map;
  await page.getByRole('img', { name: /map/i }).first().waitFor();
  expect(pageErrors).toEqual([]);
});

/** The chunks only a session needs (boot.tsx's preloadSessionCode). */
const SESSION_CHUNKS = ['session-persistence', 'account-actions', 'payment-report-resender'];
const sessionChunksIn = (scripts: string[]) =>
  SESSION_CHUNKS.filter((chunk) => scripts.some((script) => script.includes(chunk)));

test("a visitor's home page loads none of a session's code (persistence, decryption, account header, payment resender); logging in from it loads it and stores the session, which a reload brings back", async () => {
  const shopper = newShopper();
  const registering = await openPage(e2e.browser, e2e.store.baseURL);
  await registerThroughPage(registering.page, shopper);
  await registering.page.context().close();

  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, { width: 1366, height: 900 });
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(sessionChunksIn(scripts)).toEqual([]);

  // In the page, not a new load: the header's Login, the form, then back home after 3 s.
  const headerLogin = page.getByRole('banner').getByRole('link', { name: 'Login' });
  // The header hydrates as its own section: a click before that would be a plain link's new load.
  await hydrated(headerLogin);
  await headerLogin.click();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The answer first (a password check can take seconds on a busy CI machine), then the 3 s.
  await page.getByText(messages.loggedIn).waitFor();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Profile/ })
    .waitFor();
  expect(sessionChunksIn(scripts)).toEqual(SESSION_CHUNKS);
  expect(scripts.filter((script) => script.includes('session-persistence'))).toHaveLength(1);
  await page.waitForFunction(() => window.localStorage.getItem('persist:session') !== null);
  // Stored encrypted: the e-mail address is nowhere in it.
  expect(await page.evaluate(() => window.localStorage.getItem('persist:session'))).not.toContain(shopper.email);

  scripts.length = 0;
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Profile/ })
    .waitFor();
  expect(sessionChunksIn(scripts)).toEqual(SESSION_CHUNKS);
  expect(pageErrors).toEqual([]);
});
