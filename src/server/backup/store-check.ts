/**
 * The check of a restored store (npm run restore, and restore --verify-only after pg_restore):
 * - SQLite's integrity check answers ok (PostgreSQL: pg_restore's own checks stand);
 * - the migrations: none the database ran is unknown to this code (a newer store's backup); those
 *   not run yet are listed, and the next start runs them;
 * - every book some order names has its files in the storage the store will use: the full book
 *   its buyers read, the sample, every width of the cover; the orders of any book missing one are
 *   named;
 * - with a backup's manifest: which of the objects stored when the backup was taken are missing now.
 */
import type { UnitOfWork } from '../db/unit-of-work';
import type { MigrationState } from '../ops/health.repository';
import { coverObjectKeys } from '../storage/cover-images';
import { storageKinds, type ObjectStorage, type StorageKind } from '../storage/object-storage';
import type { ManifestEntry } from './backup-file.queries';

const PAGE = 500;
const STATS_AT_ONCE = 16;
const NAMED_AT_MOST = 20;

export interface StoreCheckReport {
  /** ['ok'] when sound; undefined on PostgreSQL. */
  integrity: string[] | undefined;
  migrations: MigrationState;
  orders: number;
  /** Books some order names, and the files of theirs looked at. */
  orderedBooks: number;
  filesChecked: number;
  missingFiles: Array<{ kind: StorageKind; key: string; bookId: number }>;
  /** Orders with a book missing a file (the first NAMED_AT_MOST). */
  ordersMissingFiles: number[];
  /** Objects the backup's manifest lists that the storage lacks now (undefined without a manifest). */
  manifestMissing?: ManifestEntry[];
  manifestSize?: number;
}

export function storeCheckPassed(report: StoreCheckReport, options: { allowMissingFiles?: boolean } = {}): boolean {
  const sound = report.integrity === undefined || (report.integrity.length === 1 && report.integrity[0] === 'ok');
  const files = options.allowMissingFiles || report.missingFiles.length === 0;
  return sound && report.migrations.unknown.length === 0 && files;
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let at = 0; at < items.length; at += STATS_AT_ONCE)
    await Promise.all(items.slice(at, at + STATS_AT_ONCE).map(work));
}

export async function checkStore(
  uow: UnitOfWork,
  storage: ObjectStorage,
  manifest?: readonly ManifestEntry[],
): Promise<StoreCheckReport> {
  const { storeCheck, health } = uow.repos;
  const integrity = await storeCheck.integrityCheck();
  const migrations = await health.migrationState();
  const orders = await storeCheck.countOrders();
  const missingFiles: StoreCheckReport['missingFiles'] = [];
  let orderedBooks = 0;
  let filesChecked = 0;
  for (let afterId = 0; ;) {
    const books = await storeCheck.orderedBooks(afterId, PAGE);
    if (books.length === 0) break;
    afterId = books[books.length - 1]!.bookId;
    orderedBooks += books.length;
    const files = books.flatMap((book) => [
      ...(book.contentKey ? [{ kind: 'books' as const, key: book.contentKey, bookId: book.bookId }] : []),
      ...(book.previewKey ? [{ kind: 'previews' as const, key: book.previewKey, bookId: book.bookId }] : []),
      ...coverObjectKeys(book.coverKey).map((key) => ({ kind: 'covers' as const, key, bookId: book.bookId })),
    ]);
    filesChecked += files.length;
    await inBatches(files, async (file) => {
      if (!(await storage.stat(file.kind, file.key))) missingFiles.push(file);
    });
  }
  const ordersMissingFiles = await storeCheck.ordersOfBooks(
    [...new Set(missingFiles.map((file) => file.bookId))],
    NAMED_AT_MOST,
  );
  const report: StoreCheckReport = {
    integrity,
    migrations,
    orders,
    orderedBooks,
    filesChecked,
    missingFiles,
    ordersMissingFiles,
  };
  if (manifest) {
    const stored = new Map<StorageKind, Set<string>>();
    for (const kind of storageKinds) {
      const keys = new Set<string>();
      for await (const object of storage.list(kind)) keys.add(object.key);
      stored.set(kind, keys);
    }
    report.manifestSize = manifest.length;
    report.manifestMissing = manifest.filter((entry) => !stored.get(entry.kind as StorageKind)?.has(entry.key));
  }
  return report;
}

/** The report as lines for a person. */
export function describeStoreCheck(report: StoreCheckReport): string[] {
  const lines = [
    `integrity: ${report.integrity === undefined ? 'not applicable (PostgreSQL)' : report.integrity.slice(0, 5).join('; ')}`,
    `migrations: ${report.migrations.applied} applied` +
      (report.migrations.pending.length > 0
        ? `, ${report.migrations.pending.length} pending (the next start runs them: ${report.migrations.pending.join(', ')})`
        : ', none pending') +
      (report.migrations.unknown.length > 0
        ? `; UNKNOWN to this code (a newer store's database): ${report.migrations.unknown.join(', ')}`
        : ''),
    `orders: ${report.orders}; books they name: ${report.orderedBooks}; files checked: ${report.filesChecked}, missing: ${report.missingFiles.length}`,
  ];
  for (const file of report.missingFiles.slice(0, NAMED_AT_MOST))
    lines.push(`  missing ${file.kind}/${file.key} (book ${file.bookId})`);
  if (report.ordersMissingFiles.length > 0)
    lines.push(`  orders with a book missing a file: ${report.ordersMissingFiles.join(', ')}`);
  if (report.manifestMissing)
    lines.push(
      `manifest: ${report.manifestSize} objects stored when the backup was taken; missing from storage now: ${report.manifestMissing.length}`,
    );
  return lines;
}
