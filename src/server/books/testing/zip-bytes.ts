/**
 * Edits of a ZIP's bytes that no ZIP writer will make, for tests of what a crafted archive gets
 * refused for: a name escaping the archive, an encrypted entry, an unknown compression method, a
 * size that lies. Both the local header and the central directory record are edited.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

export interface ZipEntryPatch {
  /** Same length as the old name (offsets stay valid). */
  name?: string;
  /** General purpose bits to set (1: encrypted). */
  addFlags?: number;
  method?: number;
  uncompressedSize?: number;
}

function endOfDirectory(zip: Buffer): number {
  for (let offset = zip.length - 22; offset >= 0; offset -= 1)
    if (zip.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  throw new Error('Not a ZIP archive');
}

export function patchZipEntry(source: Buffer, entryName: string, patch: ZipEntryPatch): Buffer {
  const zip = Buffer.from(source);
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== CENTRAL_HEADER) throw new Error('Damaged central directory');
    const nameLength = zip.readUInt16LE(offset + 28);
    const recordLength = 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (name === entryName) {
      const local = zip.readUInt32LE(offset + 42);
      if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw new Error('Damaged local header');
      if (patch.name !== undefined) {
        if (Buffer.byteLength(patch.name) !== nameLength) throw new Error('A patched name must keep its length');
        zip.write(patch.name, offset + 46, 'utf8');
        zip.write(patch.name, local + 30, 'utf8');
      }
      if (patch.addFlags !== undefined) {
        zip.writeUInt16LE(zip.readUInt16LE(offset + 8) | patch.addFlags, offset + 8);
        zip.writeUInt16LE(zip.readUInt16LE(local + 6) | patch.addFlags, local + 6);
      }
      if (patch.method !== undefined) {
        zip.writeUInt16LE(patch.method, offset + 10);
        zip.writeUInt16LE(patch.method, local + 8);
      }
      if (patch.uncompressedSize !== undefined) zip.writeUInt32LE(patch.uncompressedSize, offset + 24);
      return zip;
    }
    offset += recordLength;
  }
  throw new Error(`No entry ${entryName}`);
}
