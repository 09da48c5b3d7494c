/**
 * The EPUB reader in Chromium at a phone's width (390 px), on the real store: an admin uploads an
 * EPUB made here (its sample is the store's own), a visitor reads the sample (page turns with the
 * keys, a click on either side and a swipe; a larger text and the dark theme, kept on the device),
 * and a buyer reads the full book, whose chapter with a <script> and an onerror= runs neither,
 * and whose place read is saved and found again in another browser.
 */
import type { IncomingMessage } from 'node:http';
import type { Browser, ElementHandle, Page } from 'playwright-core';
import sharp from 'sharp';
import yazl from 'yazl';
import { apiPaths } from '../shared/api-paths';
import { PRODUCT_NAME, SUCCESS_STATUS } from '../shared/constants';
import type { LoginResponse } from '../shared/contract/accounts.contract';
import type { CreatedResponse } from '../shared/contract/admin.contract';
import { messages } from '../shared/messages';
import { loginThroughPage, newShopper, registerThroughPage, type TestShopper } from './support/accounts';
import { axeViolations, describeFindings, isSeriousOrWorse } from './support/axe';
import { openPage } from './support/browser';
import { useStoreAndBrowser } from './support/harness';

jest.setTimeout(180_000);

const admin = { email: 'admin@pustaka.example', password: 'admin-pass-123' };
const e2e = useStoreAndBrowser({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
const PHONE = { width: 390, height: 844 };

/** The chapter whose script and image handler must stay inert, and what they would ask for. */
const SCRIPTED_CHAPTER = 'The Night Market';
const SCRIPT_PROBE = '/api/__script_ran';
const ONERROR_PROBE = '/api/__onerror_ran';
const CHAPTERS = [
  'The Letter',
  SCRIPTED_CHAPTER,
  'The Ford',
  'Rooftops',
  'After the Rain',
  'Cold Tea',
  'The Ferry',
  'Lanterns',
  'A Map of Nowhere',
  'Home',
];

// ---------- The book ----------

/** Prose that differs paragraph to paragraph (the same seed, the same book). */
function paragraphs(chapter: number, count: number): string {
  const words = [
    'river',
    'lamp',
    'market',
    'monsoon',
    'ferry',
    'letter',
    'window',
    'street',
    'evening',
    'mango',
    'bridge',
    'temple',
    'rain',
    'courtyard',
    'kite',
    'station',
  ];
  let seed = chapter * 7919;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  return Array.from({ length: count }, (_, index) => {
    const sentence = Array.from({ length: 60 }, () => words[next() % words.length]).join(' ');
    return `<p>${chapter}.${index + 1} The ${sentence}.</p>`;
  }).join('\n');
}

function chapterXhtml(title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en" xml:lang="en">
<head><title>${title}</title><link rel="stylesheet" type="text/css" href="style.css"/></head>
<body><section epub:type="chapter"><h1>${title}</h1>
${body}
</section></body></html>`;
}

/** An EPUB 3 written by hand: ten chapters of ~1,500 words, the second one scripted. */
async function writeEpub(title: string): Promise<Buffer> {
  const files: Array<[string, string | Buffer]> = [];
  const manifest: string[] = [];
  CHAPTERS.forEach((name, index) => {
    const path = `ch${index + 1}.xhtml`;
    const scripted = name === SCRIPTED_CHAPTER;
    const trap = scripted
      ? `<script>fetch('${SCRIPT_PROBE}')</script>\n<p><img src="missing.png" onerror="fetch('${ONERROR_PROBE}')" alt=""/></p>\n`
      : '';
    files.push([
      `OEBPS/${path}`,
      chapterXhtml(name, `${paragraphs(index + 1, 4)}\n${trap}${paragraphs(index + 101, 20)}`),
    ]);
    manifest.push(
      `<item id="ch${index + 1}" href="${path}" media-type="application/xhtml+xml"${scripted ? ' properties="scripted"' : ''}/>`,
    );
  });
  const nav = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head>
<body><nav epub:type="toc"><h1>Contents</h1><ol>${CHAPTERS.map((name, index) => `<li><a href="ch${index + 1}.xhtml">${name}</a></li>`).join('')}</ol></nav></body></html>`;
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:8f0c3a52-3c5e-4d7e-9a51-${Date.now().toString(16).padStart(12, '0').slice(-12)}</dc:identifier>
<dc:title>${title}</dc:title><dc:creator>Meera Iyer</dc:creator><dc:language>en</dc:language>
<dc:description>A river town, told over ten evenings.</dc:description>
<meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
</metadata>
<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="css" href="style.css" media-type="text/css"/>
<item id="cover" href="cover.png" media-type="image/png" properties="cover-image"/>
${manifest.join('\n')}</manifest>
<spine>${CHAPTERS.map((_, index) => `<itemref idref="ch${index + 1}"/>`).join('')}</spine>
</package>`;
  const cover = await sharp({ create: { width: 300, height: 450, channels: 3, background: { r: 36, g: 87, b: 74 } } })
    .png()
    .toBuffer();

  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', { compress: false });
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'META-INF/container.xml',
  );
  zip.addBuffer(Buffer.from(opf), 'OEBPS/content.opf');
  zip.addBuffer(Buffer.from(nav), 'OEBPS/nav.xhtml');
  zip.addBuffer(Buffer.from('p { margin: 0; text-indent: 1.5em; } h1 { text-align: center; }'), 'OEBPS/style.css');
  zip.addBuffer(cover, 'OEBPS/cover.png');
  for (const [path, content] of files) zip.addBuffer(Buffer.from(content), path);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The admin adds the book through the upload API (the wizard's own call); answers its id. */
async function uploadBook(title: string): Promise<string> {
  const { baseURL } = e2e.store;
  const login = await fetch(`${baseURL}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: admin.email, password: admin.password }),
  });
  const { Token, UserId } = (await login.json()) as LoginResponse;
  const form = new FormData();
  for (const [field, value] of Object.entries({
    UserId,
    Price: '249',
    GenerId: '5',
    IsActive: 'true',
    IsApproved: 'true',
  }))
    form.set(field, value);
  form.set(
    'BookContent',
    new Blob([new Uint8Array(await writeEpub(title))], { type: 'application/epub+zip' }),
    'river-town.epub',
  );
  const response = await fetch(`${baseURL}${apiPaths.addBook}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${Token}` },
    body: form,
  });
  expect(response.status).toBe(SUCCESS_STATUS);
  return ((await response.json()) as CreatedResponse).Id;
}

