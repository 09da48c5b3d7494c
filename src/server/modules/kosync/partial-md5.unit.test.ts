/**
 * KOReader's partial MD5 (koreader frontend/util.lua, util.partialMD5):
 *
 *   local step, size = 1024, 1024
 *   for i = -1, 10 do
 *       file:seek("set", lshift(step, 2*i))   -- LuaJIT bit.lshift: 1024 << 30 for i = -1, i.e. 0
 *       local sample = file:read(size)
 *       if sample then update(sample) else break end
 *   end
 *
 * The expected digests are computed here independently: the samples read from the whole buffer
 * by that loop, hashed with node:crypto. (Checked against KOReader's own spec/unit/util_spec.lua
 * vectors, tall.pdf 41cce710f34e5ec21315e19c99821415 and leaves.epub
 * 59d481d168cca6267322f150c5f6a2a3, whose files are not in this repository.)
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PARTIAL_MD5_OFFSETS, PartialMd5, partialMd5, partialMd5Tap } from './partial-md5';

/** KOReader's loop over a whole buffer: seek, read up to 1024 bytes, stop at the first empty read. */
function koreaderPartialMd5(file: Buffer): string {
  const hash = createHash('md5');
  for (let i = -1; i <= 10; i += 1) {
    const offset = (1024 << (2 * i)) >>> 0; // JavaScript, like LuaJIT, takes the shift count modulo 32
    const sample = file.subarray(offset, offset + 1024);
    if (sample.length === 0) break;
    hash.update(sample);
  }
  return hash.digest('hex');
}

test('the offsets are 0, 1024 and then 1024 * 4^i, as LuaJIT shifts', () => {
  expect(PARTIAL_MD5_OFFSETS).toEqual([
    0, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864, 268435456, 1073741824,
  ]);
  expect(PARTIAL_MD5_OFFSETS).toEqual(Array.from({ length: 12 }, (_, k) => (1024 << (2 * (k - 1))) >>> 0));
});

test.each([0, 1, 1000, 1024, 1500, 4096, 5000, 70_000, 300_000, 1_200_000])(
  'a file of %i bytes: the digest KOReader computes, whatever the chunks',
  async (length) => {
    const file = randomBytes(length);
    const expected = koreaderPartialMd5(file);
    expect(partialMd5(file)).toBe(expected);

    const chunked = new PartialMd5();
    for (let at = 0; at < file.length; at += 777) chunked.update(file.subarray(at, at + 777));
    expect(chunked.digest()).toBe(expected);

    let digest = '';
    const received: Buffer[] = [];
    const tap = partialMd5Tap(
      async (value) => void (digest = value),
      (error) => {
        throw error;
      },
    );
    tap.on('data', (chunk: Buffer) => received.push(chunk));
    await pipeline(Readable.from([file.subarray(0, 5), file.subarray(5)]), tap);
    expect(digest).toBe(expected);
    expect(Buffer.concat(received).equals(file)).toBe(true);
  },
);

test('an empty file is the MD5 of nothing', () => {
  expect(partialMd5(Buffer.alloc(0))).toBe('d41d8cd98f00b204e9800998ecf8427e');
});
