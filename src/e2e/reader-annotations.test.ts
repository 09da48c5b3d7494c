/**
 * Bookmarks, highlights and notes in the web reader (issue 37, decision 049), in Chromium at a
 * phone's width (390 px) against the real store: a buyer (who bought over HTTP) highlights text of
 * an EPUB with a note and bookmarks the page on one device; on another device (a second browser
 * context, a new login) the highlight is drawn on the page, the note and the bookmark are listed,
 * and Go to comes back to them. The same for a PDF page's highlight and bookmark, checked through
 * the API and on the other device.
 */
import type { Frame, Page } from 'playwright-core';
import sharp from 'sharp';
import { annotationApiPaths } from '../shared/api-paths';
import type { AnnotationsResponse } from '../shared/contract/annotations.contract';
import { call, HttpShopper } from '../server/testing/http-shopper';
import { loginThroughPage } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';
import { shot } from './support/screenshots';

/** The reader as the phone shows it (the test's pages are phones): the viewport, not resized. */
const PHONE_SHOT = { widths: [390], fullPage: false };

jest.setTimeout(180_000);

const e2e = useStoreAndBrowser();
const PHONE = { width: 390, height: 844 };
/** Demo book 1 is an EPUB, book 3 a PDF (seed-demo-catalog.ts). */
const EPUB_BOOK = '1';
const PDF_BOOK = '3';
const NOTE = 'Remember this line <b>for the essay</b>.';

const settled = (page: Page) =>
  page.locator('[data-testid="epub-view"][aria-busy="false"]:not([data-location=""])').waitFor();

/** The frame of the book's chapter that shows a paragraph of prose (foliate's frames sit in its shadow root). */
async function proseFrame(page: Page): Promise<Frame | undefined> {
  for (const frame of page.frames()) {
    if (!new URL(frame.url()).pathname.includes('/epub/book/')) continue;
    const hasProse = await frame
      .evaluate(() => [...document.querySelectorAll('p')].some((p) => (p.textContent ?? '').trim().length > 80))
      .catch(() => false);
    if (hasProse) return frame;
  }
  return undefined;
}

/** Turns pages until a chapter of prose shows (the book opens on its title page). */
async function toProse(page: Page): Promise<Frame> {
  for (let turns = 0; turns < 6; turns += 1) {
    const frame = await proseFrame(page);
    if (frame) return frame;
    const before = await page.getByTestId('epub-view').getAttribute('data-location');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForFunction((cfi) => {
      const view = document.querySelector('[data-testid="epub-view"]');
      return view?.getAttribute('data-location') !== cfi && view?.getAttribute('aria-busy') === 'false';
    }, before);
  }
  throw new Error('No chapter of prose within six pages');
}

/** Selects the first words of the chapter's first paragraph, as a reader's drag would; answers them. */
function selectOpeningWords(frame: Frame): Promise<string> {
  return frame.evaluate(() => {
    const paragraph = [...document.querySelectorAll('p')].find((p) => (p.textContent ?? '').trim().length > 80)!;
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    const text = walker.nextNode() as Text;
    const end = text.data.indexOf(' ', 30);
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, end > 0 ? end : Math.min(40, text.data.length));
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return range.toString().trim();
  });
}

/** How many pixels of the book's region are tinted pink (a pink highlight over the light page). */
async function pinkPixels(page: Page): Promise<number> {
  const png = await page.getByTestId('epub-view').screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let pink = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 220 && r - g > 25 && b - g > 8) pink += 1;
  }
  return pink;
}