// ---------- The reader ----------

const progressLine = (page: Page) => page.getByRole('status').filter({ hasText: /\d+%/ });

/** Where the reader is: the CFI the engine reports last. */
const shownPlace = (page: Page) => page.getByTestId('epub-view').getAttribute('data-location');

/** The book has settled: a page shows, and no move is under way (foliate-js ignores a turn asked for meanwhile). */
const settled = (page: Page) =>
  page.locator('[data-testid="epub-view"][aria-busy="false"]:not([data-location=""])').waitFor();

/** Does `act`, then waits until the reader has settled on another place; answers the new percentage. */
async function turn(page: Page, act: () => Promise<unknown>): Promise<number> {
  const before = await shownPlace(page);
  await act();
  await page.waitForFunction((cfi) => {
    const view = document.querySelector('[data-testid="epub-view"]');
    return view?.getAttribute('data-location') !== cfi && view?.getAttribute('aria-busy') === 'false';
  }, before);
  return percentShown(page);
}

async function percentShown(page: Page): Promise<number> {
  const text = (await progressLine(page).textContent()) ?? '';
  return Number(/(\d+)%/.exec(text)?.[1]);
}

/** A finger swiping across the page from right to left (the next page), through the DevTools protocol. */
async function swipeLeft(page: Page): Promise<void> {
  const box = (await page.getByRole('region', { name: 'Book' }).boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', box.x + box.width * 0.8);
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', box.x + box.width * (0.8 - step * 0.07));
  await touch('touchEnd');
  await cdp.detach();
}

/** The frame showing a file of the book whose URL has `path` (foliate's frames sit in its shadow root). */
async function bookFrame(page: Page, path: string): Promise<ElementHandle<HTMLIFrameElement>> {
  const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname.includes(path));
  if (!frame) throw new Error(`No frame shows ${path}`);
  return (await frame.frameElement()) as ElementHandle<HTMLIFrameElement>;
}

