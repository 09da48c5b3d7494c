/**
 * The few objects of a PDF that marking it needs (pdf-licence.ts), read by range instead of
 * parsing the whole file: the last `startxref`, every cross-reference section back through /Prev
 * (tables, streams and a hybrid file's /XRefStm), then only the objects reached from the trailer:
 * the catalog, the page tree's nodes and pages, their Resources and Font dictionaries when those
 * are references, the Info dictionary, and the object streams that hold any of them. Page content
 * streams and images are never read: a reference's kind (an array or a stream) is told from the
 * first bytes of its object. pdf-lib's own object, object-stream and cross-reference-stream parsers
 * read what is fetched, into a PDFContext of its own, so the update is serialised as before.
 *
 * Memory is the cross-reference map (a few dozen bytes per object), the objects read and a cache
 * of READ_BLOCK-sized blocks, whatever the file's size. A file this reader cannot follow (a broken
 * cross-reference table that only a whole-file scan repairs) throws SparsePdfError, and the caller
 * falls back to pdf-lib's whole-file parse.
 */
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFRef,
  PDFXRefStreamParser,
  type PDFObject,
} from 'pdf-lib';

/** A PDF's bytes by range: a stored object, or bytes in memory. */
export interface PdfSource {
  length: number;
  /** Bytes [start, end) (end past the file: as many as there are). */
  read(start: number, end: number): Promise<Uint8Array>;
}

export class SparsePdfError extends Error {
  override name = 'SparsePdfError';
}

export function bytesSource(bytes: Uint8Array): PdfSource {
  return { length: bytes.length, read: async (start, end) => bytes.subarray(start, Math.min(end, bytes.length)) };
}

const READ_BLOCK = 16 * 1024;
const CACHED_BLOCKS = 64;
const LONG_READ = 4 * READ_BLOCK;
const FIRST_WINDOW = 4096;
/** A single object (a dictionary, an object stream, a cross-reference stream) larger than this is refused. */
const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

/** Reads a source in aligned blocks, keeping the last CACHED_BLOCKS (neighbouring objects share a read). */
export function blockCache(length: number, readBlock: (start: number, end: number) => Promise<Uint8Array>): PdfSource {
  const blocks = new Map<number, Promise<Uint8Array>>();
  const block = (index: number) => {
    let cached = blocks.get(index);
    if (cached) blocks.delete(index);
    else cached = readBlock(index * READ_BLOCK, Math.min(length, (index + 1) * READ_BLOCK));
    blocks.set(index, cached);
    if (blocks.size > CACHED_BLOCKS) blocks.delete(blocks.keys().next().value!);
    return cached;
  };
  return {
    length,
    read: async (start, end) => {
      const to = Math.min(end, length);
      if (to <= start) return new Uint8Array(0);
      // A long read (a large stream, the whole file for the fallback) goes in one piece, uncached.
      if (to - start > LONG_READ) return readBlock(start, to);
      const parts: Uint8Array[] = [];
      for (let index = Math.floor(start / READ_BLOCK); index * READ_BLOCK < to; index += 1) {
        const bytes = await block(index);
        const from = index * READ_BLOCK;
        parts.push(bytes.subarray(Math.max(0, start - from), Math.min(bytes.length, to - from)));
      }
      return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    },
  };
}

type XrefEntry =
  | { kind: 'free' }
  | { kind: 'offset'; offset: number; generation: number }
  | { kind: 'compressed'; stream: number; index: number };

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');

/** A page as the update needs it. */
export interface SparsePage {
  ref: PDFRef;
  node: PDFDict;
  /** Resolved, inherited when the page has none of its own. */
  resources: PDFDict | undefined;
  /** The page's Contents as stream references (or direct streams). */
  contents: PDFObject[];
  cropBox: { x: number; y: number; width: number; height: number };
}

