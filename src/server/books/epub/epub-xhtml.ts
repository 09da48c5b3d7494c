/** XHTML content documents as each EPUB version wants them: EPUB 3's HTML5 in XML syntax, EPUB 2's XHTML 1.1. */
import type { EpubVersion } from './epub-package';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface XhtmlPage {
  version: EpubVersion;
  title: string;
  language: string;
  /** Markup inside <body>. */
  body: string;
  /** Hrefs of stylesheets, relative to the page. */
  stylesheets?: readonly string[];
}

const doctypes: Record<EpubVersion, string> = {
  2: '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">',
  3: '<!DOCTYPE html>',
};

/** The <html> start tag: EPUB 3 declares the epub: namespace (epub:type) and both lang attributes; XHTML 1.1 has xml:lang only. */
export function htmlStartTag(version: EpubVersion, language: string): string {
  const lang = escapeXml(language);
  return version === 3
    ? `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">`
    : `<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="${lang}">`;
}

export function xhtmlPage(page: XhtmlPage): string {
  const links = (page.stylesheets ?? [])
    .map((href) => `<link rel="stylesheet" type="text/css" href="${escapeXml(href)}"/>`)
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    doctypes[page.version],
    htmlStartTag(page.version, page.language),
    `<head><title>${escapeXml(page.title)}</title>${links}</head>`,
    `<body>${page.body}</body>`,
    '</html>',
    '',
  ].join('\n');
}
