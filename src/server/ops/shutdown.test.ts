/**
 * A graceful shutdown under load: a real store process receives SIGTERM while an admin's upload
 * is still arriving (its body sent slowly) and while a 30 MB book is streaming to a slow reader.
 * Both must complete (the upload answered 202 and its book stored, the download whole), a new
 * connection must be refused at once, and the process must exit 0 within the grace. The figures
 * (requests in flight, finished, cut) come from the store's own log lines.
 */
import http from 'node:http';
import { PDFDocument } from 'pdf-lib';
import { apiPaths } from '../../shared/api-paths';
import type { LoginResponse } from '../../shared/contract/accounts.contract';
import { makePdf, multipartBody, TEST_ADMIN, TINY_PNG } from '../testing/admin';
import { startChildServer, type ChildServer } from '../testing/child-server';
import { testDialect } from '../testing/create-test-app';
import { call } from '../testing/http-shopper';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database';

jest.setTimeout(240_000);

const DOWNLOAD_MB = 30;
const UPLOAD_MB = 6;
/** Pieces of the slow upload's body, and the pause between them (about 4 s in all). */
const UPLOAD_PIECE = 64 * 1024;
const UPLOAD_PAUSE_MS = 40;
/** The slow reader: a pause after each chunk read (64 KB chunks: about 5 MB/s). */
const DOWNLOAD_PAUSE_MS = 12;

let database: ScratchDatabase;
let server: ChildServer | undefined;
const logLines: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PDF of about `megabytes` MB: one page and an incompressible attachment. */
async function pdfOf(megabytes: number, title: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 300]).drawText(title, { x: 20, y: 150, size: 12 });
  const filler = Buffer.alloc(megabytes * 1024 * 1024);
  for (let i = 0; i < filler.length; i += 4) filler.writeUInt32LE((i * 2654435761) >>> 0, i);
  await document.attach(filler, 'appendix.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await document.save());
}

function bookForm(admin: LoginResponse, name: string, book: Buffer, preview: Buffer) {
  const fields: Record<string, string> = {
    UserId: admin.UserId,
    BookName: name,
    BookDescription: 'Uploaded while the store shut down.',
    AuthorId: '1',
    AuthorName: '',
    Price: '120',
    Discount: '0',
    GenerId: '1',
    Gener: '',
    BookType: 'EBook',
    IsActive: 'true',
    IsApproved: 'true',
  };
  return multipartBody([
    ...Object.entries(fields).map(([fieldName, value]) => ({ name: fieldName, value })),
    { name: 'BookImage', filename: 'cover.png', contentType: 'image/png', data: TINY_PNG },
    { name: 'BookPreview', filename: 'preview.pdf', contentType: 'application/pdf', data: preview },
    { name: 'BookContent', filename: 'book.pdf', contentType: 'application/pdf', data: book },
  ]);
}