/** Polls `read` until `ok` holds of its answer (or the time is up, failing with the last answer). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function openNotes(page: Page) {
  await page.getByRole('button', { name: 'Bookmarks and notes' }).click();
  const panel = page.getByRole('dialog', { name: 'Bookmarks and notes' });
  await panel.waitFor();
  // Slid in (its transition ended): what a screenshot should show.
  await page.waitForFunction(
    () => getComputedStyle(document.getElementById('reader-annotations')!).transform === 'none',
  );
  return panel;
}

test('highlights and notes round-trip across two browser contexts', async () => {
  const shopper = new HttpShopper(() => e2e.store.baseURL);
  expect((await shopper.register()).status).toBe(202);
  expect((await shopper.addToCart(EPUB_BOOK)).status).toBe(202);
  expect((await shopper.addToCart(PDF_BOOK)).status).toBe(202);
  const checkout = await shopper.checkout();
  const paid = await shopper.pay(checkout.body.order.id);
  expect((await shopper.report(paid.body)).status).toBe(202);

  // ---------- The first device: an EPUB's highlight with a note, and a bookmark ----------
  const first = await openPage(e2e.browser, e2e.store.baseURL, PHONE);
  await loginThroughPage(first.page, shopper);
  await first.page.goto(`/read/${EPUB_BOOK}`);
  await settled(first.page);
  const frame = await toProse(first.page);
  const quote = await selectOpeningWords(frame);
  expect(quote.length).toBeGreaterThan(20);
  const toolbar = first.page.getByRole('toolbar', { name: 'Highlight the selected text' });
  await toolbar.getByRole('button', { name: 'Highlight pink' }).waitFor();
  await shot(first.page, 'epub-selection-toolbar', PHONE_SHOT);
  await toolbar.getByRole('button', { name: 'Add note' }).click();
  const dialog = first.page.getByRole('dialog', { name: 'Note' });
  await dialog.getByRole('radio', { name: 'Pink' }).check();
  await dialog.getByLabel('Your note').fill(NOTE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await first.page
    .locator('[data-testid="epub-view"]:not([data-highlights-drawn=""])[data-highlights-drawn]')
    .waitFor();
  await until(
    () => pinkPixels(first.page),
    (value) => value > 300,
  );
  const highlightedAt = await first.page.getByTestId('epub-view').getAttribute('data-location');
  const bookmark = first.page.getByRole('button', { name: 'Bookmark this page' });
  await bookmark.click();
  await first.page.locator('button[aria-label="Bookmark this page"][aria-pressed="true"]').waitFor();
  await shot(first.page, 'epub-highlight', PHONE_SHOT);
  expect(first.pageErrors).toEqual([]);

  // ---------- The other device: a new login sees them, drawn and listed, and goes to them ----------
  const second = await openPage(e2e.browser, e2e.store.baseURL, PHONE);
  await loginThroughPage(second.page, shopper);
  await second.page.goto(`/read/${EPUB_BOOK}`);
  await settled(second.page);
  // Opened where the first device read (its saved place): the highlight is drawn there.
  await until(
    () => pinkPixels(second.page),
    (value) => value > 300,
    15_000,
  );
  await second.page.locator('button[aria-label="Bookmark this page"][aria-pressed="true"]').waitFor();
  for (let turns = 0; turns < 2; turns += 1) {
    const before = await second.page.getByTestId('epub-view').getAttribute('data-location');
    await second.page.getByRole('button', { name: 'Next page' }).click();
    await second.page.waitForFunction((cfi) => {
      const view = document.querySelector('[data-testid="epub-view"]');
      return view?.getAttribute('data-location') !== cfi && view?.getAttribute('aria-busy') === 'false';
    }, before);
  }
  expect(await pinkPixels(second.page)).toBeLessThan(50);
  const panel = await openNotes(second.page);
  const items = panel.getByRole('listitem');
  await until(
    () => items.count(),
    (value) => value === 2,
  );
  await expect(items.nth(0).textContent()).resolves.toMatch(/^Bookmark/);
  const noteItem = items.nth(1);
  await noteItem.getByText(quote).waitFor();
  // The note is text as written, never markup.
  await noteItem.getByText(NOTE).waitFor();
  expect(await noteItem.locator('b').count()).toBe(0);
  await expect(noteItem.textContent()).resolves.toContain('Pink');
  await shot(second.page, 'epub-notes-panel', PHONE_SHOT);
  await noteItem.getByRole('button', { name: /^Go to Note, Pink/ }).click();
  await panel.waitFor({ state: 'detached' });
  await settled(second.page);
  await until(
    () => pinkPixels(second.page),
    (value) => value > 300,
    15_000,
  );
  expect(await second.page.getByTestId('epub-view').getAttribute('data-location')).toBe(highlightedAt);
  expect(second.pageErrors).toEqual([]);

  // ---------- A PDF page: highlighted and bookmarked on the first device ----------
  await first.page.goto(`/read/${PDF_BOOK}`);
  await first.page.locator('[data-rendered-page="1"]').waitFor({ timeout: 30_000 });
  const pdfQuote = await first.page.waitForFunction(() => {
    const span = [...document.querySelectorAll('[data-testid="pdf-page"] .textLayer span')].find(
      (candidate) => (candidate.textContent ?? '').trim().length > 8,
    );
    const text = span?.firstChild;
    if (!text) return null;
    const range = document.createRange();
    range.selectNodeContents(text);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return range.toString().trim();
  });
  const pdfText = (await pdfQuote.jsonValue())!;
  await first.page
    .getByRole('toolbar', { name: 'Highlight the selected text' })
    .getByRole('button', { name: 'Highlight yellow' })
    .click();
  await first.page
    .locator('[data-testid="pdf-highlights"][data-highlights-drawn="1"] div[data-color="yellow"]')
    .first()
    .waitFor();
  await first.page.getByRole('button', { name: 'Bookmark this page' }).click();
  await first.page.locator('button[aria-label="Bookmark this page"][aria-pressed="true"]').waitFor();
  await shot(first.page, 'pdf-highlight', PHONE_SHOT);

  // Kept on the server for the buyer, with the page and the quote.
  const listed = await call<AnnotationsResponse>(
    e2e.store.baseURL,
    'GET',
    `${annotationApiPaths.getAnnotations}?BookId=${PDF_BOOK}`,
    { token: shopper.token },
  );
  expect(listed.status).toBe(202);
  expect(listed.body.Annotations.map(({ Kind, Locator, Text, Color }) => ({ Kind, Locator, Text, Color }))).toEqual([
    { Kind: 'highlight', Locator: { Page: 1 }, Text: pdfText, Color: 'yellow' },
    { Kind: 'bookmark', Locator: { Page: 1 }, Text: '', Color: null },
  ]);

  // The other device finds the quote again on the page, and lists both.
  await second.page.goto(`/read/${PDF_BOOK}`);
  await second.page
    .locator('[data-testid="pdf-highlights"][data-highlights-drawn="1"] div[data-color="yellow"]')
    .first()
    .waitFor({ timeout: 30_000 });
  await second.page.locator('button[aria-label="Bookmark this page"][aria-pressed="true"]').waitFor();
  const pdfPanel = await openNotes(second.page);
  await until(
    () => pdfPanel.getByRole('listitem').count(),
    (value) => value === 2,
  );
  await pdfPanel.getByText(pdfText).waitFor();
  await shot(second.page, 'pdf-notes-panel', PHONE_SHOT);
  expect(first.pageErrors).toEqual([]);
  expect(second.pageErrors).toEqual([]);
});
