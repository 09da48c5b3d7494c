/** A chosen image file read in the browser: as a data: URL to show, and whether it is an image at all. */

/** 32 KB at a time: String.fromCharCode(...bytes) takes a bounded number of arguments. */
const CHUNK = 0x8000;

/**
 * A data: URL of the file. Not a blob: URL: the server's Content-Security-Policy allows images
 * from 'self' and data: only.
 */
export async function toDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return `data:${file.type};base64,${btoa(binary)}`;
}

const decodedFiles = new WeakMap<Blob, Promise<boolean>>();

/**
 * Whether the browser can draw this file as an image: a name and a declared type say nothing of
 * the bytes (a text file renamed .png passes both), and the preview and the server would then fail
 * later and less clearly. Once per file: the form checks every field at each change, and a chosen
 * file never changes.
 */
export function canDecodeImage(file: Blob): Promise<boolean> {
  let decoded = decodedFiles.get(file);
  if (!decoded) {
    decoded = decode(file);
    decodedFiles.set(file, decoded);
  }
  return decoded;
}

/**
 * createImageBitmap where there is one, else an image element's decode() of a data: URL. Where the
 * browser offers neither, the file is taken as it is and the server's own check decides.
 */
async function decode(file: Blob): Promise<boolean> {
  try {
    if (typeof createImageBitmap === 'function') {
      (await createImageBitmap(file)).close();
      return true;
    }
    if (typeof Image === 'function' && typeof Image.prototype.decode === 'function') {
      const image = new Image();
      image.src = await toDataUrl(file);
      await image.decode();
    }
    return true;
  } catch {
    return false;
  }
}
