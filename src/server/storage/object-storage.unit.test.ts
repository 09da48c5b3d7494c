/**
 * The ObjectStorage contract, run on both drivers: the local directory, and S3 against a real
 * S3-compatible server (testing/s3-server.ts). Whatever the store does on one it must do on the other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startTestS3Server } from '../testing/s3-server';
import { createDirectoryStorage } from './directory-storage';
import { newStorageKey, readStoredObject, type ObjectStorage, type StorageKind } from './object-storage';
import { createS3Storage } from './s3-storage';

interface Driver {
  storage: ObjectStorage;
  /** Puts an object that is not ours (another program's, a stray file) where the driver lists. */
  putForeign(kind: StorageKind, name: string): Promise<void>;
  close(): Promise<void>;
}

async function directoryDriver(): Promise<Driver> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  const storage = createDirectoryStorage(dataDir);
  return {
    storage,
    putForeign: (kind, name) => fs.promises.writeFile(path.join(storage.dirOf(kind), name), 'not ours'),
    async close() {
      await storage.close();
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function s3Driver(): Promise<Driver> {
  const server = await startTestS3Server();
  // A prefix, as when shops share a bucket: every object name must go under it.
  const options = { ...server.options, prefix: 'shop1/' };
  const storage = createS3Storage(options);
  const client = new S3Client({
    ...options,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    storage,
    async putForeign(kind, name) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: `${options.prefix}${kind}/${name}`, Body: 'not ours' }),
      );
    },
    async close() {
      client.destroy();
      await storage.close();
      await server.close();
    },
  };
}

const notKeys = ['../etc/passwd', 'abc.exe', `${'a'.repeat(32)}.PDF`, `../books/${'a'.repeat(32)}.pdf`];

describe.each([
  ['directory', directoryDriver],
  ['S3', s3Driver],
])('%s storage', (_name, start) => {
  let driver: Driver;
  let storage: ObjectStorage;
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-source-'));

  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });

  afterAll(async () => {
    await driver?.close();
    await fs.promises.rm(tempDir, { recursive: true, force: true });
  });

  it('stores bytes, and reads them back whole or by span', async () => {
    const key = newStorageKey('png');
    const bytes = Buffer.from('0123456789abcdef');
    await storage.put('books', key, { bytes });

    const stat = await storage.stat('books', key);
    expect(stat?.size).toBe(bytes.length);
    expect(Number.isNaN(stat?.lastModified.getTime())).toBe(false);
    expect(Object.prototype.toString.call(stat?.lastModified)).toBe('[object Date]');

    expect(await readStoredObject(storage, 'books', key)).toEqual(bytes);
    expect(await buffer(await storage.open('books', key, { start: 2, end: 5 }))).toEqual(Buffer.from('2345'));
  });

  it('stores a string as its UTF-8 bytes', async () => {
    const key = newStorageKey('svg');
    await storage.put('covers', key, { bytes: '<svg>ä</svg>' });
    expect((await readStoredObject(storage, 'covers', key)).toString('utf8')).toBe('<svg>ä</svg>');
    expect((await storage.stat('covers', key))?.size).toBe(Buffer.byteLength('<svg>ä</svg>'));
    await storage.remove('covers', key);
  });

  it('stores a large file from its path (in parts, on S3)', async () => {
    const key = newStorageKey('pdf');
    const bytes = randomBytes(20 * 1024 * 1024 + 123);
    const file = path.join(tempDir, 'upload.pdf');
    await fs.promises.writeFile(file, bytes);
    await storage.put('books', key, { path: file });

    expect((await storage.stat('books', key))?.size).toBe(bytes.length);
    // Across the boundary of the first two 8 MiB parts.
    const span = { start: 8 * 1024 * 1024 - 1000, end: 8 * 1024 * 1024 + 999 };
    expect(await buffer(await storage.open('books', key, span))).toEqual(bytes.subarray(span.start, span.end + 1));
    const tail = { start: bytes.length - 10, end: bytes.length - 1 };
    expect(await buffer(await storage.open('books', key, tail))).toEqual(bytes.subarray(tail.start));
  });

  it('answers missing objects: stat undefined, open rejects, remove succeeds', async () => {
    const missing = newStorageKey('pdf');
    expect(await storage.stat('books', missing)).toBeUndefined();
    await expect(storage.open('books', missing)).rejects.toThrow();
    await expect(storage.remove('books', missing)).resolves.toBeUndefined();

    const key = newStorageKey('pdf');
    await storage.put('books', key, { bytes: 'x' });
    await storage.remove('books', key);
    expect(await storage.stat('books', key)).toBeUndefined();
    await expect(storage.open('books', key)).rejects.toThrow();
  });

  it('lists exactly the objects of one kind', async () => {
    const previews = [newStorageKey('pdf'), newStorageKey('pdf'), newStorageKey('pdf')];
    const covers = [newStorageKey('jpg')];
    for (const key of previews) await storage.put('previews', key, { bytes: `preview ${key}` });
    for (const key of covers) await storage.put('covers', key, { bytes: `cover ${key}` });
    await driver.putForeign('previews', 'README.txt');

    const listed: { key: string; lastModified: Date }[] = [];
    for await (const entry of storage.list('previews')) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual([...previews].sort());
    for (const entry of listed) expect(Number.isNaN(entry.lastModified.getTime())).toBe(false);
  });

  it.each(notKeys)('refuses %j as a key', async (notKey) => {
    await expect(storage.put('books', notKey, { bytes: 'x' })).rejects.toThrow('Not a storage key');
    await expect(storage.stat('books', notKey)).rejects.toThrow('Not a storage key');
    await expect(storage.open('books', notKey)).rejects.toThrow('Not a storage key');
    await expect(storage.remove('books', notKey)).rejects.toThrow('Not a storage key');
  });
});
