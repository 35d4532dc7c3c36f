/** A byte range of an object, end exclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The `Range` header of a download, against an object of `size` bytes (RFC 9110, 14.2):
 * - undefined: no usable range, send the whole object (no header, another unit, a syntax error, or
 *   several ranges, which Cloud Storage does not serve as multipart/byteranges);
 * - 'unsatisfiable': a 416;
 * - else the one range, clamped to the object.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  const [first, last] = [m[1]!, m[2]!];
  if (first === '') {
    // The last n bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size };
  }
  const start = Number(first);
  const end = last === '' ? size : Math.min(size, Number(last) + 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
