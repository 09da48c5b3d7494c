/**
 * DRM: a protected EPUB cannot be read by the store's reader, so it is refused at upload. Signs of
 * it are a rights file (Adobe ADEPT's rights.xml, Readium LCP's license, Apple's sinf.xml) or an
 * encryption.xml encrypting anything but fonts. Font obfuscation (IDPF's and Adobe's algorithms,
 * both keyed on the book's identifier) only stops a font being lifted out of the book and is part
 * of EPUB itself: a reader undoes it, so it is allowed.
 */
import { BookFileError } from '../book-file-error';
import { bookFileMessages } from '../book-file-messages';
import type { ZipArchive } from '../zip-archive';
import { readXmlEntry } from './epub-archive';
import { isFont, mediaTypeOf } from './epub-media-types';
import { ENCRYPTION_PATH } from './epub-ocf';
import type { EpubPackage } from './epub-package';
import { resolveHref } from './epub-paths';
import { NS, XmlSyntaxError, attribute, descendants, parseXml } from './epub-xml';

const RIGHTS_FILES = ['META-INF/rights.xml', 'META-INF/license.lcpl', 'META-INF/sinf.xml'];
export const FONT_OBFUSCATION_ALGORITHMS: ReadonlySet<string> = new Set([
  'http://www.idpf.org/2008/embedding',
  'http://ns.adobe.com/pdf/enc#RC',
]);
const MAX_ENCRYPTION_BYTES = 4 * 1024 * 1024;

export interface EncryptedResource {
  /** The archive path (encryption.xml's URIs are relative to the archive's root). */
  path: string;
  algorithm: string;
}

/** What encryption.xml says is encrypted; [] without one. */
export async function readEncryptedResources(archive: ZipArchive): Promise<EncryptedResource[]> {
  if (!archive.has(ENCRYPTION_PATH)) return [];
  let xml;
  try {
    xml = parseXml(await readXmlEntry(archive, ENCRYPTION_PATH, MAX_ENCRYPTION_BYTES), 'strict');
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw new BookFileError(bookFileMessages.epubEncryptionUnreadable, { cause: error });
    throw error;
  }
  return descendants(xml, NS.xmlenc, 'EncryptedData').flatMap((data): EncryptedResource[] => {
    const method = descendants(data, NS.xmlenc, 'EncryptionMethod')[0];
    const reference = descendants(data, NS.xmlenc, 'CipherReference')[0];
    const uri = reference && attribute(reference, 'URI');
    if (!uri) return [];
    const target = resolveHref('', uri);
    return [
      {
        path: target.kind === 'local' ? target.path : uri,
        algorithm: (method && attribute(method, 'Algorithm')) ?? '',
      },
    ];
  });
}

export function isObfuscatedFont(pkg: EpubPackage, resource: EncryptedResource): boolean {
  return FONT_OBFUSCATION_ALGORITHMS.has(resource.algorithm) && isFont(mediaTypeOf(pkg, resource.path), resource.path);
}

export function refuseRightsFiles(archive: ZipArchive): void {
  const rights = RIGHTS_FILES.find((name) => archive.has(name));
  if (rights) throw new BookFileError(bookFileMessages.epubRightsFile(rights));
}

/** Refuses any encrypted resource that is not an obfuscated font; answers the obfuscated fonts. */
export async function checkEncryption(archive: ZipArchive, pkg: EpubPackage): Promise<EncryptedResource[]> {
  const encrypted = await readEncryptedResources(archive);
  const protectedResource = encrypted.find((resource) => !isObfuscatedFont(pkg, resource));
  if (protectedResource) throw new BookFileError(bookFileMessages.epubEncrypted(protectedResource.path));
  return encrypted;
}
