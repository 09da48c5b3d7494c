/**
 * Where covers, previews and books are kept: an object store with one interface and two drivers,
 * chosen by STORAGE_URL (storage-from-config.ts): a local directory (directory-storage.ts, the
 * default) or an S3-compatible bucket (s3-storage.ts), which several servers can share.
 *
 * Objects are immutable: each is written once under a generated key (32 random hex characters, for
 * a cover's variants its width, and an extension from our list), so a name a user sent never becomes a path or an object name, and
 * size plus last-modified time make a strong validator for HTTP caching. Covers are public (served
 * under COVERS_URL_PREFIX); previews and full books are only ever streamed by the library routes.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { COVERS_URL_PREFIX } from '../../shared/api-paths';

export const storageKinds = ['covers', 'previews', 'books'] as const;
export type StorageKind = (typeof storageKinds)[number];

const extensions = ['svg', 'png', 'jpg', 'webp', 'gif', 'pdf', 'epub'] as const;
export type FileExtension = (typeof extensions)[number];

const contentTypes: Record<FileExtension, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
};

/** 32 random hex characters, a width for a cover's variants (cover-images.ts), an extension of our list. */
const keyPattern = new RegExp(`^[0-9a-f]{32}(-w[0-9]{2,4})?\\.(${extensions.join('|')})$`);

export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

/** Throws on anything that is not one of our keys: no other string reaches a path or a bucket. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** The random part of new keys: one per object, or one shared by a cover's widths. */
export function newStorageStem(): string {
  return randomBytes(16).toString('hex');
}

/** A key for a new object. */
export function newStorageKey(extension: FileExtension): string {
  return `${newStorageStem()}.${extension}`;
}

/** The media type of a stored object, from its key's extension. */
export function contentTypeOf(key: string): string {
  assertStorageKey(key);
  return contentTypes[key.slice(key.lastIndexOf('.') + 1) as FileExtension];
}

/** The public URL of a stored cover. */
export function coverUrl(key: string): string {
  return `${COVERS_URL_PREFIX}${key}`;
}

export interface StoredObject {
  size: number;
  lastModified: Date;
}

/** What to store: a finished file (an upload's temporary file), or bytes made in memory (seeding). */
export type ObjectSource = { path: string } | { bytes: Uint8Array | string };

/** Inclusive byte offsets, as HTTP ranges have them. */
export interface ByteSpan {
  start: number;
  end: number;
}

export interface ObjectStorage {
  /** Where objects go, for log lines ('directory ./data/files', 's3://bucket/prefix'). */
  readonly description: string;
  /**
   * Stores the source under `key` (from newStorageKey). A file source is streamed, never read into
   * memory whole, and may be moved away: the caller removes its temporary directory either way.
   * Resolves once the object is complete and durable in the store; until then it does not exist.
   */
  put(kind: StorageKind, key: string, source: ObjectSource): Promise<void>;
  /** Size and last-modified time, or undefined when there is no such object. */
  stat(kind: StorageKind, key: string): Promise<StoredObject | undefined>;
  /** The object's bytes (or the span of them) as a stream. Rejects when the object is missing. */
  open(kind: StorageKind, key: string, span?: ByteSpan): Promise<Readable>;
  /** Deletes an object; one already gone is not an error. */
  remove(kind: StorageKind, key: string): Promise<void>;
  /** Every object of a kind (keys that are not ours are skipped), for sweeps and tests. */
  list(kind: StorageKind): AsyncIterable<{ key: string; lastModified: Date }>;
  /** Resolves when the store can be reached and written to (readiness, ops/health.ts); rejects saying why not. */
  probe(): Promise<void>;
  /** Releases connections (the app's onClose). */
  close(): Promise<void>;
}

/** A whole object in memory: small files and tests only (books are streamed). */
export async function readStoredObject(storage: ObjectStorage, kind: StorageKind, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.open(kind, key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