/** Answers whether a new TCP connection to the store is accepted (a request on it answered at all). */
function newConnectionAnswers(baseURL: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${baseURL}/healthz`, { agent: false }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
  });
}

beforeAll(async () => {
  database = await createScratchDatabase(testDialect());
});
afterAll(async () => {
  await server?.kill();
  await database.remove();
});

test('SIGTERM during an upload and a book download: both complete, new connections are refused, exit 0', async () => {
  server = await startChildServer(
    'src/server/main.ts',
    [],
    {
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_EMAIL: TEST_ADMIN.adminEmail,
      ADMIN_PASSWORD: TEST_ADMIN.adminPassword,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '20',
      SEARCH_PREWARM: 'off',
    },
    { onStdout: (text) => logLines.push(...text.split('\n').filter(Boolean)) },
  );
  const { baseURL } = server;
  const admin = (
    await call<LoginResponse>(baseURL, 'POST', apiPaths.login, {
      body: { username: TEST_ADMIN.adminEmail, password: TEST_ADMIN.adminPassword },
    })
  ).body;
  const auth = { authorization: `Bearer ${admin.Token}` };
  const preview = await makePdf(2);

  // The big book, uploaded at full speed before the shutdown.
  const big = await pdfOf(DOWNLOAD_MB, 'The big book');
  const bigForm = bookForm(admin, 'The big book', big, preview);
  const stored = await fetch(`${baseURL}${apiPaths.addBook}`, {
    method: 'POST',
    body: new Uint8Array(bigForm.payload),
    headers: { ...bigForm.headers, ...auth },
  });
  expect(stored.status).toBe(202);
  const bigId = ((await stored.json()) as { Id: string }).Id;

  // 1. The download, read slowly (node:http: undici, Node 20's fetch, fails a body whose connection the
  // server ends while undici's parser is paused behind a slow reader, though every byte was sent).
  let downloadStarted: () => void = () => undefined;
  const downloading = new Promise<void>((resolve) => (downloadStarted = resolve));
  const download = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const request = http.get(`${baseURL}${apiPaths.getBookContent}?Id=${bigId}`, { headers: auth }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        downloadStarted();
        response.pause();
        setTimeout(() => response.resume(), DOWNLOAD_PAUSE_MS);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });

  // 2. The upload, its body sent slowly.
  const small = await pdfOf(UPLOAD_MB, 'The slow upload');
  const smallForm = bookForm(admin, 'The slow upload', small, preview);
  let uploadStarted: () => void = () => undefined;
  const uploading = new Promise<void>((resolve) => (uploadStarted = resolve));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= smallForm.payload.length) return controller.close();
      if (sent > 1024 * 1024) uploadStarted();
      await sleep(UPLOAD_PAUSE_MS);
      controller.enqueue(new Uint8Array(smallForm.payload.subarray(sent, sent + UPLOAD_PIECE)));
      sent += UPLOAD_PIECE;
    },
  });
  const upload = fetch(`${baseURL}${apiPaths.addBook}`, {
    method: 'POST',
    body,
    headers: { ...smallForm.headers, ...auth },
    duplex: 'half',
  } as RequestInit).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { Id?: string },
  }));

  await Promise.all([downloading, uploading]);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    server!.process.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const signalledAt = Date.now();
  const uploadedBeforeSignal = sent;
  server.process.kill('SIGTERM');
  await sleep(300);
  const refused = !(await newConnectionAnswers(baseURL));

  const [downloaded, uploaded] = await Promise.all([download, upload]);
  const exit = await exited;
  server = undefined;

  const lines = logLines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
  const draining = lines.find((line) => String(line.msg).startsWith('SIGTERM: draining'));
  const closed = lines.find((line) => String(line.msg).startsWith('SIGTERM: closed'));
  process.stdout.write(
    `shutdown (${testDialect()}): SIGTERM with ${String(draining?.inFlight)} requests in flight ` +
      `(upload ${Math.round(uploadedBeforeSignal / 1024)} of ${Math.round(smallForm.payload.length / 1024)} KB sent, ` +
      `download of ${Math.round(big.length / 1048576)} MB under way); ${String(closed?.finished)} finished, ${String(closed?.cut)} cut; ` +
      `a new connection ${refused ? 'refused' : 'accepted'}; download ${downloaded.status} ${downloaded.bytes} bytes; ` +
      `upload ${uploaded.status}; exit ${String(exit.code)} ${exit.at - signalledAt} ms after the signal\n`,
  );

  expect(refused).toBe(true);
  expect(downloaded).toEqual({ status: 200, bytes: big.length });
  expect(uploaded.status).toBe(202);
  expect(uploaded.body.Id).toEqual(expect.any(String));
  expect(exit.code).toBe(0);
  expect(draining?.inFlight).toBeGreaterThanOrEqual(2);
  expect(closed).toMatchObject({ cut: 0 });
  expect(Number(closed?.finished)).toBeGreaterThanOrEqual(2);

  // The book uploaded during the shutdown is there after a restart, its file whole.
  server = await startChildServer('src/server/main.ts', [], {
    ...database.env,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_EMAIL: TEST_ADMIN.adminEmail,
    ADMIN_PASSWORD: TEST_ADMIN.adminPassword,
    SEARCH_PREWARM: 'off',
  });
  const again = (
    await call<LoginResponse>(server.baseURL, 'POST', apiPaths.login, {
      body: { username: TEST_ADMIN.adminEmail, password: TEST_ADMIN.adminPassword },
    })
  ).body;
  const file = await fetch(`${server.baseURL}${apiPaths.getBookContent}?Id=${uploaded.body.Id}`, {
    headers: { authorization: `Bearer ${again.Token}` },
  });
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(small)).toBe(true);
  await server.stop();
  server = undefined;
});
