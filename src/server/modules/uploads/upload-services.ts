/**
 * The uploads' services wired once (app.ts decorates the app with them): the book upload and the
 * look at a book file, the samples the store makes, and their jobs: the samples still missing
 * (cluster) and each server's stale temporary upload directories (process).
 */
import type { FastifyInstance } from 'fastify';
import { BookSamples, SAMPLE_SWEEP_INTERVAL_MS } from './book-samples';
import { BookUploadService } from './book-upload.service';
import { sweepStaleUploads, TEMP_SWEEP_INTERVAL_MS, uploadTempRoot } from './upload-temp-dir';

export interface UploadServices {
  uploads: BookUploadService;
  samples: BookSamples;
  /** Where uploads stream to (DATA_DIR/tmp/uploads). */
  tempRoot: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadServices: UploadServices;
  }
}

export function decorateUploadServices(app: FastifyInstance): void {
  const { uow, storage, pendingFiles, clock, config, log } = app;
  const tempRoot = uploadTempRoot(config.dataDir);
  const samples = new BookSamples({ uow, storage, pendingFiles, publicUrl: config.publicUrl, tempRoot, log });
  const uploads = new BookUploadService({
    uow,
    pendingFiles,
    samples,
    clock,
    catalogCache: app.catalogCache,
    warn: (details, message) => log.warn(details, message),
  });
  app.decorate('uploadServices', { uploads, samples, tempRoot });

  // Each server's own disk: every server sweeps its own temporary directories.
  app.backgroundJobs.add({
    name: 'upload-temp-sweep',
    scope: 'process',
    intervalMs: TEMP_SWEEP_INTERVAL_MS,
    run: async () => {
      const swept = await sweepStaleUploads(tempRoot, clock.now());
      if (swept > 0) log.info(`removed ${swept} stale upload directories`);
    },
  });
  // A sample the upload could not make (a crash right after the insert, a failure) is made here.
  app.backgroundJobs.add({
    name: 'book-samples',
    intervalMs: SAMPLE_SWEEP_INTERVAL_MS,
    run: async () => {
      const made = await samples.makeMissing();
      if (made > 0) log.info(`made the samples of ${made} books`);
    },
  });
}