export interface SparsePdf {
  context: PDFContext;
  /** The newest trailer (or cross-reference stream dictionary). */
  trailer: PDFDict;
  /** The offset the last startxref names. */
  previous: number;
  /** Whether that section is a table (else a stream). */
  tableBefore: boolean;
  /** The newest section's /Size. */
  size: number;
  pages: SparsePage[];
  /** The Info dictionary, resolved. */
  info: PDFDict | undefined;
}

class SparseReader {
  readonly context = PDFContext.create();
  private readonly entries = new Map<number, XrefEntry>();
  private readonly loadedStreams = new Set<number>();

  constructor(private readonly source: PdfSource) {}

  /** The offset of the file's last `startxref`. */
  async startxref(): Promise<number> {
    const from = Math.max(0, this.source.length - 2048);
    const tail = latin1(await this.source.read(from, this.source.length));
    const offset = Number([...tail.matchAll(/startxref\s+(\d+)/g)].at(-1)?.[1]);
    if (!Number.isSafeInteger(offset) || offset >= this.source.length) throw new SparsePdfError('no startxref');
    return offset;
  }

  /** Reads every section from `first` back through /Prev; answers the newest trailer and whether it is a table. */
  async readSections(first: number): Promise<{ trailer: PDFDict; table: boolean }> {
    let newest: { trailer: PDFDict; table: boolean } | undefined;
    const seen = new Set<number>();
    for (let offset: number | undefined = first; offset !== undefined;) {
      if (seen.has(offset) || seen.size > 10_000) throw new SparsePdfError('a /Prev loop');
      seen.add(offset);
      const head = latin1(await this.source.read(offset, offset + 4));
      const table = head === 'xref';
      const trailer: PDFDict = table ? await this.readTable(offset) : await this.readXrefStream(offset);
      newest ??= { trailer, table };
      if (table) {
        const hybrid = trailer.get(PDFName.of('XRefStm'));
        if (hybrid instanceof PDFNumber) await this.readXrefStream(hybrid.asNumber());
      }
      const prev: PDFObject | undefined = trailer.get(PDFName.of('Prev'));
      offset = prev instanceof PDFNumber ? prev.asNumber() : undefined;
    }
    return newest!;
  }

  private note(objectNumber: number, entry: XrefEntry): void {
    // Sections are read newest first: an object's newest entry wins.
    if (!this.entries.has(objectNumber)) this.entries.set(objectNumber, entry);
  }

  /** A classic table: `xref`, subsections of 20-byte entries, `trailer` and its dictionary. */
  private async readTable(offset: number): Promise<PDFDict> {
    for (let window = 16 * 1024; ; window *= 4) {
      const bytes = await this.source.read(offset, offset + window);
      const text = latin1(bytes);
      const trailerAt = text.indexOf('trailer');
      const complete =
        trailerAt >= 0 && (text.indexOf('startxref', trailerAt) >= 0 || offset + window >= this.source.length);
      if (!complete) {
        if (offset + window >= this.source.length || window > MAX_OBJECT_BYTES) throw new SparsePdfError('no trailer');
        continue;
      }
      const tokens = text.slice(4, trailerAt).trim().split(/\s+/).filter(Boolean);
      for (let at = 0; at < tokens.length;) {
        const start = Number(tokens[at]);
        const count = Number(tokens[at + 1]);
        if (!Number.isSafeInteger(start) || !Number.isSafeInteger(count)) throw new SparsePdfError('a bad subsection');
        at += 2;
        for (let i = 0; i < count; i += 1, at += 3) {
          const [position, generation, type] = [tokens[at], tokens[at + 1], tokens[at + 2]];
          if (type !== 'n' && type !== 'f') throw new SparsePdfError('a bad cross-reference entry');
          this.note(
            start + i,
            type === 'n'
              ? { kind: 'offset', offset: Number(position), generation: Number(generation) }
              : { kind: 'free' },
          );
        }
      }
      const trailer = PDFObjectParser.forBytes(
        bytes.subarray(trailerAt + 'trailer'.length),
        this.context,
      ).parseObject();
      if (!(trailer instanceof PDFDict)) throw new SparsePdfError('no trailer dictionary');
      return trailer;
    }
  }

