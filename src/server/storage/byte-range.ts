/**
 * HTTP Range requests (RFC 9110, section 14) for one file of a known size. Only the `bytes` unit
 * and a single range are honoured: pdf.js asks for one range at a time, and a multipart/byteranges
 * answer would add a body format no client of ours reads.
 */

/** What to answer for a request's Range header. */
export type RangeDecision =
  /** No usable Range (absent, another unit, several ranges): 200 with the whole file. */
  | { kind: 'full' }
  /** 206 with bytes start..end (inclusive, as in Content-Range). */
  | { kind: 'partial'; start: number; end: number }
  /** 416 with `Content-Range: bytes *\/size`: malformed, or no byte of it lies in the file. */
  | { kind: 'unsatisfiable' };

const FULL: RangeDecision = { kind: 'full' };
const UNSATISFIABLE: RangeDecision = { kind: 'unsatisfiable' };

/** first-last, first- or -suffix; digits only (no signs, no exponents), at most 15 of them. */
const rangeSpec = /^(\d{0,15})-(\d{0,15})$/;

export function parseRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return FULL;
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  // A unit we do not know is ignored, as RFC 9110 asks (the whole file is still a right answer).
  if (!match) return FULL;
  const specs = match[1]!.split(',').map((spec) => spec.trim());
  // Several ranges: the whole file is allowed too (RFC 9110 lets a server ignore Range).
  if (specs.length > 1) return specs.every((spec) => rangeSpec.test(spec)) ? FULL : UNSATISFIABLE;

  const parts = rangeSpec.exec(specs[0]!);
  if (!parts) return UNSATISFIABLE;
  const [, first, last] = parts as unknown as [string, string, string];
  if (first === '' && last === '') return UNSATISFIABLE;

  if (first === '') {
    // bytes=-n: the last n bytes (all of a file shorter than n); -0 asks for nothing at all.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (end < start) return UNSATISFIABLE;
  // A range that starts inside the file is cut at its end; one that starts beyond it is impossible.
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/** Content-Range of a partial answer, or of a 416 (`bytes *\/size`). */
export function contentRange(decision: RangeDecision, size: number): string | undefined {
  if (decision.kind === 'partial') return `bytes ${decision.start}-${decision.end}/${size}`;
  if (decision.kind === 'unsatisfiable') return `bytes */${size}`;
  return undefined;
}
