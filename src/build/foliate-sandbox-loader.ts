/**
 * A webpack loader for foliate-js (the EPUB reader's engine): its frames lose `allow-scripts`.
 *
 * foliate-js sandboxes the frames it lays a book's chapters out in with
 * `sandbox="allow-same-origin allow-scripts"`; allow-scripts is there only for a WebKit bug (its
 * README, Security), and with allow-same-origin it makes the sandbox void: a chapter's script could
 * reach the store's page. Our frames keep allow-same-origin (the reader's page must read the
 * chapter's document to lay it out in columns) and nothing else, so a book runs no script at all.
 *
 * The build fails, rather than shipping an unpatched frame, when a file that makes a frame
 * (FRAME_MAKERS) no longer holds the attribute value this loader replaces, or when any foliate-js
 * file still says allow-scripts after the patch (an upgrade that moved or rewrote the code).
 */

/** The sandbox foliate-js 1.0.1 gives its frames, as its source spells it. */
export const FOLIATE_SANDBOX = `'allow-same-origin allow-scripts'`;
/** Ours: the chapter stays readable by the reader's page, and runs nothing. */
export const STORE_SANDBOX = `'allow-same-origin'`;
/** The foliate-js modules that create frames for a book's documents. */
export const FRAME_MAKERS = ['paginator.js', 'fixed-layout.js'];

function fileName(resourcePath: string): string {
  return resourcePath.split(/[\\/]/).pop() ?? resourcePath;
}

/** Code, not comments, that still says allow-scripts (foliate's own comment beside the attribute does too). */
function mentionsScriptsInCode(source: string): boolean {
  return source.split('\n').some((line) => {
    const text = line.trim();
    return !/^(\/\/|\/\*|\*)/.test(text) && text.includes('allow-scripts');
  });
}

/** The patched source of one foliate-js module; throws when the patch cannot be applied as intended. */
export function withoutScriptsInFrames(source: string, resourcePath: string): string {
  const name = fileName(resourcePath);
  const occurrences = source.split(FOLIATE_SANDBOX).length - 1;
  if (FRAME_MAKERS.includes(name) && occurrences === 0) {
    throw new Error(
      `foliate-js ${name} no longer sets ${FOLIATE_SANDBOX} on its frames: check how this version sandboxes them, then update src/build/foliate-sandbox-loader.ts`,
    );
  }
  const patched = source.split(FOLIATE_SANDBOX).join(STORE_SANDBOX);
  if (mentionsScriptsInCode(patched)) {
    throw new Error(
      `foliate-js ${name} still mentions allow-scripts after the patch: src/build/foliate-sandbox-loader.ts must learn its new form`,
    );
  }
  return patched;
}

interface LoaderContext {
  resourcePath: string;
}

/** The loader itself (webpack.config.ts applies it to every module of foliate-js). */
export default function foliateSandboxLoader(this: LoaderContext, source: string): string {
  return withoutScriptsInFrames(source, this.resourcePath);
}