  private async readXrefStream(offset: number): Promise<PDFDict> {
    const stream = (await this.parseAt(offset)).object;
    if (!(stream instanceof PDFRawStream)) throw new SparsePdfError('no cross-reference stream');
    for (const entry of PDFXRefStreamParser.forStream(stream).parseIntoContext()) {
      const objectNumber = entry.ref.objectNumber;
      if (entry.deleted) this.note(objectNumber, { kind: 'free' });
      else if (entry.inObjectStream)
        this.note(objectNumber, { kind: 'compressed', stream: entry.offset, index: entry.ref.generationNumber });
      else this.note(objectNumber, { kind: 'offset', offset: entry.offset, generation: entry.ref.generationNumber });
    }
    return stream.dict;
  }

  /** The indirect object at `offset` (`n g obj ...`), read in growing windows until it parses whole. */
  private async parseAt(offset: number): Promise<{ objectNumber: number; object: PDFObject }> {
    for (let window = FIRST_WINDOW; ; window *= 4) {
      const bytes = await this.source.read(offset, offset + window);
      const header = /^\s*(\d+)\s+(\d+)\s+obj/.exec(latin1(bytes.subarray(0, 64)));
      if (!header) throw new SparsePdfError(`no object at ${offset}`);
      try {
        const object = PDFObjectParser.forBytes(bytes.subarray(header[0].length), this.context).parseObject();
        return { objectNumber: Number(header[1]), object };
      } catch (error) {
        if (offset + window >= this.source.length || window > MAX_OBJECT_BYTES)
          throw new SparsePdfError(`an unreadable object at ${offset}`, { cause: error });
      }
    }
  }

