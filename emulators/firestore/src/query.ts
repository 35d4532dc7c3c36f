import type { Doc, DocumentStore } from './documents.js';
import { FirestoreError } from './errors.js';
import {
  type FieldPath,
  DOCUMENT_ID,
  compareFieldPaths,
  formatFieldPath,
  getField,
  isDocumentId,
} from './field-paths.js';
import { type NearestSpec, nearest } from './vector.js';
import { type Value, compareValues, isNaNValue, typeOrder, valuesEqual } from './values.js';

export type FieldOp =
  '<' | '<=' | '>' | '>=' | '==' | '!=' | 'array-contains' | 'in' | 'array-contains-any' | 'not-in';
export type UnaryOp = 'is-nan' | 'is-null' | 'is-not-nan' | 'is-not-null';

export type Filter =
  | { type: 'and' | 'or'; filters: Filter[] }
  | { type: 'field'; path: FieldPath; op: FieldOp; value: Value }
  | { type: 'unary'; path: FieldPath; op: UnaryOp };

export interface Order {
  path: FieldPath;
  descending: boolean;
}

export interface Cursor {
  values: Value[];
  /** startAt / endBefore when true; startAfter / endAt when false. */
  before: boolean;
}

/** A structured query, as the emulator evaluates it. */
export interface Query {
  /** The database root or a document the query ranges under. */
  parent: string;
  /** '' (with allDescendants) ranges over every collection. */
  collectionId: string;
  allDescendants: boolean;
  filter?: Filter;
  orderBy: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset: number;
  limit?: number;
  select?: FieldPath[];
  findNearest?: NearestSpec;
}

const INEQUALITIES = new Set<string>([
  '<',
  '<=',
  '>',
  '>=',
  '!=',
  'not-in',
  'is-not-nan',
  'is-not-null',
]);

type LeafFilter = Exclude<Filter, { type: 'and' | 'or' }>;

function* leafFilters(filter: Filter | undefined): Generator<LeafFilter> {
  if (!filter) return;
  if (filter.type === 'field' || filter.type === 'unary') {
    yield filter;
    return;
  }
  for (const f of filter.filters) yield* leafFilters(f);
}

/**
 * The order Firestore actually returns results in: the explicit orders, then every
 * field with an inequality filter that is not ordered yet (in field path order),
 * then the document name, in the direction of the last order.
 */
export function normalizedOrders(query: Query): Order[] {
  const orders = [...query.orderBy];
  const has = (path: FieldPath) => orders.some((o) => compareFieldPaths(o.path, path) === 0);
  // The document id always orders last, even when it has an inequality.
  const inequalities = [...leafFilters(query.filter)]
    .filter((f) => INEQUALITIES.has(f.op) && !isDocumentId(f.path))
    .map((f) => f.path)
    .sort(compareFieldPaths);
  const last = orders[orders.length - 1];
  const descending = last?.descending ?? false;
  for (const path of inequalities) {
    if (!has(path)) orders.push({ path, descending });
  }
  if (!has([DOCUMENT_ID])) orders.push({ path: [DOCUMENT_ID], descending });
  return orders;
}

/** A document's value at `path`; the document id reads as a reference to the document. */
export function fieldOf(doc: Doc, path: FieldPath): Value | undefined {
  return isDocumentId(path) ? { kind: 'reference', value: doc.name } : getField(doc.fields, path);
}

/** Filter equality: numbers by value, and NaN is not equal to anything. */
function equalForFilter(a: Value, b: Value): boolean {
  return !isNaNValue(a) && !isNaNValue(b) && valuesEqual(a, b);
}

function matchesField(value: Value | undefined, op: FieldOp, operand: Value): boolean {
  if (value === undefined) return false;
  switch (op) {
    case '==':
      return equalForFilter(value, operand);
    case '!=':
      return value.kind !== 'null' && !valuesEqual(value, operand);
    case '<':
    case '<=':
    case '>':
    case '>=': {
      if (typeOrder(value) !== typeOrder(operand) || isNaNValue(value) || isNaNValue(operand)) {
        return false;
      }
      const c = compareValues(value, operand);
      return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
    }
    case 'array-contains':
      return value.kind === 'array' && value.values.some((e) => equalForFilter(e, operand));
    case 'in':
      return operand.kind === 'array' && operand.values.some((e) => equalForFilter(value, e));
    case 'array-contains-any':
      return (
        value.kind === 'array' &&
        operand.kind === 'array' &&
        value.values.some((e) => operand.values.some((o) => equalForFilter(e, o)))
      );
    case 'not-in':
      return (
        operand.kind === 'array' &&
        value.kind !== 'null' &&
        !operand.values.some((e) => e.kind === 'null' || valuesEqual(value, e))
      );
  }
}

