/**
 * Server-rendered pages in Hindi (issue 38), with the real build (npm test builds before jest; run
 * `npm run build` before running this file alone): the language comes from `?lang=`, the `lang`
 * cookie or Accept-Language, in that order; the page says it (`<html lang>`, hreflang
 * alternates, the Devanagari font preloaded), and each language is cached apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { uiPaths } from '../../shared/ui-paths';
import { createTestApp, type TestApp } from '../testing/create-test-app';

const repoRoot = path.resolve(__dirname, '../../..');
const staticDir = path.join(repoRoot, 'dist');
const serverRenderFile = path.join(repoRoot, 'dist-server', 'render-page.js');

/** The header's texts, read as files: server code imports nothing of the client's. */
const layoutCatalog = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, `src/client/app/layout/messages.${locale}.json`), 'utf8')) as {
    login: string;
  };
const layoutEnglish = layoutCatalog('en');
const layoutHindi = layoutCatalog('hi');

let t: TestApp;

beforeAll(async () => {
  for (const file of [path.join(staticDir, 'index.html'), serverRenderFile]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  t = await createTestApp({ staticDir, serverRenderFile });
});

afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The header's Login button, as React writes its text. */
const loginIn = (html: string) => ({
  english: html.includes(`>${layoutEnglish.login}<`),
  hindi: html.includes(`>${layoutHindi.login}<`),
});

it.each([
  ['Accept-Language', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }],
  ['the lang cookie', { cookie: 'lang=hi', 'accept-language': 'en-IN,en' }],
])('renders the home page in Hindi for %s', async (_how, headers) => {
  const answer = await page('/', headers);
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toMatch(/^<!doctype html><html lang="?hi"?/i);
  expect(loginIn(answer.body)).toEqual({ english: false, hindi: true });
  // The Devanagari font is preloaded; an English page does not.
  expect(answer.body).toMatch(/<link rel="preload" href="[^"]+\.woff2" as="font" type="font\/woff2" crossorigin>/);
  expect(answer.headers.vary).toMatch(/cookie/);
  expect(answer.headers.vary).toMatch(/accept-language/);
});

it('renders English by default, and for ?lang=en over a Hindi cookie; each language is its own cached page', async () => {
  const english = await page('/');
  expect(english.body).toMatch(/<html lang="?en"?>/);
  expect(loginIn(english.body)).toEqual({ english: true, hindi: false });
  expect(english.body).not.toMatch(/as="font"/);

  const hindi = await page('/', { cookie: 'lang=hi' });
  expect(loginIn(hindi.body)).toEqual({ english: false, hindi: true });
  const againEnglish = await page('/');
  expect(loginIn(againEnglish.body)).toEqual({ english: true, hindi: false });
  const asked = await page('/?lang=en', { cookie: 'lang=hi' });
  expect(asked.body).toMatch(/<html lang="?en"?>/);
});

it('names the page in each language for search engines (hreflang alternates)', async () => {
  const answer = await page(uiPaths.shop, { 'accept-language': 'hi' });
  expect(answer.body).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/shop\?lang=en">/);
  expect(answer.body).toMatch(/<link rel="alternate" hreflang="hi" href="[^"]*\/shop\?lang=hi">/);
  expect(answer.body).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/shop">/);
});

it('gives a page the browser renders itself its language too', async () => {
  const answer = await page(uiPaths.cart, { cookie: 'lang=hi' });
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toMatch(/<html lang="?hi"?>/);
});

it('ignores a language it does not have', async () => {
  const answer = await page('/?lang=xx', { cookie: 'lang=<script>', 'accept-language': 'fr-FR' });
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toMatch(/<html lang="?en"?>/);
});
