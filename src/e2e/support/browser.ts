/**
 * Headless Chromium from Debian, driven by playwright-core (no browser download).
 * The flags keep Chromium from reaching for Google's services on this offline machine.
 */
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Also used by the benchmarks that drive Chromium (reader, Lighthouse). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * A fresh page (its own context, so no cookies or storage leak between tests) that fails the test
 * on any uncaught page error.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
  /** The browser's language (navigator.language and Accept-Language), e.g. 'hi-IN'. */
  locale?: string,
): Promise<{ page: Page; pageErrors: Error[] }> {
  const context = await browser.newContext({ baseURL, viewport, ...(locale ? { locale } : {}) });
  const page = await context.newPage();
  // A server-rendered page shows before it answers taps (until hydrated): every load of a page
  // waits for the app's mark (components/PageReady.tsx), as a shopper would wait for it to respond.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector('html[data-page-ready]', { state: 'attached' });
    return response;
  };
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { page, pageErrors };
}

/**
 * Waits until React has adopted the element the locator finds (the server's HTML is hydrated
 * there): React marks each node it owns with a `__reactFiber$...` property. For parts that
 * hydrate late (HydrateApart), whose server HTML looks the same before as after.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber')) ? resolve() : setTimeout(check, 50);
        check();
      }),
  );
}
