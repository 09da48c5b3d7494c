/** Media types of an EPUB's files: the manifest's word first, the file's extension otherwise. */
import type { EpubPackage } from './epub-package';

export const XHTML_MEDIA_TYPE = 'application/xhtml+xml';
export const SVG_MEDIA_TYPE = 'image/svg+xml';
export const CSS_MEDIA_TYPE = 'text/css';
export const NCX_MEDIA_TYPE = 'application/x-dtbncx+xml';

const byExtension: Readonly<Record<string, string>> = {
  xhtml: XHTML_MEDIA_TYPE,
  html: XHTML_MEDIA_TYPE,
  htm: XHTML_MEDIA_TYPE,
  svg: SVG_MEDIA_TYPE,
  css: CSS_MEDIA_TYPE,
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  otf: 'font/otf',
  ttf: 'font/ttf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  ncx: NCX_MEDIA_TYPE,
  js: 'application/javascript',
};

export function mediaTypeOf(pkg: EpubPackage, path: string): string {
  const item = pkg.items.find((candidate) => candidate.path === path);
  if (item) return item.mediaType;
  return byExtension[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Documents a reading system shows in the spine, and whose words count. */
export function isContentDocument(mediaType: string): boolean {
  return mediaType === XHTML_MEDIA_TYPE || mediaType === SVG_MEDIA_TYPE;
}

/** The font types EPUB has used over the years (font/*, and the older application/ names). */
export function isFont(mediaType: string, path: string): boolean {
  return (
    mediaType.startsWith('font/') ||
    /^application\/(x-font-|font-|vnd\.ms-opentype)/.test(mediaType) ||
    /\.(otf|ttf|woff2?|otc)$/i.test(path)
  );
}

/** A file's media type from its name alone (the reader's file route serves entries without reading the package). */
export function mediaTypeOfName(path: string): string {
  return byExtension[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
