/**
 * A document (an XHTML chapter, an SVG) made fit for a sample:
 * - scripts go (script elements, on* handlers, javascript: links; forms lose their element): a
 *   sample needs none, and an EPUB 3 document with scripts must be declared 'scripted';
 * - every file it embeds (images, stylesheets, fonts through CSS, media) is collected, so the
 *   sample carries exactly those; a reference the sample cannot carry (a remote file, which EPUB
 *   allows only for audio and video, or a file missing from the book) is removed with its element;
 * - its hyperlinks are collected, to be pointed within the sample or unlinked once the sample's
 *   documents are known (fixHyperlinks), and its ID references kept to IDs that remain.
 */
import type { Document, Element, Node } from '@xmldom/xmldom';
import { filterCssReferences } from './epub-css';
import { XHTML_MEDIA_TYPE } from './epub-media-types';
import { folderOf, relativeHref, resolveHref, type ResolvedHref } from './epub-paths';
import { NS, attribute, tokens } from './epub-xml';

export interface Hyperlink {
  element: Element;
  target: ResolvedHref;
}

export interface PreparedDocument {
  /** Archive paths of the files it embeds. */
  resources: Set<string>;
  hyperlinks: Hyperlink[];
  /** EPUB 3 manifest properties its content calls for. */
  properties: string[];
}

export interface DocumentContext {
  /** The document's archive path. */
  path: string;
  /** Whether the book has this entry. */
  exists: (path: string) => boolean;
  mediaTypeOf: (path: string) => string;
}

/** Attributes naming an embedded file, by element (XHTML's, then SVG's). */
const XHTML_EMBEDS: Readonly<Record<string, readonly string[]>> = {
  img: ['src'],
  input: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  source: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
};
const SVG_EMBEDS: ReadonlySet<string> = new Set(['image', 'use', 'feImage']);
/** Attributes holding IDs of the same document, which must name an element that is still there. */
const ID_REFERENCES = [
  'aria-describedby',
  'aria-labelledby',
  'aria-controls',
  'aria-owns',
  'aria-flowto',
  'aria-details',
  'aria-activedescendant',
  'aria-errormessage',
  'for',
  'headers',
  'list',
  'form',
  'itemref',
];

function allElements(document: Document): Element[] {
  return Array.from(document.getElementsByTagName('*'));
}

function isAttached(node: Node, document: Document): boolean {
  let current: Node | null = node;
  while (current && current !== document) current = current.parentNode;
  return current === document;
}

function remove(element: Element): void {
  element.parentNode?.removeChild(element);
}

/** The element's children take its place. */
function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

function hrefAttribute(
  element: Element,
): { value: string; remove: () => void; set: (href: string) => void } | undefined {
  const plain = element.getAttribute('href');
  if (plain !== null)
    return {
      value: plain,
      remove: () => element.removeAttribute('href'),
      set: (href) => element.setAttribute('href', href),
    };
  const xlink = element.getAttributeNS(NS.xlink, 'href');
  if (xlink !== null)
    return {
      value: xlink,
      remove: () => element.removeAttributeNS(NS.xlink, 'href'),
      set: (href) => element.setAttributeNS(NS.xlink, 'xlink:href', href),
    };
  return undefined;
}

function removeScripts(document: Document): void {
  for (const element of allElements(document)) {
    if (element.localName === 'script') {
      remove(element);
      continue;
    }
    const handlers = Array.from(element.attributes).filter((attr) => /^on/i.test(attr.name));
    for (const handler of handlers) element.removeAttributeNode(handler);
    const href = hrefAttribute(element);
    if (href && /^\s*javascript:/i.test(href.value)) href.remove();
    if (element.localName === 'form' && element.namespaceURI === NS.xhtml) unwrap(element);
  }
}

class ReferenceCollector {
  readonly resources = new Set<string>();
  readonly hyperlinks: Hyperlink[] = [];
  private readonly folder: string;

  constructor(private readonly context: DocumentContext) {
    this.folder = folderOf(context.path);
  }

  /** Whether the embedded file can come along (and notes it); a same-document reference always can. */
  embed(href: string, base = this.folder): boolean {
    const target = resolveHref(base, href);
    if (target.kind === 'same-document') return true;
    if (target.kind === 'other') return /^data:/i.test(target.url);
    if (target.kind !== 'local' || !this.context.exists(target.path)) return false;
    // A document embedded in a document (an object or iframe of XHTML) would be a second chapter.
    if (this.context.mediaTypeOf(target.path) === XHTML_MEDIA_TYPE) return false;
    this.resources.add(target.path);
    return true;
  }

