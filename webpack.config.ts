/**
 * Webpack build of the storefront (src/client/main.tsx -> dist/).
 * Production: content-hashed files under dist/static/, route-level chunks, source maps,
 * precompressed .gz/.br, and a size budget on the JavaScript a browser loads for the home page.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import {
  HINDI_HOME_JS_CEILING_BYTES,
  HINDI_HOME_JS_REPORT,
  HINDI_HOME_LOADS_AT_ONCE,
  HOME_JS_CEILING_BYTES,
  HOME_JS_REPORT,
  HOME_JS_TARGET_BYTES,
  HOME_LOADS_AT_ONCE,
} from './src/build/home-budget';
import { keepRecentHashedFiles } from './src/build/keep-previous-builds';
import { PageBudgetPlugin } from './src/build/page-budget-plugin';

const root = __dirname;
const API_ORIGIN = 'http://localhost:3000';

/** Where the server-side renderer is built (outside dist/, which is served to browsers). */
export const SERVER_RENDER_DIR = path.resolve(root, 'dist-server');

/** TypeScript and TSX, for the browser or the server's renderer alike. */
function scriptRule(production: boolean) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
      },
    },
  };
}

/**
 * Message catalogs (messages.<locale>.json, texts.hi.json, texts-more.hi.json): their ICU messages compiled at build
 * time, so the browser carries no message parser (src/build/message-catalog-loader.ts).
 */
const messageCatalogRule = {
  test: /[\\/](messages\.[a-z]{2}|texts(-[a-z]+)?\.hi)\.json$/,
  type: 'javascript/auto',
  use: { loader: path.resolve(root, 'src/build/message-catalog-loader.ts') },
};

const ASSET_FILENAME = 'static/media/[name].[contenthash:10][ext]';

/**
 * foliate-js, the EPUB reader's engine: every module of it goes through our loader, which takes
 * `allow-scripts` off the sandbox of the frames a book is laid out in, and fails the build when it
 * cannot (src/build/foliate-sandbox-loader.ts).
 */
const FOLIATE_MODULES = /[\\/]node_modules[\\/]foliate-js[\\/].*\.js$/;
const foliateSandboxRule = {
  test: FOLIATE_MODULES,
  use: { loader: path.resolve(root, 'src/build/foliate-sandbox-loader.ts') },
  // The reader imports some modules only so that they ride in its one foliate chunk (not chunks
  // of their own that view.js would fetch); webpack would otherwise drop the imports of those
  // without side effects (search.js).
  sideEffects: true,
};

/**
 * @emotion/react imports hoist-non-react-statics for its side effects only (a bare `import`), for
 * withTheme, which the store never uses; the package does not say it has none, so webpack kept it
 * and its copy of react-is (1.0 KB gzip) on every page. It has none: a CommonJS function.
 */
const hoistNonReactStaticsRule = {
  test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
  sideEffects: false,
};

/**
 * A feature's index.ts is its public surface, re-exports only: said to have no side effects, a
 * page importing one name from it no longer carries the modules behind the others (the session's
 * authorised download and its file saving were on the home page through the session's index).
 */
const featureIndexRule = {
  test: /[\\/]src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
  sideEffects: false,
};

/**
 * foliate-js's view.js can also open files (a zip, MOBI, FB2, comic books) through modules it
 * imports lazily; the reader hands it an EPUB object built on the server's files, so those modules
 * (zip.js, fflate, MOBI, ...) are left out of the build instead of sitting in it as unused chunks.
 * Text-to-speech is not offered either.
 */
const withoutFoliateFileFormats = () =>
  new webpack.IgnorePlugin({
    contextRegExp: /[\\/]node_modules[\\/]foliate-js$/,
    resourceRegExp: /^\.\/(vendor\/zip|vendor\/fflate|mobi|fb2|comic-book|tts)\.js$/,
  });

/**
 * MUI's CSS-variables theming, which the store's theme does not use, swapped for a stub that says
 * so if reached (src/build/mui-css-variables-stub.mjs): about 7 KB gzip off every page. In both
 * builds, so the server renders with the same MUI as the browser.
 */
const withoutMuiCssVariables = () =>
  new webpack.NormalModuleReplacementPlugin(
    /@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.mjs$/,
    path.resolve(root, 'src/build/mui-css-variables-stub.mjs'),
  );
/** Files a module imports for their URL: images, and the Devanagari font (client/theme/devanagariFont.ts). */
const ASSET_FILES = /\.(png|jpe?g|gif|webp|svg|woff2)$/i;

/**
 * The server's renderer of public pages (client/server-render/render-page.tsx): the same app for
 * Node, one file, its libraries bundled with it (the server never loads them otherwise). Images
 * get the browser build's URLs but are not emitted twice.
 */
