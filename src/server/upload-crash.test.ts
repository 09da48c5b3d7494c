/**
 * kill -9 during a burst of uploads, four times: the store (a real child process) is killed while
 * twelve admins' uploads are arriving, being checked, stored or inserted. Restarted, it must come
 * up; and once the sweeps run an hour later (the age at which their work counts as abandoned),
 * there must be no stored object that no row names, no upload temp directory, and no book row
 * whose files are missing. On SQLite the files go to the local directory; on PostgreSQL to an
 * S3-compatible bucket (a real s3rver), as several servers would have it.
 */
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { apiPaths } from '../shared/api-paths';
import type { LoginResponse } from '../shared/contract/accounts.contract';
import { loadConfig } from './config';
import { createDatabase, type Db } from './db/create-database';
import { UnitOfWork } from './db/unit-of-work';
import { sweepStaleUploads, uploadTempRoot } from './modules/uploads/upload-temp-dir';
import { coverObjectKeys } from './storage/cover-images';
import { storageKinds, type ObjectStorage, type StorageKind } from './storage/object-storage';
import { ORPHAN_AFTER_MS, PendingFiles } from './storage/pending-files';
import { createS3Storage } from './storage/s3-storage';
import { createStorage } from './storage/storage-config';
import { multipartBody, TEST_ADMIN, TINY_PNG } from './testing/admin';
import { startChildServer, type ChildServer } from './testing/child-server';
import { testDialect } from './testing/create-test-app';
import { call } from './testing/http-shopper';
import { startTestS3Server, type TestS3Server } from './testing/s3-server';
import { createScratchDatabase, type ScratchDatabase } from './testing/scratch-database';

jest.setTimeout(300_000);

const KILLS = 4;
const UPLOADS_PER_BURST = 12;

let database: ScratchDatabase;
let s3: TestS3Server | undefined;
let server: ChildServer | undefined;

const env = () => ({
  ...database.env,
  ...(s3?.env ?? {}),
  PORT: '0',
  HOST: '127.0.0.1',
  ADMIN_EMAIL: TEST_ADMIN.adminEmail,
  ADMIN_PASSWORD: TEST_ADMIN.adminPassword,
  LOG_LEVEL: 'fatal',
});

/** A PDF of a few MB (an attached blob), so an upload takes long enough to be cut in every phase. */
async function bulkyPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 300]).drawText('Chapter 1', { x: 20, y: 150, size: 12 });
  await document.attach(Buffer.alloc(3 * 1024 * 1024, 7), 'appendix.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await document.save());
}

function uploadForm(admin: LoginResponse, ids: { author: number; genre: number }, pdf: Buffer, index: number) {
  const fields: Record<string, string> = {
    UserId: admin.UserId,
    BookName: `Burst ${index}`,
    BookDescription: 'Uploaded while the server died.',
    AuthorId: String(ids.author),
    AuthorName: '',
    Price: '120',
    Discount: '0',
    GenerId: String(ids.genre),
    Gener: '',
    BookType: 'EBook',
    IsActive: 'true',
    IsApproved: 'true',
  };
  return multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'BookImage', filename: 'cover.png', contentType: 'image/png', data: TINY_PNG },
    { name: 'BookPreview', filename: 'preview.pdf', contentType: 'application/pdf', data: pdf },
    { name: 'BookContent', filename: 'book.pdf', contentType: 'application/pdf', data: pdf },
  ]);
}

/** Every key the rows name, by kind. */
async function namedKeys(db: Db): Promise<Record<StorageKind, Set<string>>> {
  const books = await db.selectFrom('books').select(['cover_key', 'preview_key', 'content_key']).execute();
  const banners = await db.selectFrom('banners').select('cover_key').execute();
  return {
    covers: new Set([
      ...books.flatMap((row) => coverObjectKeys(row.cover_key)),
      ...banners.map((row) => row.cover_key),
    ]),
    previews: new Set(books.flatMap((row) => (row.preview_key ? [row.preview_key] : []))),
    books: new Set(books.flatMap((row) => (row.content_key ? [row.content_key] : []))),
  };
}

interface Audit {
  orphans: number;
  tempDirs: number;
  rowsMissingFiles: number;
  pending: number;
}