  css(css: string): string {
    return filterCssReferences(css, (reference) => this.embed(reference.url));
  }

  visit(element: Element): void {
    const name = element.localName ?? '';
    const style = element.getAttribute('style');
    if (style) element.setAttribute('style', this.css(style));
    if (name === 'style') element.textContent = this.css(element.textContent ?? '');

    if (element.namespaceURI === NS.xhtml) this.visitXhtml(element, name);
    else if (element.namespaceURI === NS.svg) this.visitSvg(element, name);
  }

  private visitXhtml(element: Element, name: string): void {
    if (name === 'iframe') return remove(element);
    if (name === 'a' || name === 'area') return this.link(element);
    if (name === 'link') {
      const href = attribute(element, 'href');
      const stylesheet = tokens(attribute(element, 'rel')).includes('stylesheet');
      // Other links (alternate versions, icons) are no part of a sample.
      if (!href || !stylesheet || !this.embed(href)) remove(element);
      return;
    }
    if (name === 'img') element.removeAttribute('srcset'); // its candidates would each have to come along
    for (const attributeName of XHTML_EMBEDS[name] ?? []) {
      const value = element.getAttribute(attributeName);
      if (value === null || this.embed(value)) continue;
      if (attributeName === 'poster') element.removeAttribute(attributeName);
      else return remove(element);
    }
  }

  private visitSvg(element: Element, name: string): void {
    if (name === 'a') return this.link(element);
    const href = SVG_EMBEDS.has(name) ? hrefAttribute(element) : undefined;
    if (href && !this.embed(href.value)) remove(element);
  }

  private link(element: Element): void {
    const href = hrefAttribute(element);
    if (href) this.hyperlinks.push({ element, target: resolveHref(this.folder, href.value) });
  }
}

function propertiesOf(document: Document): string[] {
  const elements = allElements(document);
  const properties: string[] = [];
  if (
    document.documentElement?.namespaceURI === NS.xhtml &&
    elements.some((element) => element.namespaceURI === NS.svg)
  )
    properties.push('svg');
  if (elements.some((element) => element.namespaceURI === NS.mathml)) properties.push('mathml');
  return properties;
}

export function prepareDocument(document: Document, context: DocumentContext): PreparedDocument {
  removeScripts(document);
  const collector = new ReferenceCollector(context);
  // A list taken first (visiting removes elements, which a live list would skip past), whose removed
  // elements are then passed over.
  for (const element of allElements(document)) if (isAttached(element, document)) collector.visit(element);
  return { resources: collector.resources, hyperlinks: collector.hyperlinks, properties: propertiesOf(document) };
}

/** A stylesheet's own references, resolved from the stylesheet's folder. */
export function prepareStylesheet(css: string, context: DocumentContext): { css: string; resources: Set<string> } {
  const collector = new ReferenceCollector(context);
  return { css: collector.css(css), resources: collector.resources };
}

export function idsOf(document: Document): Set<string> {
  return new Set(allElements(document).flatMap((element) => element.getAttribute('id') ?? []));
}

/** ID references (aria-*, for, headers, ...) keep only IDs still in the document; an attribute left empty goes. */
export function fixIdReferences(document: Document, ids: ReadonlySet<string>): void {
  for (const element of allElements(document)) {
    for (const name of ID_REFERENCES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const kept = tokens(value).filter((id) => ids.has(id));
      if (kept.length > 0) element.setAttribute(name, kept.join(' '));
      else element.removeAttribute(name);
    }
  }
}

/**
 * Each hyperlink leads into the sample or nowhere: to a document the sample keeps (to the top of it
 * when the fragment was cut away), to the web, or it is unlinked (the element and its text stay).
 * `documents`: the sample's documents and the IDs each keeps.
 */
export function fixHyperlinks(
  path: string,
  hyperlinks: readonly Hyperlink[],
  documents: ReadonlyMap<string, ReadonlySet<string>>,
): void {
  for (const { element, target } of hyperlinks) {
    const href = hrefAttribute(element);
    if (!href) continue;
    if (target.kind === 'remote' || target.kind === 'other') continue;
    const targetPath = target.kind === 'same-document' ? path : target.kind === 'local' ? target.path : undefined;
    const ids = targetPath === undefined ? undefined : documents.get(targetPath);
    if (targetPath === undefined || ids === undefined) {
      href.remove();
    } else if (target.kind === 'local' && target.fragment !== undefined && !ids.has(target.fragment)) {
      href.set(relativeHref(folderOf(path), targetPath));
    } else if (target.kind === 'same-document' && target.fragment !== undefined && !ids.has(target.fragment)) {
      href.remove();
    }
  }
}
