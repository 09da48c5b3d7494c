/**
 * Covers as shoppers' screens need them: an uploaded cover is decoded and re-encoded with sharp
 * (libvips) into every width of COVER_WIDTHS as WebP, cropped to the 2:3 ratio the store shows
 * covers at. Decoding is the check: bytes that merely start like an image (a GIF header followed
 * by junk) fail here and the upload is refused, instead of being stored and shown broken. What a
 * browser gets is small (a 200-pixel card does not download a 3000-pixel photo), stripped of
 * metadata (a phone photo's location), and never an SVG that could carry script.
 *
 * AVIF is not made: at cover sizes it saves a few KB over WebP at several times the encoding time
 * on a 2-core machine, and every browser the store supports shows WebP.
 */
import sharp from 'sharp';
import { COVER_BASE_WIDTH, COVER_HEIGHT_PER_WIDTH, COVER_WIDTHS, type CoverWidth } from '../../shared/cover-images';
import { newStorageStem } from './object-storage';

export interface CoverVariant {
  key: string;
  width: CoverWidth;
  bytes: Buffer;
}

export interface EncodedCover {
  /** The key rows keep (the base width's): its URL is the API's CoverImage. */
  key: string;
  variants: CoverVariant[];
}

/** Formats an admin may upload; SVG only from the store's own seed (it is rasterised here too). */
const UPLOADED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
/** Bounds the memory a decode may take (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;
/** Renders an SVG sharply enough for the widest variant. */
const SVG_DENSITY = 300;

/** Every stored object of a cover, by the key its row keeps (an older cover is one object). */
export function coverObjectKeys(key: string): string[] {
  const base = `-w${COVER_BASE_WIDTH}.webp`;
  if (!key.endsWith(base)) return [key];
  const stem = key.slice(0, -base.length);
  return COVER_WIDTHS.map((width) => `${stem}-w${width}.webp`);
}

/**
 * Every width of the cover, or undefined when the input is not an image of an accepted format
 * that decodes completely. `input` is a file path or the bytes.
 */
export async function encodeCover(
  input: string | Buffer,
  options: { allowSvg?: boolean } = {},
): Promise<EncodedCover | undefined> {
  const open = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, density: SVG_DENSITY });
  try {
    const { format } = await open().metadata();
    if (!UPLOADED_FORMATS.has(format ?? '') && !(options.allowSvg && format === 'svg')) return undefined;
    const stem = newStorageStem();
    const variants = await Promise.all(
      COVER_WIDTHS.map(async (width) => ({
        key: `${stem}-w${width}.webp`,
        width,
        // rotate(): a phone photo's EXIF orientation applied, then dropped with the rest of the metadata.
        bytes: await open()
          .rotate()
          .resize(width, Math.round(width * COVER_HEIGHT_PER_WIDTH), { fit: 'cover' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
    return { key: `${stem}-w${COVER_BASE_WIDTH}.webp`, variants };
  } catch {
    // libvips refused the bytes: truncated, corrupt, or no image at all.
    return undefined;
  }
}

/** The width of the wizard's look at a book file's own cover: enough for its preview, small enough for a JSON answer. */
const PREVIEW_WIDTH = 240;

/**
 * A small WebP of a cover as a data: URL (a few KB), or undefined when the bytes are not an image
 * that decodes. SVG is allowed: it is rasterised here, never passed on.
 */
export async function coverPreviewDataUrl(input: Buffer): Promise<string | undefined> {
  try {
    const bytes = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, density: SVG_DENSITY })
      .rotate()
      .resize({ width: PREVIEW_WIDTH, height: Math.round(PREVIEW_WIDTH * COVER_HEIGHT_PER_WIDTH), fit: 'cover' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return `data:image/webp;base64,${bytes.toString('base64')}`;
  } catch {
    return undefined;
  }
}
