/** Admin helpers for API tests: an app with an admin, multipart bodies, and real little files. */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { LoginResponse } from '../../shared/contract/accounts.contract';
import { defaultStorageDir } from '../storage/storage-config';
import { uploadTempRoot } from '../modules/uploads/upload-temp-dir';
import { bearer, login } from './accounts';
import { createTestApp, type TestApp, type TestAppOptions } from './create-test-app';

export const TEST_ADMIN = { adminEmail: 'admin@pustaka.example', adminPassword: 'admin-password-1' };

export interface AdminTestApp {
  t: TestApp;
  adminHeaders: Record<string, string>;
  adminSession: LoginResponse;
}

/** A test app whose ADMIN_EMAIL account is logged in. */
export async function createAdminTestApp(options: TestAppOptions = {}): Promise<AdminTestApp> {
  const t = await createTestApp({ admin: TEST_ADMIN, ...options });
  const response = await login(t.app, TEST_ADMIN.adminEmail, TEST_ADMIN.adminPassword);
  if (response.statusCode !== 202) throw new Error(`admin login answered ${response.statusCode}: ${response.body}`);
  const adminSession = response.json<LoginResponse>();
  return { t, adminSession, adminHeaders: bearer(adminSession.Token) };
}

/** A valid 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A real PDF of `pages` pages. */
export async function makePdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1)
    document.addPage([200, 300]).drawText(`Page ${i + 1}`, { x: 20, y: 150, size: 12 });
  return Buffer.from(await document.save());
}

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser would send it. */
export function multipartBody(parts: readonly MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** What is left in the upload temp directory (always nothing once a request has been answered). */
export function uploadTempFiles(t: TestApp): string[] {
  const root = uploadTempRoot(t.config.dataDir);
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) : [];
}

/** Every file under storage and under the upload temp directory: "nothing written" is this unchanged. */
export function filesOnDisk(t: TestApp): string[] {
  const dirs = [defaultStorageDir(t.config.dataDir), uploadTempRoot(t.config.dataDir)];
  return dirs
    .flatMap((dir) =>
      fs.existsSync(dir)
        ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name))
        : [],
    )
    .sort();
}