/** Waits until the book's page is set in text of at least `minPx` on a dark page (each channel below 64). */
async function waitForLargeDarkText(page: Page, frame: ElementHandle<HTMLIFrameElement>, minPx: number): Promise<void> {
  await page.waitForFunction(
    ([iframe, min]) => {
      const root = (iframe as HTMLIFrameElement).contentDocument?.documentElement;
      if (!root) return false;
      const style = getComputedStyle(root);
      const channels = style.backgroundColor.match(/\d+/g)?.slice(0, 3).map(Number) ?? [255];
      return parseFloat(style.fontSize) >= (min as number) && channels.every((channel) => channel < 64);
    },
    [frame, minPx] as const,
  );
}

/** A new shopper buys the book in the payment sandbox, as src/e2e/reader.test.ts does. */
async function shopperWithTheBook(browser: Browser): Promise<TestShopper> {
  const { page } = await openPage(browser, e2e.store.baseURL);
  const shopper = newShopper();
  await registerThroughPage(page, shopper);
  await loginThroughPage(page, shopper);
  await page.goto(`/product/${bookId}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('#notistack-snackbar').filter({ hasText: messages.addedToCart }).first().waitFor();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: PRODUCT_NAME }).getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Order Successful' }).waitFor();
  await page.context().close();
  return shopper;
}

type SavedPlace = { book_Id: string; Locator: { Cfi: string; Progression: number; Href: string } };

/** The body of the next saveReadingProgress the reader sends (and the server accepts). */
async function nextSave(page: Page): Promise<SavedPlace> {
  const response = await page.waitForResponse(
    (candidate) => candidate.url().endsWith(apiPaths.saveReadingProgress) && candidate.request().method() === 'POST',
  );
  expect(response.status()).toBe(SUCCESS_STATUS);
  return response.request().postDataJSON() as SavedPlace;
}

async function openReader(browser: Browser, path: string, reader?: TestShopper) {
  const opened = await openPage(browser, e2e.store.baseURL, PHONE);
  if (reader) await loginThroughPage(opened.page, reader);
  await opened.page.goto(path);
  await progressLine(opened.page).waitFor({ timeout: 30_000 });
  await settled(opened.page);
  return opened;
}

let bookId: string;
const title = `River Town ${Date.now()}`;

beforeAll(async () => {
  bookId = await uploadBook(title);
});

test('a visitor reads the sample on a phone: keys, taps and swipes turn pages; a larger text and the dark theme stay on the device', async () => {
  const { page, pageErrors } = await openReader(e2e.browser, `/read/${bookId}?preview=1`);
  await expect(progressLine(page).textContent()).resolves.toMatch(/^The Letter · \d+% of the preview$/);
  // The chapter's frame is sandboxed without allow-scripts (the build's patch of foliate-js).
  await expect((await bookFrame(page, '/epub/sample/')).getAttribute('sandbox')).resolves.toBe('allow-same-origin');

  const start = await percentShown(page);
  const afterKey = await turn(page, () => page.keyboard.press('ArrowRight'));
  expect(afterKey).toBeGreaterThan(start);
  const afterPageDown = await turn(page, () => page.keyboard.press('PageDown'));
  expect(afterPageDown).toBeGreaterThan(afterKey);
  const back = await turn(page, () => page.keyboard.press('ArrowLeft'));
  expect(back).toBe(afterKey);

  const book = (await page.getByRole('region', { name: 'Book' }).boundingBox())!;
  const afterTap = await turn(page, () => page.mouse.click(book.x + book.width * 0.85, book.y + book.height / 2));
  expect(afterTap).toBeGreaterThan(back);
  const afterSwipe = await turn(page, () => swipeLeft(page));
  expect(afterSwipe).toBeGreaterThan(afterTap);
  // Keys still turn pages once the book's frame has the focus (after the tap).
  const afterFrameKey = await turn(page, () => page.keyboard.press('ArrowLeft'));
  expect(afterFrameKey).toBeLessThan(afterSwipe);

  const frame = await bookFrame(page, '/epub/sample/');
  const defaultSize = await frame.evaluate((iframe) =>
    parseFloat(getComputedStyle(iframe.contentDocument!.documentElement).fontSize),
  );
  await page.getByRole('button', { name: 'Text and theme' }).click();
  const settings = page.getByRole('dialog', { name: 'Text and theme' });
  for (let step = 0; step < 3; step += 1) await settings.getByRole('button', { name: 'Larger text' }).click();
  await settings.getByText('140%').waitFor();
  await settings.getByRole('button', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  await waitForLargeDarkText(page, frame, defaultSize * 1.39);
  // A tap in the middle of the page turns nothing; it also takes the focus (and its ring's endless
  // pulse, which the accessibility check would wait on) off the settings button.
  const place = await shownPlace(page);
  await page.mouse.click(book.x + book.width / 2, book.y + book.height / 2);
  expect(await shownPlace(page)).toBe(place);
  const findings = await axeViolations(page);
  expect(describeFindings('the dark reader', findings.filter(isSeriousOrWorse))).toEqual([]);

  // The same device, another visit: the settings are kept.
  await page.reload();
  await page.waitForSelector('html[data-page-ready]', { state: 'attached' });
  await progressLine(page).waitFor({ timeout: 30_000 });
  await settled(page);
  await waitForLargeDarkText(page, await bookFrame(page, '/epub/sample/'), defaultSize * 1.39);
  await page.getByRole('button', { name: 'Text and theme' }).click();
  await page.getByRole('dialog', { name: 'Text and theme' }).getByText('140%').waitFor();
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test("a buyer's full book: the chapter with a script and an onerror runs neither; the place read is saved and found in another browser", async () => {
  // What reaches the server itself, whatever the browser shows.
  const reached: string[] = [];
  const onRequest = (request: IncomingMessage) => reached.push(request.url ?? '');
  e2e.store.app.server.on('request', onRequest);
  try {
    const buyer = await shopperWithTheBook(e2e.browser);
    const { page, pageErrors } = await openReader(e2e.browser, `/read/${bookId}`, buyer);
    await expect(progressLine(page).textContent()).resolves.toMatch(/^The Letter · \d+%$/);

    // To the scripted chapter: a move, so its place is saved at once (the first write of this reader).
    // Its script would run while it is parsed, before the frame's load; its image fails once the
    // server has answered 404, and the next page turn comes after that.
    const brokenImage = page.waitForResponse((response) => response.url().endsWith('/OEBPS/missing.png'));
    const firstSave = nextSave(page);
    await page.getByRole('button', { name: 'Contents' }).click();
    await page.getByRole('dialog', { name: 'Contents' }).getByRole('button', { name: SCRIPTED_CHAPTER }).click();
    await progressLine(page).filter({ hasText: SCRIPTED_CHAPTER }).waitFor();
    expect((await brokenImage).status()).toBe(404);
    const first = await firstSave;
    expect(first.book_Id).toBe(bookId);
    expect(first.Locator).toEqual({
      Cfi: expect.stringMatching(/^epubcfi\(/),
      Progression: expect.any(Number),
      Href: 'OEBPS/ch2.xhtml',
    });

    const secondSave = nextSave(page);
    await turn(page, () => page.keyboard.press('ArrowRight'));
    expect(reached.filter((url) => url.startsWith(SCRIPT_PROBE) || url.startsWith(ONERROR_PROBE))).toEqual([]);
    expect(reached.some((url) => url.includes('/OEBPS/missing.png'))).toBe(true);

    // The next write waits out the 5 s since the first, or goes when the reader is left, whichever
    // comes first; either way it holds the page now shown.
    const lastCfi = await shownPlace(page);
    const lastPlace = await progressLine(page).textContent();
    await page.getByRole('link', { name: 'My Library' }).click();
    await page.waitForURL('**/library');
    const second = await secondSave;
    expect(second.Locator.Cfi).toBe(lastCfi);
    expect(second.Locator.Progression).toBeGreaterThan(first.Locator.Progression);
    expect(pageErrors).toEqual([]);

    const other = await openReader(e2e.browser, `/read/${bookId}`, buyer);
    await expect(progressLine(other.page).textContent()).resolves.toBe(lastPlace);
    expect(other.pageErrors).toEqual([]);
    await other.page.context().close();
    await page.context().close();
  } finally {
    e2e.store.app.server.off('request', onRequest);
  }
});
