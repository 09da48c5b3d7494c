/**
 * The build's home-page budget (src/build/page-budget-plugin.ts) counts what a browser really
 * loads: a visitor opening `/` in Chromium downloads exactly the JavaScript files the build's
 * report lists, no more (a chunk the budget missed) and no fewer (a stale list), until the page has
 * settled; the search box's autocomplete comes only when the visitor reaches for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HOME_JS_REPORT } from '../build/home-budget';
import type { PageBudgetReport } from '../build/page-budget-plugin';
import { loadConfig } from '../server/config';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(60_000);

const e2e = useStoreAndBrowser();

test('a browser opening the home page loads exactly the JavaScript the budget counts', async () => {
  const report = JSON.parse(fs.readFileSync(path.join(loadConfig({}).staticDir, HOME_JS_REPORT), 'utf8')) as PageBudgetReport;
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, { width: 390, height: 844 });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname.replace(/^\//, ''));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // Longer than any idle-time load would wait.
  await page.waitForTimeout(3000);
  expect([...scripts].sort()).toEqual(report.files.map((item) => item.file).sort());

  // The autocomplete (and its chunks) arrives on first focus of the search box.
  const loaded = scripts.size;
  await page.locator('input[type=search]:visible').first().click();
  await page.getByRole('combobox').first().waitFor();
  expect(scripts.size).toBeGreaterThan(loaded);
  expect(pageErrors).toEqual([]);
});
