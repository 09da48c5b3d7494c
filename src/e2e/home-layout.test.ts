/**
 * What the home page's layout does in real Chromium, where jsdom cannot tell: an arrow moves its
 * row by exactly the spec's step (no scroll snapping rounding it to a card edge), a row that fits
 * has disabled arrows, the newsletter's field is a full-height tap target on a phone and keeps what
 * was typed before the box hydrated, and a toast opens below the header instead of over the cart's
 * badge, on a desktop and on a phone.
 */
import type { Locator, Page } from 'playwright-core';
import { apiMessages } from '../shared/api-messages';
import { apiPaths } from '../shared/api-paths';
import type { AllBooksResponse } from '../shared/contract/catalog.contract';
import { homeTitles, messages } from '../shared/messages';
import { loginThroughPage, newShopper, type TestShopper } from './support/accounts';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(120_000);

const e2e = useStoreAndBrowser();
const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

/** scrollLeft once a smooth scroll has come to rest (the same value over a few frames). */
async function settledScrollLeft(track: Locator): Promise<number> {
  return track.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        let last = -1;
        let sameFrames = 0;
        const look = () => {
          sameFrames = element.scrollLeft === last ? sameFrames + 1 : 0;
          last = element.scrollLeft;
          if (sameFrames >= 10) resolve(last);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/**
 * The element's box once it has come to rest: no transition or animation of its own or of what
 * holds it still running (a toast slides in, its stack grows), and the same box over a few frames.
 */
async function restingBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const moves = (animation: Animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return (
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity &&
            target instanceof Element &&
            (target.contains(element) || element.contains(target))
          );
        };
        let last = '';
        let sameFrames = 0;
        const look = () => {
          const box = JSON.stringify(element.getBoundingClientRect());
          sameFrames = box === last && !document.getAnimations().some(moves) ? sameFrames + 1 : 0;
          last = box;
          if (sameFrames >= 5) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  return (await locator.boundingBox())!;
}

/** How far the row can scroll at most: a step is only whole when there is that much to show. */
const scrollRange = (track: Locator) => track.evaluate((element) => element.scrollWidth - element.clientWidth);

async function homeRow(page: Page, title: string) {
  const row = page.getByRole('region', { name: title });
  const track = row.getByTestId('scroller-track');
  await track.locator('a').first().waitFor();
  return { row, track };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function registerShopper(): Promise<TestShopper> {
  const shopper = newShopper();
  const response = await fetch(`${e2e.store.baseURL}${apiPaths.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      password: shopper.password,
      usertype: 'User',
      countryCode: '+91',
      phoneNumber: '9876543210',
      email: shopper.email,
    }),
  });
  expect(response.ok).toBe(true);
  return shopper;
}

async function someBookIds(count: number): Promise<number[]> {
  const response = await fetch(`${e2e.store.baseURL}${apiPaths.getAllBooks}?PageSize=${count}`);
  return ((await response.json()) as AllBooksResponse).BooksList.map((book) => Number(book.Id));
}

describe.each([
  ['desktop', desktop],
  ['phone', phone],
])('the home page on a %s', (_name, viewport) => {
  test.each([
    [homeTitles.originals, 500],
    [homeTitles.newArrivals, 500],
    [homeTitles.trending, 200],
  ])('%s: the right arrow moves the row by exactly %i px, the left one back', async (title, step) => {
    const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, viewport);
    await page.goto('/');
    const { row, track } = await homeRow(page, title);
    expect(await scrollRange(track)).toBeGreaterThanOrEqual(step);
    expect(await track.evaluate((element) => getComputedStyle(element).scrollSnapType)).toBe('none');

    await row.getByRole('button', { name: 'Scroll right' }).click();
    expect(await settledScrollLeft(track)).toBe(step);
    await row.getByRole('button', { name: 'Scroll left' }).click();
    expect(await settledScrollLeft(track)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test("Upcoming's arrows work when the row overflows and are disabled when it fits", async () => {
    const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, viewport);
    await page.goto('/');
    const { row, track } = await homeRow(page, homeTitles.upcoming);
    const right = row.getByRole('button', { name: 'Scroll right' });
    await expect(row.getByRole('button', { name: 'Scroll left' }).isDisabled()).resolves.toBe(true);
    const range = await scrollRange(track);
    if (range > 0) {
      await right.click();
      expect(await settledScrollLeft(track)).toBe(Math.min(200, range));
    } else {
      // The server renders the arrow enabled (nothing is measured there); the row's section
      // measures itself once hydrated, which may come after the page answers taps.
      await right.and(page.locator(':disabled')).waitFor({ timeout: 10_000 });
    }
    expect(pageErrors).toEqual([]);
  });
});

test('the newsletter field is as tall as its button, at least 40 px, on a 390 px phone', async () => {
  const { page } = await openPage(e2e.browser, e2e.store.baseURL, phone);
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter' });
  const field = await form.getByRole('textbox', { name: 'Email address' }).boundingBox();
  const button = await form.getByRole('button', { name: 'Subscribe' }).boundingBox();
  expect(field!.height).toBeGreaterThanOrEqual(40);
  expect(field!.height).toBe(button!.height);
});

test('an address typed into the newsletter before its code arrives is the one subscribed', async () => {
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, phone);
  // The box hydrates late, after its own chunk: hold that chunk back while the shopper types.
  let releaseChunk = () => {};
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route('**/home-below.*.js', async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(`early-${Date.now()}@example.com`);
  releaseChunk();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText(apiMessages.newsletterSubscribed).waitFor();
  expect(pageErrors).toEqual([]);
});

test.each([
  ['1366 px desktop', desktop],
  ['390 px phone', phone],
])("a toast opens below the header, clear of the cart's badge, on a %s", async (_name, viewport) => {
  const shopper = await registerShopper();
  const [bookId] = await someBookIds(1);
  const { page, pageErrors } = await openPage(e2e.browser, e2e.store.baseURL, viewport);
  await loginThroughPage(page, shopper);
  await page.goto(`/product/${bookId}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const toast = page.locator('.notistack-MuiContent').filter({ hasText: messages.addedToCart });
  await toast.waitFor();
  // The badge shows the new count: what the shopper looks at right after the add.
  // (The count arrives with the cart's refetch, just after the toast.)
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ });
  await cartLink.waitFor();
  await expect(cartLink.locator('.MuiBadge-badge').textContent()).resolves.toBe('1');
  // Boxes once the toast has finished sliding in.
  const toastBox = await restingBox(toast);
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  // The cart's badge, and the wishlist's where the header has room to show it (not on a phone).
  const badges = await page.getByRole('banner').locator('.MuiBadge-badge:visible').all();
  expect(badges.length).toBeGreaterThanOrEqual(viewport === desktop ? 2 : 1);
  for (const each of badges) expect(overlaps(toastBox, (await each.boundingBox())!)).toBe(false);
  expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  // Still the spec's top-right corner.
  expect(toastBox.x + toastBox.width).toBeGreaterThan(viewport.width - 40);
  expect(toastBox.y).toBeLessThan(headerBox.y + headerBox.height + 40);
  expect(pageErrors).toEqual([]);
});
