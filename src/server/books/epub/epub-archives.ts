/**
 * Stored EPUBs kept open for the reader: each file a reader's frame asks for is one entry of the
 * archive, and reading the central directory again for each (a ranged GET on S3) would cost more
 * than the entry. Stored objects are immutable (written once under a new key), so an archive once
 * opened stays right for as long as it is kept; the least recently used is closed past `capacity`.
 */
import type { ObjectStorage, StorageKind } from '../../storage/object-storage';
import { ZipArchive } from '../zip-archive';

/** A few dozen books read at once by a server's shoppers; each costs its directory (KBs). */
const DEFAULT_CAPACITY = 64;

export class EpubArchives {
  private readonly open = new Map<string, Promise<ZipArchive>>();

  constructor(
    private readonly storage: ObjectStorage,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  /** The stored archive, opened once; undefined when the object is missing. Rejects with ZipArchiveError for a broken one. */
  async get(kind: StorageKind, key: string): Promise<ZipArchive | undefined> {
    const name = `${kind}/${key}`;
    let opening = this.open.get(name);
    if (opening) {
      // Most recently used last: Map keeps insertion order.
      this.open.delete(name);
      this.open.set(name, opening);
    } else {
      const stat = await this.storage.stat(kind, key);
      if (!stat) return undefined;
      opening = ZipArchive.openStored(this.storage, kind, key, stat.size);
      this.open.set(name, opening);
      opening.catch(() => this.open.delete(name));
      this.evict();
    }
    return opening;
  }

  private evict(): void {
    while (this.open.size > this.capacity) {
      const [oldest, archive] = this.open.entries().next().value as [string, Promise<ZipArchive>];
      this.open.delete(oldest);
      archive.then(
        (opened) => opened.close(),
        () => undefined,
      );
    }
  }

  close(): void {
    for (const archive of this.open.values())
      archive.then(
        (opened) => opened.close(),
        () => undefined,
      );
    this.open.clear();
  }
}
