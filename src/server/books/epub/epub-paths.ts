/**
 * Paths inside an EPUB: hrefs (relative, percent-encoded, perhaps with a fragment) resolved to the
 * archive's entry names, and back. A path never leaves the archive's root: '..' above it is
 * reported ('escapes'), never clamped, so a crafted href cannot reach a file beside the book.
 */

export type ResolvedHref =
  /** An entry of the archive, and the fragment after '#' if any. */
  | { kind: 'local'; path: string; fragment?: string }
  /** '#id' or '': a place in the referring document itself. */
  | { kind: 'same-document'; fragment?: string }
  /** http(s): allowed in a manifest (remote audio, video, fonts), never read. */
  | { kind: 'remote'; url: string }
  /** Another scheme (mailto:, data:, javascript:, ...). */
  | { kind: 'other'; url: string }
  | { kind: 'escapes'; href: string };

/** 'OEBPS/text/ch1.xhtml' -> 'OEBPS/text/'; a root entry -> ''. */
export function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray '%' is a character of the name, as lenient readers take it
  }
}

/** `href` as found in a document of `folder` (a folderOf() value, or '' for the root). */
export function resolveHref(folder: string, href: string): ResolvedHref {
  const trimmed = href.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    return /^(https?:)?\/\//i.test(trimmed) ? { kind: 'remote', url: trimmed } : { kind: 'other', url: trimmed };
  }
  const hash = trimmed.indexOf('#');
  const fragment = hash < 0 ? undefined : decodeSegment(trimmed.slice(hash + 1)) || undefined;
  const pathPart = (hash < 0 ? trimmed : trimmed.slice(0, hash)).replace(/\?.*$/, '');
  if (pathPart === '') return { kind: 'same-document', fragment };

  const segments: string[] = [];
  const start = pathPart.startsWith('/') ? '' : folder;
  // Decoded before '..' is applied, as URL parsers do: '%2e%2e' is '..' too.
  for (const segment of `${start}${pathPart}`.split('/').map(decodeSegment)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return { kind: 'escapes', href: trimmed };
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return { kind: 'local', path: segments.join('/'), fragment };
}

/** The href that leads from a document in `fromFolder` to the entry `toPath`, percent-encoded. */
export function relativeHref(fromFolder: string, toPath: string, fragment?: string): string {
  const from = fromFolder.split('/').filter(Boolean);
  const to = toPath.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common += 1;
  const href = [...from.slice(common).map(() => '..'), ...to.slice(common).map(encodeURIComponent)].join('/');
  return fragment === undefined ? href : `${href}#${encodeURI(fragment).replace(/#/g, '%23')}`;
}