async function audit(db: Db, storage: ObjectStorage, dataDir: string): Promise<Audit> {
  const named = await namedKeys(db);
  let orphans = 0;
  let rowsMissingFiles = 0;
  for (const kind of storageKinds) {
    const stored = new Set<string>();
    for await (const object of storage.list(kind)) stored.add(object.key);
    orphans += [...stored].filter((key) => !named[kind].has(key)).length;
    rowsMissingFiles += [...named[kind]].filter((key) => !stored.has(key)).length;
  }
  const tempRoot = uploadTempRoot(dataDir);
  const tempDirs = fs.existsSync(tempRoot) ? fs.readdirSync(tempRoot).length : 0;
  const pending = (await db.selectFrom('pending_files').select('key').execute()).length;
  return { orphans, tempDirs, rowsMissingFiles, pending };
}

beforeAll(async () => {
  database = await createScratchDatabase(testDialect());
  if (testDialect() === 'postgres') s3 = await startTestS3Server();
});
afterAll(async () => {
  await server?.stop();
  await s3?.close();
  await database.remove();
});

test(`${KILLS} SIGKILLs during bursts of uploads leave, after a restart and the sweeps, no orphan file, no temp directory, no row without files`, async () => {
  const pdf = await bulkyPdf();
  let completed = 0;
  let cut = 0;
  for (let kill = 0; kill < KILLS; kill++) {
    server = await startChildServer('src/server/main.ts', [], env());
    const baseURL = server.baseURL;
    const admin = (
      await call<LoginResponse>(baseURL, 'POST', apiPaths.login, {
        body: { username: TEST_ADMIN.adminEmail, password: TEST_ADMIN.adminPassword },
      })
    ).body;
    const ids = { author: 1, genre: 1 };
    // Killed once the burst is under way, a different number of uploads in each time, so the
    // kill lands in every phase of the others: receiving, checking, storing, inserting.
    const killAfter = kill * 3;
    let doneInBurst = 0;
    let underWay: () => void = () => undefined;
    const killMoment = new Promise<void>((resolve) => {
      underWay = resolve;
      if (killAfter === 0) setTimeout(resolve, 100);
    });
    const burst = Array.from({ length: UPLOADS_PER_BURST }, async (_, index) => {
      const form = uploadForm(admin, ids, pdf, kill * UPLOADS_PER_BURST + index);
      try {
        const response = await fetch(`${baseURL}${apiPaths.addBook}`, {
          method: 'POST',
          body: new Uint8Array(form.payload),
          headers: { ...form.headers, authorization: `Bearer ${admin.Token}` },
        });
        if (response.status === 202) completed += 1;
        doneInBurst += 1;
        if (killAfter > 0 && doneInBurst >= killAfter) underWay();
      } catch {
        cut += 1;
      }
    });
    await killMoment;
    await server.kill();
    await Promise.all(burst);
  }
  // Restarted after the last kill, the store comes up and serves.
  server = await startChildServer('src/server/main.ts', [], env());
  expect((await fetch(`${server.baseURL}${apiPaths.getAllBooks}`)).status).toBe(202);
  await server.stop();

  const config = loadConfig({ ...env() });
  const db = await createDatabase(config);
  // The bucket's credentials are the child's environment, not this process's: given directly here.
  const storage = s3 ? createS3Storage(s3.options) : createStorage(config.storage);
  try {
    const afterKills = await audit(db, storage, config.dataDir);
    // The sweeps as the running servers' jobs will run them an hour later.
    const anHourLater = {
      now: () => new Date(Date.now() + ORPHAN_AFTER_MS + 60_000),
      today: () => new Date().toISOString().slice(0, 10),
    };
    await new PendingFiles(new UnitOfWork(db), storage, anHourLater).sweep();
    await sweepStaleUploads(uploadTempRoot(config.dataDir), anHourLater.now());
    const afterSweep = await audit(db, storage, config.dataDir);
    process.stdout.write(
      `upload crash (${testDialect()}): ${completed} uploads completed, ${cut} cut by ${KILLS} kills; after the kills ${JSON.stringify(afterKills)}; after the sweeps ${JSON.stringify(afterSweep)}\n`,
    );
    expect(cut).toBeGreaterThan(0);
    expect(afterKills.rowsMissingFiles).toBe(0);
    expect(afterSweep).toEqual({ orphans: 0, tempDirs: 0, rowsMissingFiles: 0, pending: 0 });
  } finally {
    await storage.close();
    await db.destroy();
  }
});
