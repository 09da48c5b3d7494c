/**
 * The store's own sample of an EPUB, an EPUB itself, of the book's version (EPUB 3 content is not
 * valid EPUB 2 and the reverse, so a sample keeps the version its documents were written for):
 * - the first documents of the reading order as epub-sample-plan.ts chooses them, the last one cut
 *   after a paragraph, with their heads (styles) and without scripts;
 * - the files those documents use and nothing else (epub-sample-document.ts), the cover image, and
 *   the fonts' obfuscation entries (the identifier is kept, so their keys still hold);
 * - the book's table of contents, as far as it leads into the sample, as an EPUB 3 nav document
 *   (EPUB 3) and an NCX (both);
 * - the book's details, its title marked as a sample (so a reading system's library does not show
 *   it as the book itself), and a last page saying what was read, linking to the product page.
 * Files keep their paths in the archive, so every relative link between them still holds.
 */
import { randomUUID } from 'node:crypto';
import type { Document } from '@xmldom/xmldom';
import { BookFileError } from '../book-file-error';
import { bookFileMessages, sampleTexts } from '../book-file-messages';
import type { BookFileLimits, InspectedBook, MadeSample } from '../book-file-types';
import type { ZipArchive } from '../zip-archive';
import { openEntryStream, readEntry, readXmlEntry } from './epub-archive';
import { withCheckedEpub, type CheckedEpub } from './epub-check';
import { CSS_MEDIA_TYPE, SVG_MEDIA_TYPE, XHTML_MEDIA_TYPE, mediaTypeOf } from './epub-media-types';
import type { EpubPackage, EpubVersion } from './epub-package';
import { cutAfterWords } from './epub-sample-cut';
import {
  fixHyperlinks,
  fixIdReferences,
  idsOf,
  prepareDocument,
  prepareStylesheet,
  type DocumentContext,
  type PreparedDocument,
} from './epub-sample-document';
import { planSample, type PlannedDocument } from './epub-sample-plan';
import { countBookWords, MAX_DOCUMENT_BYTES } from './epub-text';
import { readToc, type TocEntry } from './epub-toc';
import { writeEpub, type EpubFileSpec } from './epub-writer';
import { escapeXml, xhtmlPage } from './epub-xhtml';
import { NS, XmlSyntaxError, descendants, parseXml, serializeXml } from './epub-xml';

export interface EpubSampleOptions {
  /** The product page, where the reader can buy the book. */
  productUrl: string;
  limits: BookFileLimits;
  /** The sample's dcterms:modified; now by default. */
  modified?: Date;
}

/** Stylesheets are small; this bounds one read all the same. */
const MAX_STYLESHEET_BYTES = 4 * 1024 * 1024;

interface SampleDocument {
  path: string;
  mediaType: string;
  document: Document;
  words: number;
  prepared: PreparedDocument;
}

function contextOf(archive: ZipArchive, pkg: EpubPackage, path: string): DocumentContext {
  return {
    path,
    exists: (candidate) => archive.has(candidate),
    mediaTypeOf: (candidate) => mediaTypeOf(pkg, candidate),
  };
}

function parseDocument(xml: string, path: string, mediaType: string): Document {
  try {
    return parseXml(xml, 'lenient', mediaType === SVG_MEDIA_TYPE ? 'image/svg+xml' : 'application/xhtml+xml');
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw new BookFileError(bookFileMessages.epubDocumentUnreadable(path), { cause: error });
    throw error;
  }
}

async function loadDocument({ archive, pkg }: CheckedEpub, planned: PlannedDocument): Promise<SampleDocument> {
  const { path, mediaType } = planned.item;
  const document = parseDocument(await readXmlEntry(archive, path, MAX_DOCUMENT_BYTES), path, mediaType);
  let words = planned.words;
  if (planned.cutAfterWords !== undefined) {
    // XHTML's body; one with no namespace too (a chapter that forgot its xmlns).
    const body = descendants(document, NS.xhtml, 'body')[0] ?? document.getElementsByTagName('body')[0];
    if (body) words = cutAfterWords(body, planned.cutAfterWords);
  }
  return { path, mediaType, document, words, prepared: prepareDocument(document, contextOf(archive, pkg, path)) };
}

