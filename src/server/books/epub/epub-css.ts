/**
 * The files a stylesheet refers to (@import and url(): fonts, background images, other sheets), so
 * a sample carries exactly those, and can drop the ones it cannot carry (remote or missing files),
 * which EPUBCheck would report.
 */

export interface CssReference {
  url: string;
  kind: 'import' | 'url';
}

// A comment (left as it is), an @import (groups 1-5: its URL in one of five spellings) or a url()
// (groups 6-8).
const cssPattern =
  /\/\*[\s\S]*?\*\/|@import\s+(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|"([^"]*)"|'([^']*)')[^;]*;?|url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi;

/**
 * The stylesheet with every reference `keep` refuses taken out: an @import rule removed, a url()
 * replaced by `none` (the declaration then draws nothing, as with a file that failed to load).
 */
export function filterCssReferences(css: string, keep: (reference: CssReference) => boolean): string {
  return css.replace(cssPattern, (whole, ...groups: (string | undefined)[]) => {
    if (whole.startsWith('/*')) return whole;
    const importUrl = groups.slice(0, 5).find((group) => group !== undefined);
    if (importUrl !== undefined) return keep({ url: importUrl, kind: 'import' }) ? whole : '';
    const url = groups.slice(5, 8).find((group) => group !== undefined) ?? '';
    return keep({ url, kind: 'url' }) ? whole : 'none';
  });
}

export function cssReferences(css: string): CssReference[] {
  const references: CssReference[] = [];
  filterCssReferences(css, (reference) => {
    references.push(reference);
    return true;
  });
  return references;
}
