/**
 * The XML of an EPUB read with @xmldom/xmldom, by namespace (a package may bind any prefix to the
 * Dublin Core namespace, or none): parsing, the namespaces EPUB uses, and small walks of the DOM.
 */
import { DOMParser, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom';

export const NS = {
  container: 'urn:oasis:names:tc:opendocument:xmlns:container',
  opf: 'http://www.idpf.org/2007/opf',
  dc: 'http://purl.org/dc/elements/1.1/',
  xhtml: 'http://www.w3.org/1999/xhtml',
  ops: 'http://www.idpf.org/2007/ops',
  ncx: 'http://www.daisy.org/z3986/2005/ncx/',
  svg: 'http://www.w3.org/2000/svg',
  xlink: 'http://www.w3.org/1999/xlink',
  mathml: 'http://www.w3.org/1998/Math/MathML',
  xmlenc: 'http://www.w3.org/2001/04/xmlenc#',
} as const;

export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
}

/**
 * Strict: any error refuses the document (container.xml, the package, encryption.xml: small files
 * that must mean exactly what they say). Lenient: only what stops the parser refuses it, as reading
 * systems recover from the rest (chapters, whose DOM we re-serialize well-formed anyway).
 */
export type XmlStrictness = 'strict' | 'lenient';

export type XmlMediaType = 'application/xml' | 'application/xhtml+xml' | 'image/svg+xml';

/** XML text from its bytes: UTF-8, or UTF-16 with its byte order mark (the two encodings EPUB allows). */
export function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** `application/xhtml+xml` knows HTML's named entities (&nbsp;), which chapters use without a DTD. */
export function parseXml(
  text: string,
  strictness: XmlStrictness,
  mediaType: XmlMediaType = 'application/xml',
): Document {
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level === 'fatalError' || (level === 'error' && strictness === 'strict')) throw new XmlSyntaxError(message);
    },
  });
  try {
    return parser.parseFromString(text, mediaType);
  } catch (error) {
    throw new XmlSyntaxError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

export function serializeXml(node: Node): string {
  return new XMLSerializer().serializeToString(node);
}

export function isElement(node: Node | null): node is Element {
  return node !== null && node.nodeType === 1;
}

/** Descendants named `localName` in namespace `ns`, in document order. */
export function descendants(parent: Document | Element, ns: string, localName: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(ns, localName));
}

/** Child elements, optionally only those named `localName` in namespace `ns`. */
export function children(parent: Element, ns?: string, localName?: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      isElement(node) && (ns === undefined || (node.namespaceURI === ns && node.localName === localName)),
  );
}

export function firstChild(parent: Element, ns: string, localName: string): Element | undefined {
  return children(parent, ns, localName)[0];
}

/** An attribute's value, undefined when absent or blank. */
export function attribute(element: Element, name: string, ns?: string): string | undefined {
  const value = ns === undefined ? element.getAttribute(name) : element.getAttributeNS(ns, name);
  return value?.trim() ? value.trim() : undefined;
}

/** The element's text with its whitespace collapsed. */
export function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Values of a space-separated attribute (properties, epub:type, rel). */
export function tokens(value: string | undefined): string[] {
  return value ? value.split(/\s+/).filter(Boolean) : [];
}
