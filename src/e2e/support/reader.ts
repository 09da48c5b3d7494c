/** What the reader shows, as pixels: pdf.js draws each page onto a canvas. */
import type { Page } from 'playwright-core';

/** Waits until the reader has drawn `pageNumber`, then counts the canvas's non-white pixels. */
export async function drawnPixels(page: Page, pageNumber: number): Promise<number> {
  await page.locator(`[data-rendered-page="${pageNumber}"]`).waitFor({ timeout: 30_000 });
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="pdf-page"] canvas');
    if (!canvas || canvas.width === 0) return 0;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) inked += 1;
    return inked;
  });
}

/** Page 1 is on screen with real ink on it, not just a blank canvas. */
export async function expectFirstPageRendered(page: Page): Promise<void> {
  expect(await drawnPixels(page, 1)).toBeGreaterThan(500);
}
