/**
 * The S3 driver of ObjectStorage (object-storage.ts): <bucket>/<prefix><kind>/<key> on AWS S3 or
 * any S3-compatible store (MinIO, Ceph, R2, ...). Several servers share one bucket, so none of
 * them keeps files of its own and any of them can serve any book.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, contentTypeOf, isStorageKey, type ObjectStorage, type StorageKind } from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix inside the bucket ('' or e.g. 'shop1/'), always ending in '/' when not empty. */
  prefix: string;
  /** e.g. http://127.0.0.1:9000; undefined: AWS itself. */
  endpoint?: string;
  region: string;
  /** bucket in the path rather than the host name: what most S3-compatible stores expect. */
  forcePathStyle: boolean;
  /** undefined: the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY env, profiles...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Parts of a multipart upload: with 2 in flight, a 100 MB book costs ~16 MiB of memory, and 8 MiB
 * parts stay far under S3's 10,000-part limit for any book we would sell.
 */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** HeadObject answers a bare 404 (NotFound), GetObject and others NoSuchKey. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket, prefix } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Newer SDKs add CRC checksums sent as aws-chunked trailers by default, which many
    // S3-compatible stores reject or store garbled; checksums only where the API demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const nameOf = (kind: StorageKind, key: string): string => {
    assertStorageKey(key);
    return `${prefix}${kind}/${key}`;
  };

  return {
    description: `s3://${bucket}/${prefix}`,
    async put(kind, key, source) {
      const name = nameOf(kind, key);
      const ContentType = contentTypeOf(key);
      if ('bytes' in source) {
        const Body = typeof source.bytes === 'string' ? Buffer.from(source.bytes) : source.bytes;
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: name, Body, ContentType, ContentLength: Body.byteLength }),
        );
        return;
      }
      // Streamed in parts (a single PutObject when the file fits in one); S3 shows the object only
      // once the upload completes, and a failed upload is aborted rather than left to bill for parts.
      const { size } = await fs.promises.stat(source.path);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: name, Body: fs.createReadStream(source.path), ContentType, ContentLength: size },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async stat(kind, key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: nameOf(kind, key) }));
        if (head.ContentLength === undefined || head.LastModified === undefined) {
          throw new Error(`HeadObject of ${key} answered without size or date`);
        }
        return { size: head.ContentLength, lastModified: head.LastModified };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async open(kind, key, span) {
      const Range = span ? `bytes=${span.start}-${span.end}` : undefined;
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: nameOf(kind, key), Range }));
      if (!object.Body) throw new Error(`GetObject of ${key} answered without a body`);
      // In Node the SDK's body is the HTTP response itself (an IncomingMessage): a Readable.
      return object.Body as Readable;
    },
    async remove(kind, key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: nameOf(kind, key) }));
      } catch (error) {
        // S3 answers 204 for a missing key already; some compatible stores answer NoSuchKey.
        if (!isMissing(error)) throw error;
      }
    },
    async *list(kind) {
      const listPrefix = `${prefix}${kind}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: listPrefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(listPrefix.length);
          if (key !== undefined && isStorageKey(key) && object.LastModified)
            yield { key, lastModified: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async probe() {
      // One key at most: the bucket exists and these credentials may list it.
      await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1 }));
    },
    async close() {
      client.destroy();
    },
  };
}
