/**
 * Screenshots for a person to look at: with E2E_SCREENSHOTS=<dir>, `shot` saves the page at each
 * width (1366 px and a 390 px phone unless told) as <dir>/<name>-<width>.png, then gives the page
 * its viewport back; without it, it does nothing, so a journey reads the same either way.
 */
import type { Page } from 'playwright-core';

const directory = process.env.E2E_SCREENSHOTS;

export interface ShotOptions {
  /** The viewport widths to shoot at; [] or one width keeps the page as it is laid out now. */
  widths?: number[];
  /** The whole page (default) or the viewport alone (a reader, whose page is the viewport). */
  fullPage?: boolean;
}

export async function shot(page: Page, name: string, { widths = [1366, 390], fullPage = true }: ShotOptions = {}) {
  if (!directory) return;
  const viewport = page.viewportSize();
  for (const width of widths) {
    // Against the width now, not the page's own: after 1366, a 390 px page must be set back.
    if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${directory}/${name}-${width}.png`, fullPage });
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** Where a test saves a file it downloaded, for a person to look at too (undefined: not asked for). */
export const screenshotDirectory = directory;
