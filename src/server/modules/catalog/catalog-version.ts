/**
 * A counter per database handle that every catalog write bumps. Cached catalog responses remember
 * the version they were built at and are discarded once it moves on.
 */
const versions = new WeakMap<object, number>();

export function catalogVersion(db: object): number {
  return versions.get(db) ?? 0;
}

/** Call after any write that changes what shoppers see: books, genres, authors, banners, sales. */
export function bumpCatalogVersion(db: object): void {
  versions.set(db, catalogVersion(db) + 1);
}
