/**
 * Every sentence the book-file library says to a person: its refusals (each names what is wrong
 * with the file, so the uploader can fix it) and the texts of the pages it writes into a sample.
 * Server-only, like api-messages.ts: the client shows whatever Message an answer carries.
 */
import { PRODUCT_NAME } from '../../shared/constants';
import { bookDetailMessages } from '../../shared/book-details';

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1024 ? `${Number((mb / 1024).toFixed(1))} GB` : `${Math.ceil(mb)} MB`;
}

export const bookFileMessages = {
  notPdfOrEpub: bookDetailMessages.uploadNotBook,

  pdfUnreadable: 'The PDF could not be opened. Please export it again and upload the new file.',
  pdfNoPages: 'The PDF has no pages.',
  pdfEncryptedNoSample:
    'The PDF is password-protected, so no sample can be made from it. Please upload a preview as well.',

  epubNotZip: 'The EPUB is not a readable ZIP archive. Please export it again and upload the new file.',
  epubDamaged:
    'The EPUB is damaged: its ZIP archive could not be read. Please export it again and upload the new file.',
  epubEntryDamaged: (name: string) => `The EPUB's file ${name} is damaged and could not be read.`,
  epubTooManyFiles: (max: number) =>
    `The EPUB holds more than ${max.toLocaleString('en-IN')} files, more than any book needs.`,
  epubUnsafeName: 'The EPUB holds a file whose name points outside the book (an absolute path or "..").',
  epubZipEncrypted: (name: string) =>
    `The EPUB's file ${name} is password-protected in the ZIP archive. Please upload an unprotected file.`,
  epubUnknownCompression: (name: string) =>
    `The EPUB's file ${name} is compressed with a method EPUB does not allow (only stored or deflated).`,
  epubTooLargeUnpacked: (bytes: number, max: number) =>
    `The EPUB unpacks to ${megabytes(bytes)}, more than the ${megabytes(max)} a book may take.`,
  epubCompressionBomb: (name: string) =>
    `The EPUB's file ${name} unpacks to far more than its stored size, as a "ZIP bomb" does.`,

  epubMimetypeMissing: 'The EPUB has no mimetype file.',
  epubMimetypeNotFirst: "The EPUB's mimetype file must be the first file of its ZIP archive.",
  epubMimetypeWrong: (found: string | undefined) =>
    `The EPUB's mimetype file must hold exactly "application/epub+zip"${found === undefined ? '' : ` (it holds ${JSON.stringify(found.slice(0, 60))})`}.`,
  epubContainerMissing: 'The EPUB has no META-INF/container.xml, so its package document cannot be found.',
  epubContainerUnreadable: "The EPUB's META-INF/container.xml is not valid XML.",
  epubNoPackage: "The EPUB's META-INF/container.xml names no package document.",
  epubPackageMissing: (path: string) =>
    `The EPUB's META-INF/container.xml names the package document ${path}, which is not in the file.`,
  epubPackageUnreadable: (path: string) => `The EPUB's package document ${path} is not valid XML.`,
  epubPackageNotPackage: (path: string) =>
    `The EPUB's package document ${path} has no package, manifest or spine element.`,

  epubSpineEmpty: "The EPUB's spine is empty: it lists nothing to read.",
  epubSpineUnknownItem: (idref: string) =>
    `The EPUB's spine lists the item "${idref}", which its manifest does not have.`,
  epubSpineItemMissing: (path: string) => `The EPUB's spine lists ${path}, which is not in the file.`,
  epubManifestItemMissing: (path: string) => `The EPUB's manifest lists ${path}, which is not in the file.`,
  epubManifestItemEscapes: (href: string) => `The EPUB's manifest lists ${href}, which points outside the book.`,
  epubManifestItemInvalid: (id: string) => `The EPUB's manifest item "${id}" has no href or media-type.`,

  epubRightsFile: (name: string) => `The EPUB is protected by DRM (it has ${name}). Please upload a DRM-free file.`,
  epubEncrypted: (path: string) => `The EPUB is protected by DRM: ${path} is encrypted. Please upload a DRM-free file.`,
  epubEncryptionUnreadable: "The EPUB's META-INF/encryption.xml is not valid XML.",

  epubDocumentTooLarge: (path: string, max: number) =>
    `The EPUB's ${path} is larger than ${megabytes(max)}; a chapter may be at most that.`,
  epubDocumentUnreadable: (path: string) => `The EPUB's ${path} is not well-formed XHTML.`,
} as const;

/** The texts of the pages a sample adds (English: the store's own voice, whatever the book's language). */
export const sampleTexts = {
  endPageTitle: 'End of the sample',
  /** What the reader just read: the book, and how far the sample goes. */
  endPageSummary: (book: { title: string; authors: readonly string[]; percent: number; lastSection?: string }) => {
    const byline = book.authors.length > 0 ? ` by ${book.authors.join(', ')}` : '';
    const upTo = book.lastSection ? `, up to “${book.lastSection}”` : '';
    return `You have read the first ${book.percent} % of ${book.title}${byline}${upTo}.`;
  },
  endPageInvitation: `The whole book is waiting for you at ${PRODUCT_NAME}.`,
  endPageLink: 'Buy the book to read on',
  beginning: 'Beginning',
  untitled: 'Untitled',
  sampleTitle: (title: string) => `${title} (sample)`,
  pdfEndPageSummary: (pages: number, of: number) => `You have read the first ${pages} of its ${of} pages.`,
} as const;