/** The files the documents embed, and the files those embed in turn (a stylesheet's fonts, an SVG's images). */
async function gatherResources(
  { archive, pkg }: CheckedEpub,
  start: Iterable<string>,
  documents: ReadonlySet<string>,
): Promise<Map<string, EpubFileSpec>> {
  const resources = new Map<string, EpubFileSpec>();
  const queue = [...start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const path = next;
    if (resources.has(path) || documents.has(path)) continue;
    const mediaType = mediaTypeOf(pkg, path);
    const context = contextOf(archive, pkg, path);
    let content: EpubFileSpec['content'] = () => openEntryStream(archive, path);
    if (mediaType === CSS_MEDIA_TYPE) {
      const stylesheet = prepareStylesheet(
        (await readEntry(archive, path, MAX_STYLESHEET_BYTES)).toString('utf8'),
        context,
      );
      content = stylesheet.css;
      queue.push(...stylesheet.resources);
    } else if (mediaType === SVG_MEDIA_TYPE) {
      const svg = await readXmlEntry(archive, path, MAX_DOCUMENT_BYTES);
      content = svg; // as it is if it cannot be parsed: a broken image is the book's, and no reason to refuse a sample
      try {
        const image = parseXml(svg, 'lenient', 'image/svg+xml');
        const prepared = prepareDocument(image, context);
        fixHyperlinks(path, prepared.hyperlinks, new Map());
        content = serializeXml(image);
        queue.push(...prepared.resources);
      } catch (error) {
        if (!(error instanceof XmlSyntaxError)) throw error;
      }
    }
    resources.set(path, { path, mediaType, content });
  }
  return resources;
}

/** The entries that lead into the sample (to the top of a document when their fragment was cut away); a heading that leads nowhere gives way to its children. */
function tocWithin(entries: readonly TocEntry[], documents: ReadonlyMap<string, ReadonlySet<string>>): TocEntry[] {
  return entries.flatMap((entry): TocEntry[] => {
    const children = tocWithin(entry.children, documents);
    const ids = entry.path === undefined ? undefined : documents.get(entry.path);
    if (ids)
      return [
        {
          label: entry.label,
          path: entry.path,
          fragment: entry.fragment !== undefined && ids.has(entry.fragment) ? entry.fragment : undefined,
          children,
        },
      ];
    if (entry.path === undefined && children.length > 0) return [{ label: entry.label, children }];
    return children;
  });
}

function lastLabel(entries: readonly TocEntry[]): string | undefined {
  const last = entries.at(-1);
  return last && (lastLabel(last.children) ?? (last.label || undefined));
}

/** An archive path in `folder` that no file of the book has. */
function freePath(archive: ZipArchive, folder: string, name: string): string {
  const dot = name.lastIndexOf('.');
  let candidate = `${folder}${name}`;
  for (let n = 2; archive.has(candidate); n += 1) candidate = `${folder}${name.slice(0, dot)}-${n}${name.slice(dot)}`;
  return candidate;
}

function endPage(version: EpubVersion, path: string, summary: string, productUrl: string): EpubFileSpec {
  const body = [
    '<div id="end-of-sample">',
    `<h1>${escapeXml(sampleTexts.endPageTitle)}</h1>`,
    `<p>${escapeXml(summary)}</p>`,
    `<p>${escapeXml(sampleTexts.endPageInvitation)}</p>`,
    `<p><a href="${escapeXml(productUrl)}">${escapeXml(sampleTexts.endPageLink)}</a></p>`,
    '</div>',
  ].join('');
  return {
    path,
    mediaType: XHTML_MEDIA_TYPE,
    content: xhtmlPage({ version, title: sampleTexts.endPageTitle, language: 'en', body }),
  };
}

