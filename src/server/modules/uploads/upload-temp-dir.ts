/**
 * Uploads are written to temporary files under DATA_DIR/tmp/uploads, one directory per request,
 * and moved into storage only once checked. Removing the request's directory, whatever happened,
 * is the whole cleanup; a directory left by a crash is swept by a periodic job of every server
 * (uploads.routes.ts), at start and every few minutes, once it is an hour old.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Old enough that no upload still in progress (in this or another process) can own it: a request
 * body is cut off after 15 minutes (plugins/http-hygiene.ts), and its checks take seconds.
 */
const STALE_AFTER_MS = 60 * 60 * 1000;
export const TEMP_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface UploadTempDir {
  readonly path: string;
  /** A path for a new file in this directory (under a generated name: an upload's name never is one). */
  newFilePath(): string;
  /** Removes the directory and anything still in it. Never throws. */
  discard(): Promise<void>;
}

export function uploadTempRoot(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

export async function createUploadTempDir(root: string): Promise<UploadTempDir> {
  await fs.promises.mkdir(root, { recursive: true });
  const dir = await fs.promises.mkdtemp(path.join(root, 'upload-'));
  return {
    path: dir,
    newFilePath: () => path.join(dir, randomBytes(16).toString('hex')),
    discard: () => fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined),
  };
}

/** Removes request directories older than an hour (left behind by a crash or a kill). */
export async function sweepStaleUploads(root: string, now: Date): Promise<number> {
  const entries = await fs.promises.readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    const entryPath = path.join(root, entry.name);
    const stats = await fs.promises.stat(entryPath).catch(() => undefined);
    if (!stats || now.getTime() - stats.mtimeMs < STALE_AFTER_MS) continue;
    await fs.promises.rm(entryPath, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
