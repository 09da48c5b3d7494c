/** Where a benchmark's store lives: a scratch database it creates, or one given on the command line. */
import type { ScratchDatabase } from '../server/testing/scratch-database';

/** The PostgreSQL server benchmarks make their scratch databases on (BENCH_PG_URL). */
export function benchPgUrl(): string {
  return process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/**
 * A store given with --data-dir [--database-url]: the generator finishes (or resumes) its load there,
 * and it is kept. For loads too long for one sitting (30 M books): run the generator alone, then this.
 */
export function existingStore(dataDir: string, databaseUrl: string | undefined): ScratchDatabase {
  return {
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    remove: async () => {},
  };
}
