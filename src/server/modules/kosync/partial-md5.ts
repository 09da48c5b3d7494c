/**
 * KOReader's document id for progress sync: its "partial MD5" of the file (koreader
 * frontend/util.lua, util.partialMD5), computed here over the bytes of a download as they stream,
 * never holding the file.
 *
 * KOReader's loop, `for i = -1, 10 do file:seek("set", lshift(1024, 2*i)); sample = file:read(1024)
 * ... else break end`, hashes 1024-byte samples at 1024 * 4^i. For i = -1 LuaJIT's bit.lshift
 * takes the shift count modulo 32 (-2 -> 30) and 1024 << 30 overflows 32 bits to 0: the first
 * sample is at offset 0, not 256. So the offsets are 0, 1024, 4096, 16384, ..., 1024 * 4^10 (1 GiB).
 * A sample that starts before the end of the file may be short (read returns what is left); the
 * first that starts at or past the end stops the loop (read returns nil). The digest is the hex MD5
 * of the samples in that order.
 */
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

const SAMPLE_SIZE = 1024;

/** Where KOReader's samples start, in order. */
export const PARTIAL_MD5_OFFSETS: readonly number[] = Array.from({ length: 12 }, (_, index) =>
  index === 0 ? 0 : SAMPLE_SIZE * 4 ** (index - 1),
);

/** Collects KOReader's samples from a file read front to back, chunk by chunk. */
export class PartialMd5 {
  private readonly samples: Buffer[][] = PARTIAL_MD5_OFFSETS.map(() => []);
  private position = 0;

  update(chunk: Buffer): void {
    const start = this.position;
    const end = start + chunk.length;
    PARTIAL_MD5_OFFSETS.forEach((offset, index) => {
      const from = Math.max(offset, start);
      const to = Math.min(offset + SAMPLE_SIZE, end);
      if (from < to) this.samples[index]!.push(chunk.subarray(from - start, to - start));
    });
    this.position = end;
  }

  /** The hex digest, once the whole file has passed. */
  digest(): string {
    const hash = createHash('md5');
    PARTIAL_MD5_OFFSETS.forEach((offset, index) => {
      if (offset >= this.position) return;
      for (const part of this.samples[index]!) hash.update(part);
    });
    return hash.digest('hex');
  }
}

/** KOReader's partial MD5 of a whole buffer. */
export function partialMd5(bytes: Buffer): string {
  const md5 = new PartialMd5();
  md5.update(bytes);
  return md5.digest();
}

/**
 * A pass-through that hashes what crosses it and, once the last byte has, hands the digest to
 * `done` and ends only after `done` settles (so the answer ends after its record is written).
 * A failing `done` is reported to `onError` and does not break the stream the reader already has.
 */
export function partialMd5Tap(done: (digest: string) => Promise<void>, onError: (error: unknown) => void): Transform {
  const md5 = new PartialMd5();
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      md5.update(chunk);
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      done(md5.digest()).then(
        () => callback(),
        (error: unknown) => {
          onError(error);
          callback();
        },
      );
    },
  });
}