function serverRenderConfig(): Configuration {
  return {
    name: 'server-render',
    mode: 'production',
    context: root,
    target: 'node20',
    entry: { 'render-page': './src/client/server-render/render-page.tsx' },
    output: {
      path: SERVER_RENDER_DIR,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    // The reader's chunks are bundled here too (never run: the reader renders in the browser only),
    // patched and trimmed as in the browser's build.
    module: {
      rules: [
        scriptRule(true),
        messageCatalogRule,
        foliateSandboxRule,
        hoistNonReactStaticsRule,
        featureIndexRule,
        { test: ASSET_FILES, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Stack traces of a failed render point into readable code; it is never downloaded.
    optimization: { minimize: false },
    devtool: false,
    cache: {
      type: 'filesystem',
      cacheDirectory: path.resolve(root, 'node_modules/.cache/webpack-server-render'),
      buildDependencies: { config: [__filename] },
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      withoutMuiCssVariables(),
      withoutFoliateFileFormats(),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const browser = browserConfig(mode, production);
  // The development server serves the browser's build only: pages are rendered in the browser there.
  return production ? [browser, serverRenderConfig()] : browser;
};

function browserConfig(mode: Configuration['mode'], production: boolean): Configuration {
  return {
    name: 'browser',
    mode,
    context: root,
    entry: { main: './src/client/main.tsx' },
    output: {
      path: path.resolve(root, 'dist'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:10].chunk.js' : 'static/js/[name].chunk.js',
      assetModuleFilename: ASSET_FILENAME,
      // A deploy keeps the previous builds' hashed chunks for a week (pages loaded before it still ask for them).
      clean: production ? { keep: keepRecentHashedFiles(path.resolve(root, 'dist')) } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router's package exports only its development build; production uses the smaller one.
      alias: production
        ? {
            'use-sync-external-store/shim$': path.resolve(root, 'src/client/i18n/use-sync-external-store-shim.ts'),
            // Emotion's list of React's attributes, 2 KB the store needs nowhere (client/theme/dom-props.ts).
            '@emotion/is-prop-valid$': path.resolve(root, 'src/client/theme/dom-props.ts'),
            'react-router$': path.resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        scriptRule(production),
        messageCatalogRule,
        foliateSandboxRule,
        hoistNonReactStaticsRule,
        featureIndexRule,
        { test: ASSET_FILES, type: 'asset/resource' },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    cache: {
      type: 'filesystem',
      cacheDirectory: path.resolve(root, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [__filename] },
    },
    optimization: {
      minimize: production,
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Libraries every page needs change rarely: one long-cached vendor file (loaded with the
          // app's start, the lazy chunk group of main.tsx).
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|react-redux|redux|reselect|immer)[\\/]/,
            name: 'framework',
            chunks: 'all',
            priority: 20,
          },
          // webpack's own vendor group, except for the reader engines' libraries (pdf.js, foliate-js):
          // they stay in their engine's chunk (readerDocument.ts, epubBook.ts) instead of a vendor
          // chunk beside it, so a book opens with one file, and the chunk list in the runtime every
          // page loads (the home page's included) has one entry fewer per engine.
          defaultVendors: {
            test: /[\\/]node_modules[\\/](?!(pdfjs-dist|foliate-js)[\\/])/i,
            idHint: 'vendors',
            priority: -10,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: {
      // The home page's budget below is the one that matters (entry plus what it loads by itself).
      hints: false,
    },
    plugins: [
      withoutMuiCssVariables(),
      withoutFoliateFileFormats(),
      // Redux DevTools in a production bundle when the build asks (REDUX_DEVTOOLS=true npm run build):
      // QA replays a session's actions on a real build; off by default (app/store.ts).
      new webpack.DefinePlugin({
        'process.env.REDUX_DEVTOOLS': JSON.stringify(process.env.REDUX_DEVTOOLS === 'true' ? 'true' : 'false'),
      }),
      new HtmlWebpackPlugin({
        template: path.resolve(root, 'public/index.html'),
        filename: 'index.html',
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      new CopyPlugin({
        patterns: [
          {
            from: path.resolve(root, 'public'),
            to: path.resolve(root, 'dist'),
            globOptions: { ignore: ['**/index.html'] },
            noErrorOnMissing: true,
          },
        ],
      }),
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(m?js|css)$/,
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin<zlib.BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(m?js|css)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
              minRatio: 0.9,
            }),
            new PageBudgetPlugin({
              page: 'Home page',
              entry: 'main',
              loadedAtOnce: HOME_LOADS_AT_ONCE,
              targetBytes: HOME_JS_TARGET_BYTES,
              ceilingBytes: HOME_JS_CEILING_BYTES,
              reportFile: HOME_JS_REPORT,
            }),
            new PageBudgetPlugin({
              page: 'Hindi home page',
              entry: 'main',
              loadedAtOnce: HINDI_HOME_LOADS_AT_ONCE,
              targetBytes: HINDI_HOME_JS_CEILING_BYTES,
              ceilingBytes: HINDI_HOME_JS_CEILING_BYTES,
              reportFile: HINDI_HOME_JS_REPORT,
            }),
          ]
        : []),
    ],
    devServer: {
      port: 8080,
      historyApiFallback: true,
      hot: true,
      static: { directory: path.resolve(root, 'public') },
      proxy: [
        {
          context: ['/api', '/media', '/sandbox'],
          target: API_ORIGIN,
          changeOrigin: true,
        },
      ],
    },
    stats: production ? 'normal' : 'minimal',
  };
}
