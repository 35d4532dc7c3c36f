import { invalid } from './errors.js';

/**
 * Orders object names as Cloud Storage lists them: by their UTF-8 bytes, which is code point
 * order. UTF-16 code units give that order except around surrogates, which stand for code points
 * above every other code unit: shifting the units makes the comparison exact.
 */
export function compareNames(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return rank(x) - rank(y);
  }
  return a.length - b.length;
}

const rank = (unit: number) =>
  unit >= 0xd800 && unit <= 0xdfff ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit;

/** Cloud Storage's rules for object names: 1-1024 bytes of UTF-8, no CR or LF, not . or .. */
export function checkObjectName(name: string): void {
  const bytes = Buffer.byteLength(name, 'utf8');
  if (bytes === 0 || bytes > 1024) throw invalid('Object name must be 1-1024 bytes of UTF-8.');
  if (/[\r\n]/.test(name)) throw invalid('Object name must not contain CR or LF.');
  if (name === '.' || name === '..') throw invalid('Object name cannot be . or ..');
  if (name.startsWith('.well-known/acme-challenge/'))
    throw invalid('Object name cannot start with .well-known/acme-challenge/');
  // A lone surrogate has no UTF-8 form: it comes back from Buffer as U+FFFD.
  if (Buffer.from(name, 'utf8').toString('utf8') !== name)
    throw invalid('Object name must be valid UTF-8.');
}

/** The index of the first name in `sorted` not before `name`. */
export function lowerBound(sorted: readonly string[], name: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareNames(sorted[mid]!, name) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
