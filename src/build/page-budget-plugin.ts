/**
 * The home page's JavaScript as a browser loads it, measured at build time: the entry's initial
 * files (the <script> tags html-webpack-plugin injects) plus the lazy chunk groups the page loads
 * by itself, without a tap (listed by their webpackChunkName), each file gzip-compressed at level
 * 9. Prints the sum against the target, fails the compilation above the ceiling, and writes the
 * files it counted to a report asset, so an end-to-end test can check that a browser opening the
 * page loads nothing else (src/e2e/home-javascript.test.ts): the list cannot silently go stale.
 */
import zlib from 'node:zlib';
import webpack, { type Compilation, type Compiler } from 'webpack';

export interface PageBudgetOptions {
  /** The page measured, for the printed line ('Home page'). */
  page: string;
  /** The entry whose initial files every page loads. */
  entry: string;
  /** Named lazy chunk groups (webpackChunkName) the page loads without interaction. */
  loadedAtOnce: string[];
  /** What the page should need, printed beside the measure. */
  targetBytes: number;
  /** Above this the build fails. */
  ceilingBytes: number;
  /** The report's asset name (in the output directory). */
  reportFile: string;
  /** Where the measure is printed (the build's output by default). */
  log?: (line: string) => void;
}

export interface PageBudgetReport {
  /** Output paths of the counted JavaScript files, with their gzip sizes. */
  files: Array<{ file: string; gzipBytes: number }>;
  gzipBytes: number;
  targetBytes: number;
  ceilingBytes: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export class PageBudgetPlugin {
  constructor(private readonly options: PageBudgetOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageBudgetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => this.measure(compilation),
      );
    });
  }

  private measure(compilation: Compilation): void {
    const {
      page,
      entry,
      loadedAtOnce,
      targetBytes,
      ceilingBytes,
      reportFile,
      log = (line: string) => process.stdout.write(`${line}\n`),
    } = this.options;
    const fail = (message: string) => void compilation.errors.push(new webpack.WebpackError(`Page budget: ${message}`));
    const entrypoint = compilation.entrypoints.get(entry);
    if (!entrypoint) return fail(`entry "${entry}" not found`);
    const files = new Set(entrypoint.getFiles());
    for (const name of loadedAtOnce) {
      const group = compilation.namedChunkGroups.get(name);
      // A renamed or removed chunk would otherwise drop out of the measure unnoticed.
      if (!group) return fail(`no chunk named "${name}" (webpackChunkName)`);
      for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
    }
    const counted = [...files]
      .filter((file) => file.endsWith('.js'))
      .sort()
      .map((file) => {
        const asset = compilation.getAsset(file);
        return { file, gzipBytes: asset ? zlib.gzipSync(asset.source.buffer(), { level: 9 }).length : 0 };
      });
    const gzipBytes = counted.reduce((sum, item) => sum + item.gzipBytes, 0);
    const report: PageBudgetReport = { files: counted, gzipBytes, targetBytes, ceilingBytes };
    compilation.emitAsset(reportFile, new webpack.sources.RawSource(`${JSON.stringify(report, null, 2)}\n`));
    const line = `${page} JavaScript as loaded: ${kb(gzipBytes)} KB gzip in ${counted.length} files (target ${kb(targetBytes)} KB${gzipBytes > targetBytes ? ', not met' : ''}; ceiling ${kb(ceilingBytes)} KB)`;
    log(line);
    // In bytes: at 0.1 KB resolution an overrun of a few bytes reads as "175.0 of 175.0 KB".
    if (gzipBytes > ceilingBytes) fail(`exceeded. ${line}: ${gzipBytes - ceilingBytes} bytes over`);
  }
}
