/**
 * The page budget counts the entry and the lazy chunks a page loads by itself, not those it loads
 * on a tap, and fails the build above its ceiling or when a listed chunk no longer exists: a real
 * webpack compilation of a three-module fixture.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { PageBudgetPlugin, type PageBudgetOptions, type PageBudgetReport } from './page-budget-plugin';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-budget-'));
  const filler = (label: string) =>
    `export const text = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `${label}-${i * 7919}`).join(' '))};\n`;
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    `
    import('./at-once' /* webpackChunkName: "at-once" */).then((m) => console.log(m.text));
    document.addEventListener('click', () => import('./on-tap' /* webpackChunkName: "on-tap" */).then((m) => console.log(m.text)));
    ${filler('entry')}`,
  );
  fs.writeFileSync(path.join(dir, 'at-once.js'), filler('at-once'));
  fs.writeFileSync(path.join(dir, 'on-tap.js'), filler('on-tap'));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function build(
  options: Partial<PageBudgetOptions>,
): Promise<{ errors: string[]; report?: PageBudgetReport; output: string; printed: string[] }> {
  const printed: string[] = [];
  const output = path.join(dir, `dist-${Math.random().toString(36).slice(2)}`);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: output, filename: '[name].js', chunkFilename: '[name].chunk.js' },
    optimization: { minimize: false },
    plugins: [
      new PageBudgetPlugin({
        page: 'Test page',
        log: (line) => printed.push(line),
        entry: 'main',
        loadedAtOnce: ['at-once'],
        targetBytes: 1,
        ceilingBytes: 1024 * 1024,
        reportFile: 'report.json',
        ...options,
      }),
    ],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const reportPath = path.join(output, 'report.json');
  const report = fs.existsSync(reportPath)
    ? (JSON.parse(fs.readFileSync(reportPath, 'utf8')) as PageBudgetReport)
    : undefined;
  return { errors: stats.compilation.errors.map((error) => error.message), report, output, printed };
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

test('counts the entry and the chunks loaded at once, gzip level 9, not a chunk loaded on a tap', async () => {
  const { errors, report, output, printed } = await build({ targetBytes: 100 * 1024 });
  expect(errors).toEqual([]);
  expect(printed).toEqual([
    expect.stringMatching(
      /^Test page JavaScript as loaded: [\d.]+ KB gzip in 2 files \(target 100\.0 KB; ceiling 1024\.0 KB\)$/,
    ),
  ]);
  expect(report!.files.map((item) => item.file)).toEqual(['at-once.chunk.js', 'main.js']);
  for (const item of report!.files) expect(item.gzipBytes).toBe(gzipSize(path.join(output, item.file)));
  expect(report!.gzipBytes).toBe(report!.files.reduce((sum, item) => sum + item.gzipBytes, 0));
  expect(fs.existsSync(path.join(output, 'on-tap.chunk.js'))).toBe(true);
}, 60_000);

test('fails the build above the ceiling, naming the measure', async () => {
  const { errors } = await build({ ceilingBytes: 100 });
  expect(errors).toEqual([
    expect.stringMatching(/Page budget: exceeded\. Test page JavaScript as loaded: [\d.]+ KB gzip in 2 files/),
  ]);
}, 60_000);

test('fails the build when a listed chunk does not exist (renamed or removed)', async () => {
  const { errors } = await build({ loadedAtOnce: ['at-once', 'footer-map'] });
  expect(errors).toEqual(['Page budget: no chunk named "footer-map" (webpackChunkName)']);
}, 60_000);
