import { demoCatalogSize } from './db/seed/demo-catalog.data';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { apiPaths } from '../shared/api-paths';
import { uiPaths, uiRoutes } from '../shared/ui-paths';
import { createTestApp, type TestApp } from './testing/create-test-app';
import { apiMessages } from '../shared/api-messages';

const INDEX_HTML =
  '<!doctype html><html><head><title>Pustaka</title><script defer src="/static/js/main.abc123.js"></script></head><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-dist-'));
  fs.mkdirSync(path.join(staticDir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(staticDir, 'static', 'js', 'main.abc123.js'), BUNDLE);
  fs.writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\n');
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

/** index.html as a visitor gets it: every HTML answer says the page's language (issue 38), English here. */
const INDEX_IN_ENGLISH = INDEX_HTML.replace('<html>', '<html lang="en">');

describe('SPA history fallback', () => {
  // Every route of the client's table (parameters filled in), and one with a trailing slash.
  const deepLinks = [...Object.values(uiRoutes).map((pattern) => pattern.replace(/:\w+/g, '7')), `${uiPaths.shop}/`];
  test.each(deepLinks)('deep link %s answers index.html with 200 and no-cache', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_IN_ENGLISH);
  });

  test('an unknown page answers index.html with 404, so the SPA shows its not-found page', async () => {
    // An address below a real route is unknown too (the SPA shows its not-found page there).
    for (const url of ['/no/such/page', '/admin/books/new']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(INDEX_IN_ENGLISH);
    }
  });

  test('an unknown /api path answers 404 {Message}, even from a browser', async () => {
    for (const request of [
      page('/api/noSuchThing'),
      t.app.inject({ method: 'POST', url: '/api/noSuchThing', payload: {} }),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: apiMessages.notFound });
    }
  });

  test('a missing asset is a plain 404, not the page', async () => {
    const response = await page('/static/js/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: apiMessages.notFound });
  });
});

describe('static files', () => {
  test('hashed assets are cached for a year, immutable', async () => {
    const response = await t.app.inject({ url: '/static/js/main.abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(BUNDLE);
  });

  test('other files at the root are revalidated', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('a precompressed .br sibling is served to clients that accept br', async () => {
    const precompressed = path.join(staticDir, 'static', 'js', 'main.abc123.js.br');
    fs.writeFileSync(precompressed, Buffer.from('precompressed-bytes'));
    try {
      const response = await t.app.inject({ url: '/static/js/main.abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload.toString()).toBe('precompressed-bytes');
    } finally {
      fs.rmSync(precompressed);
    }
  });

  test('covers are served from storage with immutable caching; PDFs are not served at all', async () => {
    const book = await t.db
      .selectFrom('books')
      .select(['cover_key', 'preview_key', 'content_key'])
      .executeTakeFirstOrThrow();
    const cover = await t.app.inject({ url: `/media/covers/${book.cover_key}` });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cover.headers['content-security-policy']).toContain('sandbox');
    for (const url of [
      `/media/previews/${book.preview_key}`,
      `/media/books/${book.content_key}`,
      `/media/covers/../previews/${book.preview_key}`,
      `/files/previews/${book.preview_key}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('%PDF');
    }
  });
});

describe('compression and security headers', () => {
  test('API answers are brotli-compressed when the client accepts br', async () => {
    const response = await t.app.inject({
      url: `${apiPaths.getAllBooks}?PageSize=50`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as { Total: number };
    // The whole demo catalog: its English books and its Hindi ones (issue 38).
    expect(body.Total).toBe(demoCatalogSize.books);
  });

  test('pages are gzip-compressed for gzip clients', async () => {
    const response = await t.app.inject({ url: '/static/js/main.abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  test('security headers with a CSP that allows only our scripts and inline styles', async () => {
    const response = await page('/shop');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  test('API answers keep the headers that matter for data, without the document-only ones', async () => {
    const response = await t.app.inject({ url: apiPaths.getBanners });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('request errors', () => {
  test('a body over the limit answers 413 {Message}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.getBanners,
      headers: { 'content-type': 'application/json' },
      payload: `"${'x'.repeat(1_100_000)}"`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('Message');
  });

  test('malformed JSON answers 400 {Message} without a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('Message');
    expect(response.body).not.toMatch(/at .*\.js/);
  });
});

describe('without a client build', () => {
  test('the API works and pages explain how to build', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const home = await bare.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(home.statusCode).toBe(503);
      expect(home.body).toContain('npm run build');
      const genres = await bare.app.inject({ url: apiPaths.getGenerss });
      expect(genres.statusCode).toBe(202);
      expect(genres.json()).toEqual({ GenerList: [] });
    } finally {
      await bare.close();
    }
  });
});
