/**
 * The book's details from its package document's metadata, cleaned into the store's fields. EPUB 3
 * says more through <meta refines="#id" property="..."> (a title's type, a creator's role); EPUB 2
 * through opf: attributes. Both are read, whatever the version says, since tools mix them.
 */
import type { Element } from '@xmldom/xmldom';
import { PUBLISHER_MAX_LENGTH } from '../../../shared/book-details';
import { normalizeIsbn } from '../../../shared/isbn';
import { clipAtWord, languageFrom, oneLine, plainDescription, publishedDateFrom } from '../book-metadata-text';
import type { BookMetadata } from '../book-file-types';
import type { EpubPackage } from './epub-package';
import { NS, attribute, descendants, textOf } from './epub-xml';

/** EPUB 3 refinements: for each refined id, its properties' values in order. */
type Refinements = ReadonlyMap<string, ReadonlyMap<string, string[]>>;

function refinementsOf(pkg: EpubPackage): Refinements {
  const byId = new Map<string, Map<string, string[]>>();
  for (const meta of descendants(pkg.document, NS.opf, 'meta')) {
    const refines = attribute(meta, 'refines');
    const property = attribute(meta, 'property');
    if (!refines?.startsWith('#') || !property) continue;
    const properties = byId.get(refines.slice(1)) ?? new Map<string, string[]>();
    properties.set(property, [...(properties.get(property) ?? []), textOf(meta)]);
    byId.set(refines.slice(1), properties);
  }
  return byId;
}

function refined(refinements: Refinements, element: Element, property: string): string | undefined {
  const id = attribute(element, 'id');
  return id ? refinements.get(id)?.get(property)?.[0] : undefined;
}

/** An attribute in the opf namespace, or unprefixed as some EPUB 2 tools write it. */
function opfAttribute(element: Element, name: string): string | undefined {
  return attribute(element, name, NS.opf) ?? attribute(element, name);
}

function dcElements(pkg: EpubPackage, name: string): Element[] {
  return descendants(pkg.document, NS.dc, name);
}

/** The main title when EPUB 3 marks one among several, else the first. */
function titleOf(pkg: EpubPackage, refinements: Refinements): string | undefined {
  const titles = dcElements(pkg, 'title').filter((title) => textOf(title));
  const main = titles.find((title) => refined(refinements, title, 'title-type') === 'main') ?? titles[0];
  return main && textOf(main);
}

/** Creators whose role is "aut", or who have no role at all, in the package's order. */
function authorsOf(pkg: EpubPackage, refinements: Refinements): string[] {
  const authors: string[] = [];
  for (const creator of dcElements(pkg, 'creator')) {
    const role = refined(refinements, creator, 'role') ?? opfAttribute(creator, 'role');
    if (role !== undefined && role.toLowerCase() !== 'aut') continue;
    const name =
      oneLine(textOf(creator)) ?? oneLine(refined(refinements, creator, 'file-as') ?? opfAttribute(creator, 'file-as'));
    if (name && !authors.includes(name)) authors.push(name);
  }
  return authors;
}

/** ONIX code list 5: 15 is an ISBN-13, 02 an ISBN-10 (EPUB 3's identifier-type refinement). */
const ONIX_ISBN_TYPES: ReadonlySet<string> = new Set(['15', '02']);

/**
 * The first identifier declared an ISBN (urn:isbn: or isbn: text, opf:scheme="ISBN", an ONIX
 * identifier-type) that has a valid check digit, else the first identifier that reads as one.
 */
function isbnOf(pkg: EpubPackage, refinements: Refinements): string | undefined {
  const identifiers = dcElements(pkg, 'identifier');
  const declared = identifiers.filter((identifier) => {
    const text = textOf(identifier);
    const scheme = opfAttribute(identifier, 'scheme');
    return (
      /^(urn:)?isbn:/i.test(text) ||
      scheme?.toUpperCase() === 'ISBN' ||
      ONIX_ISBN_TYPES.has(refined(refinements, identifier, 'identifier-type') ?? '')
    );
  });
  for (const identifier of [...declared, ...identifiers]) {
    const isbn = normalizeIsbn(textOf(identifier));
    if (isbn) return isbn;
  }
  return undefined;
}

/** EPUB 3 has one dc:date, the publication's; EPUB 2 may have several, told apart by opf:event. */
function publishedDateOf(pkg: EpubPackage): string | undefined {
  const dates = dcElements(pkg, 'date');
  const publication =
    pkg.version === 2 ? dates.find((date) => opfAttribute(date, 'event')?.toLowerCase() === 'publication') : undefined;
  for (const date of publication ? [publication, ...dates] : dates) {
    const published = publishedDateFrom(textOf(date));
    if (published) return published;
  }
  return undefined;
}

function firstText(pkg: EpubPackage, name: string): string | undefined {
  return dcElements(pkg, name).map(textOf).find(Boolean);
}

export function metadataOfPackage(pkg: EpubPackage): BookMetadata {
  const refinements = refinementsOf(pkg);
  const publisher = oneLine(firstText(pkg, 'publisher'));
  const language = dcElements(pkg, 'language')
    .map((element) => languageFrom(textOf(element)))
    .find(Boolean);
  return {
    title: oneLine(titleOf(pkg, refinements)),
    authors: authorsOf(pkg, refinements),
    description: plainDescription(dcElements(pkg, 'description')[0]?.textContent ?? undefined),
    isbn: isbnOf(pkg, refinements),
    publisher: publisher === undefined ? undefined : clipAtWord(publisher, PUBLISHER_MAX_LENGTH),
    publishedDate: publishedDateOf(pkg),
    language,
  };
}
