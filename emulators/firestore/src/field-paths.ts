import { FirestoreError } from './errors.js';
import { type Fields, type Value, compareStrings, mapOf } from './values.js';

/** A field path as segments: `a.b` is ['a', 'b'], `` `x.y`.z `` is ['x.y', 'z']. */
export type FieldPath = readonly string[];

export const DOCUMENT_ID = '__name__';

const SIMPLE_SEGMENT = /^[A-Za-z_][A-Za-z_0-9]*$/;

/** Parses a field path as the API sends it (dots between segments, backticks around odd ones). */
export function parseFieldPath(text: string): FieldPath {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '\\') {
        const next = text[i + 1];
        if (next === undefined) break;
        current += next;
        i++;
      } else if (c === '`') {
        quoted = false;
      } else {
        current += c;
      }
    } else if (c === '`') {
      quoted = true;
      started = true;
    } else if (c === '.') {
      if (!started && current === '') throw invalidPath(text);
      segments.push(current);
      current = '';
      started = false;
    } else {
      current += c;
      started = true;
    }
  }
  if (quoted || (!started && current === '')) throw invalidPath(text);
  segments.push(current);
  return segments;
}

function invalidPath(text: string): FirestoreError {
  return new FirestoreError('INVALID_ARGUMENT', `Invalid field path: ${JSON.stringify(text)}`);
}

/** The canonical text of a path (what the API would send), used as a key. */
export function formatFieldPath(path: FieldPath): string {
  return path
    .map((s) => (SIMPLE_SEGMENT.test(s) ? s : '`' + s.replace(/[\\`]/g, (m) => '\\' + m) + '`'))
    .join('.');
}

export function compareFieldPaths(a: FieldPath, b: FieldPath): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareStrings(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

export function isDocumentId(path: FieldPath): boolean {
  return path.length === 1 && path[0] === DOCUMENT_ID;
}

/** `prefix` is `path` or one of its parents. */
export function isPrefixOf(prefix: FieldPath, path: FieldPath): boolean {
  return prefix.length <= path.length && prefix.every((s, i) => s === path[i]);
}

export function getField(fields: Fields, path: FieldPath): Value | undefined {
  let current: Fields = fields;
  for (let i = 0; i < path.length; i++) {
    const value = current.get(path[i] as string);
    if (value === undefined || i === path.length - 1) return value;
    if (value.kind !== 'map') return undefined;
    current = value.fields;
  }
  return undefined;
}

/**
 * A copy of `fields` with `path` set to `value` (or removed when `value` is
 * undefined). Maps on the way are created, or replace a non-map value; maps off
 * the path are shared, not copied.
 */
export function withField(fields: Fields, path: FieldPath, value: Value | undefined): Fields {
  const [head, ...rest] = path;
  if (head === undefined) return fields;
  const next = new Map(fields);
  if (rest.length === 0) {
    if (value === undefined) next.delete(head);
    else next.set(head, value);
    return next;
  }
  const child = fields.get(head);
  if (value === undefined && child?.kind !== 'map') return fields;
  const childFields = child?.kind === 'map' ? child.fields : new Map<string, Value>();
  next.set(head, mapOf(withField(childFields, rest, value)));
  return next;
}

/** Only the listed paths of `fields` (a projection); missing paths are left out. */
export function project(fields: Fields, paths: readonly FieldPath[]): Fields {
  let out: Fields = new Map();
  for (const path of paths) {
    if (isDocumentId(path)) continue;
    const value = getField(fields, path);
    if (value !== undefined) out = withField(out, path, value);
  }
  return out;
}
