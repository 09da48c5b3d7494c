/**
 * A ZIP archive (an EPUB) read by random access: the central directory once, then each entry on its
 * own, so a 100 MB book is never held in memory and a reader asking for one chapter reads only that
 * chapter's bytes. Two sources: an upload's temporary file, or a stored object (a local file or
 * ranged GETs on S3, through ObjectStorage.open's byte spans).
 *
 * Entry names are checked by yauzl as the directory is read: an absolute path, a '..' segment or a
 * backslash refuses the whole archive (ZipArchiveError 'unsafe-path'), so no name can ever escape
 * wherever an entry might be written or served from.
 */
import { PassThrough, type Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ObjectStorage, StorageKind } from '../storage/object-storage';

export type ZipArchiveProblem = 'not-zip' | 'unsafe-path' | 'corrupt' | 'too-large';

export class ZipArchiveError extends Error {
  constructor(
    readonly problem: ZipArchiveProblem,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ZipArchiveError';
  }
}

/** What the central directory says of one entry (sizes as declared; yauzl checks them while it inflates). */
export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  /** 0: stored, 8: deflated; anything else cannot be read. */
  compressionMethod: number;
  encrypted: boolean;
  /**
   * Position in the central directory, folders included (the EPUB rule "mimetype first" is about the
   * archive's very first entry, so a folder entry before it counts).
   */
  index: number;
}

const yauzlOptions = {
  lazyEntries: true,
  autoClose: false,
  decodeStrings: true,
  validateEntrySizes: true,
  strictFileNames: false,
} as const;

function classify(error: unknown): ZipArchiveError {
  const message = error instanceof Error ? error.message : String(error);
  if (/^(absolute path|invalid relative path|invalid characters in fileName)/.test(message))
    return new ZipArchiveError('unsafe-path', message, { cause: error });
  if (/central directory record signature not found/.test(message))
    return new ZipArchiveError('not-zip', message, { cause: error });
  return new ZipArchiveError('corrupt', message, { cause: error });
}

/** Streams of a stored object's byte spans, as yauzl reads them (its `end` is exclusive; ours inclusive). */
class StoredObjectReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly kind: StorageKind,
    private readonly key: string,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    if (end <= start) {
      out.end();
      return out;
    }
    this.storage.open(this.kind, this.key, { start, end: end - 1 }).then(
      (source) => {
        source.on('error', (error) => out.destroy(error));
        source.pipe(out);
      },
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return out;
  }
}

export class ZipArchive {
  private constructor(
    private readonly zip: ZipFile,
    private readonly byName: Map<string, Entry>,
    readonly entries: readonly ZipEntryInfo[],
  ) {
    this.infoByName = new Map(entries.map((info) => [info.name, info]));
  }

  private readonly infoByName: Map<string, ZipEntryInfo>;

  /** An archive on the local disk (an upload's temporary file). */
  static async openFile(filePath: string, maxEntries = DEFAULT_MAX_ENTRIES): Promise<ZipArchive> {
    const zip = await new Promise<ZipFile>((resolve, reject) => {
      yauzl.open(filePath, yauzlOptions, (error, opened) => (error ? reject(classify(error)) : resolve(opened)));
    });
    return ZipArchive.readDirectory(zip, maxEntries);
  }

  /** A stored archive of `size` bytes, read through ranged opens of the object. */
  static async openStored(
    storage: ObjectStorage,
    kind: StorageKind,
    key: string,
    size: number,
    maxEntries = DEFAULT_MAX_ENTRIES,
  ): Promise<ZipArchive> {
    const reader = new StoredObjectReader(storage, kind, key);
    const zip = await new Promise<ZipFile>((resolve, reject) => {
      yauzl.fromRandomAccessReader(reader, size, yauzlOptions, (error, opened) =>
        error ? reject(classify(error)) : resolve(opened),
      );
    });
    return ZipArchive.readDirectory(zip, maxEntries);
  }

  private static readDirectory(zip: ZipFile, maxEntries: number): Promise<ZipArchive> {
    if (zip.entryCount > maxEntries) {
      zip.close();
      return Promise.reject(
        new ZipArchiveError('too-large', `The archive has ${zip.entryCount} entries (at most ${maxEntries}).`),
      );
    }
    return new Promise((resolve, reject) => {
      const byName = new Map<string, Entry>();
      const infos: ZipEntryInfo[] = [];
      let position = 0;
      zip.on('entry', (entry: Entry) => {
        const index = position;
        position += 1;
        // Directories carry no content; a name seen twice keeps its first entry (as readers do).
        if (!entry.fileName.endsWith('/') && !byName.has(entry.fileName)) {
          byName.set(entry.fileName, entry);
          infos.push({
            name: entry.fileName,
            compressedSize: entry.compressedSize,
            uncompressedSize: entry.uncompressedSize,
            compressionMethod: entry.compressionMethod,
            encrypted: entry.isEncrypted(),
            index,
          });
        }
        zip.readEntry();
      });
      zip.once('end', () => resolve(new ZipArchive(zip, byName, infos)));
      zip.once('error', (error: unknown) => {
        zip.close();
        reject(classify(error));
      });
      zip.readEntry();
    });
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  entry(name: string): ZipEntryInfo | undefined {
    return this.infoByName.get(name);
  }

  /** The entry's inflated bytes as a stream; yauzl fails it if they do not match the declared size. */
  openStream(name: string): Promise<Readable> {
    const entry = this.byName.get(name);
    if (!entry) return Promise.reject(new ZipArchiveError('corrupt', `No entry ${name}`));
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream) => (error ? reject(classify(error)) : resolve(stream)));
    });
  }

  /** The whole entry in memory, refused when it declares more than `maxBytes`. */
  async read(name: string, maxBytes: number): Promise<Buffer> {
    const entry = this.byName.get(name);
    if (!entry) throw new ZipArchiveError('corrupt', `No entry ${name}`);
    if (entry.uncompressedSize > maxBytes)
      throw new ZipArchiveError('too-large', `${name} is ${entry.uncompressedSize} bytes (at most ${maxBytes}).`);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await this.openStream(name)) chunks.push(chunk as Buffer);
    } catch (error) {
      throw error instanceof ZipArchiveError ? error : classify(error);
    }
    return Buffer.concat(chunks);
  }

  async readText(name: string, maxBytes: number): Promise<string> {
    return (await this.read(name, maxBytes)).toString('utf8');
  }

  close(): void {
    this.zip.close();
  }
}

/** Far above any real book (a long illustrated novel has a few thousand files). */
export const DEFAULT_MAX_ENTRIES = 20_000;
