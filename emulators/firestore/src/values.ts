/**
 * Firestore values as the emulator keeps them, and the order Firestore defines on
 * them (https://firebase.google.com/docs/firestore/manage-data/data-types): null <
 * booleans < numbers (NaN first; integers and doubles compared by value) <
 * timestamps < strings (by UTF-8 bytes) < bytes < references < geopoints < arrays <
 * vectors < maps.
 */
export type Value =
  | { kind: 'null' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'integer'; value: bigint }
  | { kind: 'double'; value: number }
  /** Nanoseconds since the epoch. */
  | { kind: 'timestamp'; value: bigint }
  | { kind: 'string'; value: string }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'reference'; value: string }
  | { kind: 'geopoint'; latitude: number; longitude: number }
  | { kind: 'array'; values: readonly Value[] }
  | { kind: 'map'; fields: Fields };

export type Fields = ReadonlyMap<string, Value>;

export const NULL: Value = { kind: 'null' };
export const EMPTY_FIELDS: Fields = new Map();

const INT64_MAX = (1n << 63n) - 1n;
const INT64_MIN = -(1n << 63n);

export const integer = (value: bigint): Value => ({ kind: 'integer', value });
export const double = (value: number): Value => ({ kind: 'double', value });
export const mapOf = (fields: Fields): Value => ({ kind: 'map', fields });

export function isNumber(v: Value): v is Extract<Value, { kind: 'integer' | 'double' }> {
  return v.kind === 'integer' || v.kind === 'double';
}

export function isNaNValue(v: Value): boolean {
  return v.kind === 'double' && Number.isNaN(v.value);
}

/** A vector is stored as a map `{__type__: "__vector__", value: [doubles]}`. */
function isVector(v: Value): boolean {
  if (v.kind !== 'map') return false;
  const type = v.fields.get('__type__');
  return type?.kind === 'string' && type.value === '__vector__';
}

/** The rank of a value's type in Firestore's cross-type order. */
export function typeOrder(v: Value): number {
  switch (v.kind) {
    case 'null':
      return 0;
    case 'boolean':
      return 1;
    case 'integer':
    case 'double':
      return 2;
    case 'timestamp':
      return 3;
    case 'string':
      return 4;
    case 'bytes':
      return 5;
    case 'reference':
      return 6;
    case 'geopoint':
      return 7;
    case 'array':
      return 8;
    case 'map':
      return isVector(v) ? 9 : 10;
  }
}

const sign = (n: number | bigint): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Integer against double, exactly (a double may not fit an integer and vice versa). */
function compareIntDouble(i: bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const whole = BigInt(Math.trunc(d));
  if (i !== whole) return sign(i - whole);
  const fraction = d - Math.trunc(d);
  return fraction > 0 ? -1 : fraction < 0 ? 1 : 0;
}

function compareNumbers(a: Value, b: Value): number {
  if (a.kind === 'integer' && b.kind === 'integer') return sign(a.value - b.value);
  if (a.kind === 'integer' && b.kind === 'double') return compareIntDouble(a.value, b.value);
  if (a.kind === 'double' && b.kind === 'integer') return -compareIntDouble(b.value, a.value);
  const x = (a as { value: number }).value;
  const y = (b as { value: number }).value;
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0; // -0 and 0 are equal
}

/** Strings compare by UTF-8 bytes, which is code point order (not UTF-16 unit order). */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Only surrogates (0xD800-0xDFFF) are out of code point order against 0xE000-0xFFFF.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs === ys) return x < y ? -1 : 1;
    return xs ? 1 : -1;
  }
  return sign(a.length - b.length);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number) ? -1 : 1;
  }
  return sign(a.length - b.length);
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

/** A numeric document id (`__id42__`) as its number, when it is one that fits 64 bits. */
function numericId(segment: string): bigint | undefined {
  const m = NUMERIC_ID.exec(segment);
  if (!m) return undefined;
  const n = BigInt(m[1] as string);
  return n >= INT64_MIN && n <= INT64_MAX ? n : undefined;
}