function matchesUnary(value: Value | undefined, op: UnaryOp): boolean {
  if (value === undefined) return false;
  switch (op) {
    case 'is-nan':
      return isNaNValue(value);
    case 'is-null':
      return value.kind === 'null';
    case 'is-not-nan':
      return value.kind !== 'null' && !isNaNValue(value);
    case 'is-not-null':
      return value.kind !== 'null';
  }
}

export function matches(doc: Doc, filter: Filter): boolean {
  switch (filter.type) {
    case 'and':
      return filter.filters.every((f) => matches(doc, f));
    case 'or':
      return filter.filters.some((f) => matches(doc, f));
    case 'field':
      return matchesField(fieldOf(doc, filter.path), filter.op, filter.value);
    case 'unary':
      return matchesUnary(fieldOf(doc, filter.path), filter.op);
  }
}

function compareDocs(a: Doc, b: Doc, orders: readonly Order[]): number {
  for (const { path, descending } of orders) {
    const c = compareValues(fieldOf(a, path) as Value, fieldOf(b, path) as Value);
    if (c !== 0) return descending ? -c : c;
  }
  return 0;
}

function compareToCursor(doc: Doc, cursor: Cursor, orders: readonly Order[]): number {
  for (let i = 0; i < cursor.values.length; i++) {
    const order = orders[i] as Order;
    const c = compareValues(fieldOf(doc, order.path) as Value, cursor.values[i] as Value);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

/** The first index in `docs` (sorted) for which `test` holds, given it is monotone. */
function firstIndex(docs: readonly Doc[], test: (doc: Doc) => boolean): number {
  let lo = 0;
  let hi = docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (test(docs[mid] as Doc)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function validateCursor(query: Query, cursor: Cursor | undefined, orders: readonly Order[]): void {
  if (!cursor) return;
  if (cursor.values.length > orders.length) {
    throw new FirestoreError(
      'INVALID_ARGUMENT',
      'Too many cursor values specified. The specified values must match the orderBy() constraints of the query.',
    );
  }
  cursor.values.forEach((value, i) => {
    if (!isDocumentId((orders[i] as Order).path)) return;
    const prefix = `${query.parent}/`;
    if (value.kind !== 'reference' || !value.value.startsWith(prefix)) {
      throw new FirestoreError(
        'INVALID_ARGUMENT',
        'A cursor on the document id must be a reference to a document within the queried collection.',
      );
    }
  });
}

/** A text that is equal for two values exactly when they are the same value. */
function valueKey(v: Value): string {
  switch (v.kind) {
    case 'null':
      return 'n';
    case 'boolean':
      return v.value ? 'T' : 'F';
    case 'integer':
      return `i${v.value}`;
    case 'double':
      return `d${Object.is(v.value, -0) ? '-0' : String(v.value)}`;
    case 'timestamp':
      return `t${v.value}`;
    case 'string':
      return `s${JSON.stringify(v.value)}`;
    case 'bytes':
      return `b${Buffer.from(v.value).toString('base64')}`;
    case 'reference':
      return `r${JSON.stringify(v.value)}`;
    case 'geopoint':
      return `g${v.latitude},${v.longitude}`;
    case 'array':
      return `[${v.values.map(valueKey).join(',')}]`;
    case 'map':
      return `{${[...v.fields].map(([k, x]) => `${JSON.stringify(k)}:${valueKey(x)}`).join(',')}}`;
  }
}

function filterKey(f: Filter): string {
  switch (f.type) {
    case 'and':
    case 'or':
      return `${f.type}(${f.filters.map(filterKey).join(';')})`;
    case 'field':
      return `${formatFieldPath(f.path)} ${f.op} ${valueKey(f.value)}`;
    case 'unary':
      return `${formatFieldPath(f.path)} ${f.op}`;
  }
}

/** What decides which documents match and in what order (not where a page starts). */
function shapeKey(query: Query, orders: readonly Order[]): string {
  return [
    query.parent,
    query.collectionId,
    query.allDescendants ? '**' : '*',
    query.filter ? filterKey(query.filter) : '',
    orders.map((o) => `${formatFieldPath(o.path)}${o.descending ? ' desc' : ''}`).join(','),
  ].join('|');
}

/** Whether a document named `name` lives in a collection the query ranges over. */
function inScope(query: Query, name: string): boolean {
  const collection = name.slice(0, name.lastIndexOf('/'));
  if (!query.allDescendants) return collection === `${query.parent}/${query.collectionId}`;
  if (!collection.startsWith(`${query.parent}/`)) return false;
  return query.collectionId === '' || collection.endsWith(`/${query.collectionId}`);
}

/**
 * Whether `doc` lies in the range of the index a query scans: in its collections,
 * matching its filters and its cursors, and (when a limit cut the scan short) not
 * after `until`, the last document it returned. A transaction's query locks this
 * range, so a write that would add, change or remove such a document conflicts.
 */
export function inScannedRange(query: Query, doc: Doc, until?: Doc): boolean {
  if (!inScope(query, doc.name)) return false;
  if (query.filter && !matches(doc, query.filter)) return false;
  if (query.findNearest) return true;
  const orders = normalizedOrders(query);
  for (const { path } of orders) {
    if (!isDocumentId(path) && getField(doc.fields, path) === undefined) return false;
  }
  const { startAt, endAt } = query;
  if (startAt) {
    const c = compareToCursor(doc, startAt, orders);
    if (c < 0 || (c === 0 && !startAt.before)) return false;
  }
  if (endAt) {
    const c = compareToCursor(doc, endAt, orders);
    if (c > 0 || (c === 0 && endAt.before)) return false;
  }
  return !until || compareDocs(doc, until, orders) <= 0;
}

/**
 * Runs queries. The matching documents of a query shape, in order, are kept until
 * a document in the queried collections changes, so that paging through a large
 * collection costs about `limit` documents per page (binary search to the cursor,
 * then a slice), as an index scan does in Firestore, instead of a scan and a sort
 * of the whole collection every time.
 */
export class QueryEngine {
  private readonly cache = new Map<string, { stamp: number; docs: readonly Doc[] }>();

  constructor(
    private readonly store: DocumentStore,
    private readonly maxCached = 200,
  ) {}

  /** The documents the query returns, as of `at` (the latest when undefined). */
  run(query: Query, at?: bigint): Doc[] {
    if (query.findNearest) {
      const candidates = this.matching(query, normalizedOrders(query), at);
      return nearest(candidates, query.findNearest);
    }
    const orders = normalizedOrders(query);
    validateCursor(query, query.startAt, orders);
    validateCursor(query, query.endAt, orders);
    const sorted = this.matching(query, orders, at);
    const { startAt, endAt } = query;
    let from = 0;
    let to = sorted.length;
    if (startAt) {
      from = firstIndex(sorted, (d) => {
        const c = compareToCursor(d, startAt, orders);
        return c > 0 || (c === 0 && startAt.before);
      });
    }
    if (endAt) {
      to = firstIndex(sorted, (d) => {
        const c = compareToCursor(d, endAt, orders);
        return c > 0 || (c === 0 && endAt.before);
      });
    }
    from += query.offset;
    if (query.limit !== undefined) to = Math.min(to, from + query.limit);
    return from < to ? sorted.slice(from, to) : [];
  }

  private matching(query: Query, orders: readonly Order[], at: bigint | undefined): readonly Doc[] {
    const stamp = this.store.stamp(query.collectionId);
    const key = at === undefined ? shapeKey(query, orders) : undefined;
    if (key !== undefined) {
      const hit = this.cache.get(key);
      if (hit && hit.stamp === stamp) {
        // Refresh its place in the insertion order (least recently used goes first).
        this.cache.delete(key);
        this.cache.set(key, hit);
        return hit.docs;
      }
    }
    const fields = orders.filter((o) => !isDocumentId(o.path)).map((o) => o.path);
    const docs: Doc[] = [];
    for (const doc of this.store.scan(query.parent, query.collectionId, query.allDescendants, at)) {
      // Ordering by a field leaves out the documents without it.
      if (!fields.every((path) => getField(doc.fields, path) !== undefined)) continue;
      if (query.filter && !matches(doc, query.filter)) continue;
      docs.push(doc);
    }
    docs.sort((a, b) => compareDocs(a, b, orders));
    if (key !== undefined) {
      this.cache.delete(key);
      this.cache.set(key, { stamp, docs });
      if (this.cache.size > this.maxCached) {
        const oldest = this.cache.keys().next().value;
        if (oldest !== undefined) this.cache.delete(oldest);
      }
    }
    return docs;
  }

  clear(): void {
    this.cache.clear();
  }
}

/** The names and versions of a result: equal exactly when a re-run would return the same. */
export function resultSignature(docs: readonly Doc[]): string {
  return docs.map((d) => `${d.name}@${d.updateTime}`).join('\n');
}
