/** Real files for upload tests: PDFs made with pdf-lib and a PNG cover drawn by Chromium. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export function scratchDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-files-'));
}

export async function writePdf(filePath: string, pages: number, title: string): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    doc.addPage([400, 600]).drawText(`${title}, page ${n}`, { x: 40, y: 540, size: 18, font });
  }
  fs.writeFileSync(filePath, await doc.save());
  return filePath;
}

/** A cover: a screenshot of a styled box, so it is a genuine PNG. */
export async function writeCoverPng(page: Page, filePath: string, title: string): Promise<string> {
  await page.setContent(
    `<div style="width:300px;height:450px;background:linear-gradient(#1565c0,#26a69a);color:#fff;font:bold 36px sans-serif;display:flex;align-items:center;justify-content:center">${title}</div>`,
  );
  fs.writeFileSync(filePath, await page.locator('div').screenshot());
  return filePath;
}