  /** Whether the object `ref` names is an array, read from its first bytes (a stream's data is never fetched). */
  async isArray(ref: PDFRef): Promise<boolean> {
    const entry = this.entries.get(ref.objectNumber);
    if (entry?.kind !== 'offset') return (await this.resolve(ref)) instanceof PDFArray;
    const head = latin1(await this.source.read(entry.offset, entry.offset + 256));
    return /^\s*\d+\s+\d+\s+obj\s*\[/.test(head);
  }

  /** The object `ref` names, read once (and the whole object stream that holds it, if any). */
  async resolve(ref: PDFRef): Promise<PDFObject | undefined> {
    const known = this.context.lookup(ref);
    if (known !== undefined) return known;
    const entry = this.entries.get(ref.objectNumber);
    if (!entry || entry.kind === 'free') return undefined;
    if (entry.kind === 'offset') {
      const { objectNumber, object } = await this.parseAt(entry.offset);
      if (objectNumber !== ref.objectNumber)
        throw new SparsePdfError(`object ${ref.objectNumber} is not at its offset`);
      this.context.assign(ref, object);
      return object;
    }
    if (this.loadedStreams.has(entry.stream)) return undefined;
    this.loadedStreams.add(entry.stream);
    const stream = await this.resolve(PDFRef.of(entry.stream));
    if (!(stream instanceof PDFRawStream)) throw new SparsePdfError('no object stream');
    // Parsed apart, then only the objects whose newest entry is in this stream are kept.
    const scratch = PDFContext.create();
    await PDFObjectStreamParser.forStream(
      PDFRawStream.of(stream.dict.clone(scratch), stream.contents),
    ).parseIntoContext();
    for (const [objectRef, object] of scratch.enumerateIndirectObjects()) {
      const current = this.entries.get(objectRef.objectNumber);
      if (
        current?.kind === 'compressed' &&
        current.stream === entry.stream &&
        this.context.lookup(objectRef) === undefined
      )
        this.context.assign(objectRef, object);
    }
    return this.context.lookup(ref);
  }

  /** A value, resolved if it is a reference. */
  async value(object: PDFObject | undefined): Promise<PDFObject | undefined> {
    return object instanceof PDFRef ? this.resolve(object) : object;
  }

  async dict(object: PDFObject | undefined): Promise<PDFDict | undefined> {
    const resolved = await this.value(object);
    return resolved instanceof PDFDict ? resolved : undefined;
  }

  async rectangle(object: PDFObject | undefined): Promise<SparsePage['cropBox'] | undefined> {
    const array = await this.value(object);
    if (!(array instanceof PDFArray) || array.size() !== 4) return undefined;
    const numbers: number[] = [];
    for (const item of array.asArray()) {
      const number = await this.value(item);
      if (!(number instanceof PDFNumber)) return undefined;
      numbers.push(number.asNumber());
    }
    const [x1, y1, x2, y2] = numbers as [number, number, number, number];
    return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
  }
}

interface Inherited {
  resources: PDFObject | undefined;
  mediaBox: PDFObject | undefined;
  cropBox: PDFObject | undefined;
}

const DEFAULT_BOX = { x: 0, y: 0, width: 612, height: 792 };

async function collectPages(
  reader: SparseReader,
  nodeRef: PDFObject | undefined,
  inherited: Inherited,
  pages: SparsePage[],
  visited: Set<PDFObject>,
): Promise<void> {
  if (!(nodeRef instanceof PDFRef) || visited.has(nodeRef)) throw new SparsePdfError('a bad page tree');
  visited.add(nodeRef);
  const node = await reader.dict(nodeRef);
  if (!node) throw new SparsePdfError('a page tree node that is no dictionary');
  const own = (name: string) => node.get(PDFName.of(name));
  const here: Inherited = {
    resources: own('Resources') ?? inherited.resources,
    mediaBox: own('MediaBox') ?? inherited.mediaBox,
    cropBox: own('CropBox') ?? inherited.cropBox,
  };
  const kids = await reader.value(own('Kids'));
  if (kids instanceof PDFArray && own('Type') !== PDFName.of('Page')) {
    for (const kid of kids.asArray()) await collectPages(reader, kid, here, pages, visited);
    return;
  }
  const rawContents = own('Contents');
  let contents: PDFObject[] = [];
  if (rawContents instanceof PDFArray) contents = rawContents.asArray();
  else if (rawContents instanceof PDFRef && (await reader.isArray(rawContents)))
    contents = ((await reader.resolve(rawContents)) as PDFArray).asArray();
  else if (rawContents !== undefined) contents = [rawContents];
  const resources = await reader.dict(here.resources);
  // The update copies the Font dictionary into the page's new Resources: a reference to one is read.
  if (resources) await reader.value(resources.get(PDFName.of('Font')));
  const cropBox = (await reader.rectangle(here.cropBox)) ?? (await reader.rectangle(here.mediaBox)) ?? DEFAULT_BOX;
  pages.push({ ref: nodeRef, node, resources, contents, cropBox });
}

/** Reads what marking needs from `source`; throws SparsePdfError when the file cannot be followed this way. */
export async function readSparsePdf(source: PdfSource): Promise<SparsePdf> {
  const reader = new SparseReader(source);
  const previous = await reader.startxref();
  const { trailer, table } = await reader.readSections(previous);
  const size = trailer.get(PDFName.of('Size'));
  if (!(size instanceof PDFNumber)) throw new SparsePdfError('no /Size');
  const pages: SparsePage[] = [];
  if (trailer.get(PDFName.of('Encrypt')) === undefined) {
    const catalog = await reader.dict(trailer.get(PDFName.of('Root')));
    if (!catalog) throw new SparsePdfError('no catalog');
    await collectPages(
      reader,
      catalog.get(PDFName.of('Pages')),
      { resources: undefined, mediaBox: undefined, cropBox: undefined },
      pages,
      new Set(),
    );
    if (pages.length === 0) throw new SparsePdfError('no pages');
  }
  const info = await reader.dict(trailer.get(PDFName.of('Info')));
  return { context: reader.context, trailer, previous, tableBefore: table, size: size.asNumber(), pages, info };
}