/** Path segments: numeric ids first, by value; then the rest by UTF-8 bytes. */
function compareSegments(a: string, b: string): number {
  const x = numericId(a);
  const y = numericId(b);
  if (x !== undefined && y !== undefined) return sign(x - y);
  if (x !== undefined) return -1;
  if (y !== undefined) return 1;
  return compareStrings(a, b);
}

/** Document names compare segment by segment. */
export function compareReferences(a: string, b: string): number {
  if (a === b) return 0;
  const x = a.split('/');
  const y = b.split('/');
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(x[i] as string, y[i] as string);
    if (c !== 0) return c;
  }
  return sign(x.length - y.length);
}

function compareArrays(a: readonly Value[], b: readonly Value[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i] as Value, b[i] as Value);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

export function sortedKeys(fields: Fields): string[] {
  return [...fields.keys()].sort(compareStrings);
}

function compareMaps(a: Fields, b: Fields): number {
  const x = sortedKeys(a);
  const y = sortedKeys(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const kx = x[i] as string;
    const ky = y[i] as string;
    const k = compareStrings(kx, ky);
    if (k !== 0) return k;
    const c = compareValues(a.get(kx) as Value, b.get(ky) as Value);
    if (c !== 0) return c;
  }
  return sign(x.length - y.length);
}

function vectorElements(v: Extract<Value, { kind: 'map' }>): readonly Value[] {
  const value = v.fields.get('value');
  return value?.kind === 'array' ? value.values : [];
}

/** Firestore's total order on values. */
export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (a.kind) {
    case 'null':
      return 0;
    case 'boolean':
      return sign(Number(a.value) - Number((b as typeof a).value));
    case 'integer':
    case 'double':
      return compareNumbers(a, b);
    case 'timestamp':
      return sign(a.value - (b as typeof a).value);
    case 'string':
      return compareStrings(a.value, (b as typeof a).value);
    case 'bytes':
      return compareBytes(a.value, (b as typeof a).value);
    case 'reference':
      return compareReferences(a.value, (b as typeof a).value);
    case 'geopoint': {
      const g = b as typeof a;
      return (
        compareNumbers(double(a.latitude), double(g.latitude)) ||
        compareNumbers(double(a.longitude), double(g.longitude))
      );
    }
    case 'array':
      return compareArrays(a.values, (b as typeof a).values);
    case 'map': {
      const m = b as typeof a;
      if (ta === 9) {
        // Vectors: shorter first, then element by element.
        const x = vectorElements(a);
        const y = vectorElements(m);
        return sign(x.length - y.length) || compareArrays(x, y);
      }
      return compareMaps(a.fields, m.fields);
    }
  }
}

/**
 * Equality as filters and array operations use it: numbers by value (1 == 1.0,
 * -0 == 0), NaN equal to NaN (array transforms and `not-in` treat it so).
 */
export function valuesEqual(a: Value, b: Value): boolean {
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

/**
 * Whether a write changed a document: stricter than `valuesEqual`, since storing
 * 1.0 over 1 or -0 over 0 is a change Firestore keeps.
 */
export function identical(a: Value, b: Value): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'double': {
      const y = (b as typeof a).value;
      return Object.is(a.value, y);
    }
    case 'array': {
      const y = (b as typeof a).values;
      return a.values.length === y.length && a.values.every((v, i) => identical(v, y[i] as Value));
    }
    case 'map':
      return fieldsIdentical(a.fields, (b as typeof a).fields);
    default:
      return compareValues(a, b) === 0;
  }
}

export function fieldsIdentical(a: Fields, b: Fields): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) {
    const other = b.get(key);
    if (!other || !identical(value, other)) return false;
  }
  return true;
}

/** Integer addition as Firestore's increment does it: saturating at the int64 bounds. */
export function addIntegers(a: bigint, b: bigint): bigint {
  const sum = a + b;
  return sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
}

export function toNumber(v: Extract<Value, { kind: 'integer' | 'double' }>): number {
  return v.kind === 'integer' ? Number(v.value) : v.value;
}

export { INT64_MAX, INT64_MIN };
