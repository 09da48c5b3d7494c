/**
 * Headless Chromium from Debian, driven by playwright-core (no browser download).
 * The flags keep Chromium from reaching for Google's services on this offline machine.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
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
): Promise<{ page: Page; pageErrors: Error[] }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { page, pageErrors };
}
