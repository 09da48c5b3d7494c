/**
 * A real S3-compatible server for tests (s3rver from npm, on a free port, keeping objects in a
 * temporary directory): the S3 driver talks to it over HTTP as it would to AWS or MinIO, so a test
 * proves what the SDK really sends and receives rather than what a mock of it assumes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../storage/s3-storage';

export interface TestS3Server {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  /** Created at start. */
  bucket: string;
  /** STORAGE_URL for a child store process: s3://bucket?endpoint=...&region=us-east-1&forcePathStyle=true */
  storageUrl: string;
  /** Environment for a child process: the credentials s3rver accepts, and STORAGE_URL. */
  env: Record<string, string>;
  /** Options for createS3Storage in-process. */
  options: S3StorageOptions;
  /** Stops the server and removes its directory. */
  close(): Promise<void>;
}

/** s3rver checks signatures against this one fixed key pair. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'us-east-1';

export async function startTestS3Server(bucket = 'pustaka-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const storageUrl = `s3://${bucket}?${new URLSearchParams({ endpoint, region, forcePathStyle: 'true' })}`;
  return {
    endpoint,
    bucket,
    storageUrl,
    env: {
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      STORAGE_URL: storageUrl,
    },
    // Path style: the bucket cannot be a subdomain of 127.0.0.1.
    options: { bucket, prefix: '', endpoint, region, forcePathStyle: true, credentials: { ...credentials } },
    async close() {
      await server.close();
      await fs.promises.rm(directory, { recursive: true, force: true });
    },
  };
}
