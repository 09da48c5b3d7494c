/**
 * A small LRU of built values (CatalogCache keeps its regions in these). An entry is valid while
 * the generation it was built in is current and it is younger than the TTL.
 */
export interface ResponseCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

interface Entry<T> {
  body: T;
  version: number;
  expiresAt: number;
}

export class ResponseCache<T = string> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly builds = new Map<string, Promise<T>>();
  private readonly now: () => number;
  /** Answers getOrBuild found kept, and those it had to build (or join a build of): the metrics. */
  hits = 0;
  misses = 0;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string, version: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so Map order tracks recency: the first key is always the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: number, body: T): void {
    this.entries.delete(key);
    this.entries.set(key, { body, version, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * The entry for key, or build it. The caller reads the version before building: a write racing
   * with the build then leaves an entry that is already outdated, never one that looks current.
   * Concurrent misses of one key share one build: when a hot entry expires under load, one query
   * runs instead of one per waiting request. A build that throws stores nothing (and every waiter
   * gets its error).
   */
  getOrBuild(key: string, version: number, build: () => Promise<T>): Promise<T> {
    const hit = this.get(key, version);
    if (hit !== undefined) {
      this.hits += 1;
      return Promise.resolve(hit);
    }
    this.misses += 1;
    const buildKey = `${version}|${key}`;
    const running = this.builds.get(buildKey);
    if (running) return running;
    const result = build()
      .then((value) => {
        this.set(key, version, value);
        return value;
      })
      .finally(() => this.builds.delete(buildKey));
    this.builds.set(buildKey, result);
    return result;
  }

  get size(): number {
    return this.entries.size;
  }
}