/**
 * `inspected` is what inspectBookFile answered, perhaps with details the uploader corrected: the
 * sample carries those details and uses its word count as the book's length.
 */
export async function makeEpubSample(
  filePath: string,
  inspected: InspectedBook,
  outPath: string,
  options: EpubSampleOptions,
): Promise<MadeSample> {
  return withCheckedEpub(filePath, options.limits, async (epub) => {
    const { archive, pkg } = epub;
    const totalWords = inspected.wordCount ?? (await countBookWords(archive, pkg));
    const documents: SampleDocument[] = [];
    for (const planned of await planSample(archive, pkg, totalWords)) documents.push(await loadDocument(epub, planned));

    const endPath = freePath(archive, pkg.folder, 'end-of-sample.xhtml');
    const idsByPath = new Map<string, ReadonlySet<string>>([[endPath, new Set<string>()]]);
    for (const { path, document } of documents) idsByPath.set(path, idsOf(document));
    for (const { path, document, prepared } of documents) {
      fixHyperlinks(path, prepared.hyperlinks, idsByPath);
      fixIdReferences(document, idsByPath.get(path) ?? new Set());
    }

    const coverPath = pkg.coverItem?.path;
    const embedded = documents.flatMap(({ prepared }) => [...prepared.resources]);
    const resources = await gatherResources(
      epub,
      coverPath ? [coverPath, ...embedded] : embedded,
      new Set(idsByPath.keys()),
    );
    const cover = coverPath === undefined ? undefined : resources.get(coverPath);
    if (cover) resources.set(cover.path, { ...cover, properties: ['cover-image'] });

    const sampleWords = documents.reduce((sum, document) => sum + document.words, 0);
    const { metadata } = inspected;
    const title = metadata.title ?? sampleTexts.untitled;
    const toc = tocWithin(await readToc(archive, pkg), idsByPath);
    const summary = sampleTexts.endPageSummary({
      title,
      authors: metadata.authors,
      percent: totalWords > 0 ? Math.max(1, Math.round((100 * sampleWords) / totalWords)) : 100,
      lastSection: lastLabel(toc),
    });
    const opening: TocEntry[] =
      toc.length === 0 && documents[0] ? [{ label: sampleTexts.beginning, path: documents[0].path, children: [] }] : [];

    await writeEpub(
      {
        version: pkg.version,
        packagePath: pkg.path,
        metadata: {
          identifier:
            pkg.uniqueIdentifier ?? (metadata.isbn ? `urn:isbn:${metadata.isbn}` : `urn:uuid:${randomUUID()}`),
          title: sampleTexts.sampleTitle(title),
          language: metadata.language ?? 'und',
          authors: metadata.authors,
          publisher: metadata.publisher,
          date: metadata.publishedDate,
          description: metadata.description,
          isbn: metadata.isbn,
          modified: options.modified ?? new Date(),
        },
        spine: [
          ...documents.map(({ path, mediaType, document, prepared }) => ({
            path,
            mediaType,
            content: serializeXml(document),
            properties: prepared.properties,
          })),
          endPage(pkg.version, endPath, summary, options.productUrl),
        ],
        resources: [...resources.values()],
        toc: [...opening, ...toc, { label: sampleTexts.endPageTitle, path: endPath, children: [] }],
        navPath: freePath(archive, pkg.folder, 'sample-nav.xhtml'),
        ncxPath: freePath(archive, pkg.folder, 'sample-toc.ncx'),
        pageProgressionDirection: pkg.pageProgressionDirection,
        encryptedResources: epub.obfuscatedFonts.filter((font) => resources.has(font.path)),
      },
      outPath,
    );
    return { format: 'EPUB', wordCount: sampleWords };
  });
}
