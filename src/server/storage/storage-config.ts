/**
 * STORAGE_URL, read once at start (config.ts), and the storage it names:
 * - unset: the directory DATA_DIR/files (the quick start needs no object store);
 * - file:///absolute/dir (or file://relative/dir): that directory;
 * - s3://BUCKET[/prefix]?endpoint=http://host:port&region=...&forcePathStyle=true: an S3-compatible
 *   bucket (AWS S3, Cloudflare R2, MinIO...). Credentials come from the SDK's standard chain
 *   (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, or a role), never from the URL, so the URL can be
 *   logged. Without endpoint the bucket is on AWS; region defaults to AWS_REGION, then us-east-1.
 */
import path from 'node:path';
import { createDirectoryStorage } from './directory-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

export type StorageConfig = { driver: 'directory'; dir: string } | { driver: 's3'; s3: S3StorageOptions };

/** S3's bucket naming rules (3-63 lowercase letters, digits, dots and dashes). */
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Where objects go when STORAGE_URL is unset. */
export function defaultStorageDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** The storage STORAGE_URL names, or the problem with it (a message naming the variable). */
export function parseStorageUrl(
  value: string | undefined,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): StorageConfig | { problem: string } {
  if (value === undefined) return { driver: 'directory', dir: defaultStorageDir(dataDir) };
  const problem = (why: string) => ({ problem: `STORAGE_URL: ${why}` });
  if (value.startsWith('file://')) {
    const dir = decodeURIComponent(value.slice('file://'.length));
    return dir ? { driver: 'directory', dir: path.resolve(dir) } : problem('file:// needs a directory');
  }
  if (!value.startsWith('s3://')) return problem('must be file://DIRECTORY or s3://BUCKET?endpoint=...');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem('not a valid URL');
  }
  if (url.username || url.password)
    return problem('credentials go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the URL');
  const bucket = url.hostname;
  if (!bucketPattern.test(bucket)) return problem(`"${bucket}" is not a valid bucket name`);
  const known = new Set(['endpoint', 'region', 'forcePathStyle']);
  const unknown = [...url.searchParams.keys()].find((name) => !known.has(name));
  if (unknown) return problem(`unknown parameter "${unknown}" (endpoint, region and forcePathStyle are known)`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint))
    return problem('endpoint must be an http(s) URL');
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (!/^(true|false)$/.test(forcePathStyle)) return problem('forcePathStyle must be true or false');
  const trimmed = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    driver: 's3',
    s3: {
      bucket,
      prefix: trimmed ? `${trimmed}/` : '',
      endpoint,
      region: url.searchParams.get('region') ?? env.AWS_REGION ?? 'us-east-1',
      forcePathStyle: forcePathStyle === 'true',
    },
  };
}

export function createStorage(config: StorageConfig): ObjectStorage {
  return config.driver === 'directory' ? createDirectoryStorage(config.dir) : createS3Storage(config.s3);
}
