/**
 * Covers and PDFs live under DATA_DIR/files/<kind>/ with generated names: a name a user sent never
 * becomes a path. Covers are public (served under COVERS_URL_PREFIX); previews and full books sit
 * in directories that are not served statically at all.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COVERS_URL_PREFIX } from '../../shared/api-paths';

export const storageKinds = ['covers', 'previews', 'books'] as const;
export type StorageKind = (typeof storageKinds)[number];

const extensions = ['svg', 'png', 'jpg', 'webp', 'gif', 'pdf'] as const;
export type FileExtension = (typeof extensions)[number];

/** A stored file's key: 32 random hex characters and an extension from our list. */
const keyPattern = new RegExp(`^[0-9a-f]{32}\\.(${extensions.join('|')})$`);

export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

/** The public URL of a stored cover. */
export function coverUrl(key: string): string {
  return `${COVERS_URL_PREFIX}${key}`;
}

export interface FileStorage {
  readonly rootDir: string;
  dirOf(kind: StorageKind): string;
  save(kind: StorageKind, bytes: Uint8Array | string, extension: FileExtension): Promise<string>;
  /** Same as save, for bulk work (seeding) where awaiting each write would only add latency. */
  saveSync(kind: StorageKind, bytes: Uint8Array | string, extension: FileExtension): string;
  read(kind: StorageKind, key: string): Promise<Buffer>;
  /** Moves a finished file (an upload's temporary file) in under a new key; the source is gone after. */
  adopt(kind: StorageKind, sourcePath: string, extension: FileExtension): Promise<string>;
  /** Deletes a stored file; one already gone is not an error. */
  remove(kind: StorageKind, key: string): Promise<void>;
  /** Where a stored file lives, for streaming it (throws on anything that is not a storage key). */
  pathOf(kind: StorageKind, key: string): string;
  coverUrl(key: string): string;
}

/** A rename (instant, atomic) where both sides share a file system; a copy and delete where not. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fs.promises.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.promises.copyFile(from, to, fs.constants.COPYFILE_EXCL);
    await fs.promises.rm(from, { force: true });
  }
}

export function createFileStorage(dataDir: string): FileStorage {
  const rootDir = path.join(dataDir, 'files');
  for (const kind of storageKinds) fs.mkdirSync(path.join(rootDir, kind), { recursive: true });

  const pathOf = (kind: StorageKind, key: string): string => {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(rootDir, kind, key);
  };
  const newKey = (extension: FileExtension) => `${randomBytes(16).toString('hex')}.${extension}`;

  return {
    rootDir,
    dirOf: (kind) => path.join(rootDir, kind),
    async save(kind, bytes, extension) {
      const key = newKey(extension);
      await fs.promises.writeFile(pathOf(kind, key), bytes, { flag: 'wx' });
      return key;
    },
    saveSync(kind, bytes, extension) {
      const key = newKey(extension);
      fs.writeFileSync(pathOf(kind, key), bytes, { flag: 'wx' });
      return key;
    },
    read: (kind, key) => fs.promises.readFile(pathOf(kind, key)),
    async adopt(kind, sourcePath, extension) {
      const key = newKey(extension);
      await moveFile(sourcePath, pathOf(kind, key));
      return key;
    },
    remove: (kind, key) => fs.promises.rm(pathOf(kind, key), { force: true }),
    pathOf,
    coverUrl,
  };
}
