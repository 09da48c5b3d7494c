/** The fixed names of an EPUB's container (OCF): what every EPUB has at the same place. */

/** The first entry, stored, holding exactly EPUB_MEDIA_TYPE: what identifies the ZIP as an EPUB. */
export const MIMETYPE_PATH = 'mimetype';
export const EPUB_MEDIA_TYPE = 'application/epub+zip';
/** Names the package document. */
export const CONTAINER_PATH = 'META-INF/container.xml';
export const PACKAGE_MEDIA_TYPE = 'application/oebps-package+xml';
/** Lists encrypted (or obfuscated) resources. */
export const ENCRYPTION_PATH = 'META-INF/encryption.xml';
