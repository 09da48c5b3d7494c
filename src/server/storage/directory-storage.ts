/**
 * The local-directory driver of ObjectStorage (object-storage.ts): <dir>/<kind>/<key>, where dir is
 * DATA_DIR/files unless STORAGE_URL names another (storage-config.ts).
 * The default: one server, nothing else to run. Several servers need the S3 driver instead, unless
 * they share this directory over a network file system.
 */
import fs from 'node:fs';
import path from 'node:path';
import { assertStorageKey, isStorageKey, storageKinds, type ObjectStorage, type StorageKind } from './object-storage';

/** A rename (instant, atomic) where both sides share a file system; a copy and delete where not. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fs.promises.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    // Copied under a temporary name, then renamed: a crash mid-copy never leaves a half file under the key.
    const partial = `${to}.partial`;
    await fs.promises.copyFile(from, partial);
    await fs.promises.rename(partial, to);
    await fs.promises.rm(from, { force: true });
  }
}

export function createDirectoryStorage(rootDir: string): ObjectStorage & { dirOf(kind: StorageKind): string } {
  for (const kind of storageKinds) fs.mkdirSync(path.join(rootDir, kind), { recursive: true });
  const dirOf = (kind: StorageKind) => path.join(rootDir, kind);
  const pathOf = (kind: StorageKind, key: string): string => {
    assertStorageKey(key);
    return path.join(rootDir, kind, key);
  };

  return {
    description: `directory ${rootDir}`,
    dirOf,
    async put(kind, key, source) {
      const target = pathOf(kind, key);
      if ('path' in source) return moveFile(source.path, target);
      // Written under a temporary name and renamed: a crash mid-write never leaves a half file under the key.
      const partial = `${target}.partial`;
      await fs.promises.writeFile(partial, source.bytes, { flag: 'wx' });
      await fs.promises.rename(partial, target);
    },
    async stat(kind, key) {
      try {
        const stats = await fs.promises.stat(pathOf(kind, key));
        return stats.isFile() ? { size: stats.size, lastModified: stats.mtime } : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async open(kind, key, span) {
      const stream = fs.createReadStream(pathOf(kind, key), span);
      // Opening fails here (a missing file rejects) rather than later as a stream error mid-answer.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async remove(kind, key) {
      const target = pathOf(kind, key);
      // With any half-written copy a crash left behind.
      await fs.promises.rm(`${target}.partial`, { force: true });
      await fs.promises.rm(target, { force: true });
    },
    async *list(kind) {
      for (const entry of await fs.promises.readdir(dirOf(kind), { withFileTypes: true })) {
        if (!entry.isFile() || !isStorageKey(entry.name)) continue;
        const stats = await fs.promises.stat(path.join(dirOf(kind), entry.name)).catch(() => undefined);
        if (stats) yield { key: entry.name, lastModified: stats.mtime };
      }
    },
    async probe() {
      for (const kind of storageKinds) await fs.promises.access(dirOf(kind), fs.constants.R_OK | fs.constants.W_OK);
    },
    close: async () => undefined,
  };
}
