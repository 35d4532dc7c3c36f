import { compareFieldPaths, formatFieldPath, isDocumentId, parseFieldPath } from './field-paths.js';
import type { Filter, Query } from './query.js';
export type { Query };

/**
 * The emulator answers any query; production Firestore refuses one that no index
 * serves (FAILED_PRECONDITION, a 5xx for our users). This records what each query
 * asks of an index and checks it against firestore.indexes.json, by Firestore's
 * rules (https://firebase.google.com/docs/firestore/query-data/index-overview):
 * - automatic single-field indexes serve a query on one field, and a query with
 *   only equality / array-contains filters (merged) with no order or range;
 * - anything else needs a composite index: the equality and array-contains fields
 *   (in any order) followed by the order fields (explicit orders, then range /
 *   inequality fields) with their directions.
 */
export interface QueryShape {
  collectionId: string;
  collectionGroup: boolean;
  /** Fields with ==, in. */
  equalities: string[];
  /** Fields with array-contains, array-contains-any. */
  arrayContains: string[];
  /** The fields results are ordered by (explicit, then inequalities), without the id. */
  orders: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  /** OR queries are served per disjunct; this check does not model that. */
  hasOr: boolean;
}

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface IndexesFile {
  indexes: { collectionGroup: string; queryScope?: string; fields: IndexField[] }[];
}

const INEQUALITY = new Set(['<', '<=', '>', '>=', '!=', 'not-in', 'is-not-nan', 'is-not-null']);

function leaves(f: Filter | undefined): Exclude<Filter, { type: 'and' | 'or' }>[] {
  if (!f) return [];
  if (f.type === 'field' || f.type === 'unary') return [f];
  return f.filters.flatMap(leaves);
}

const hasOr = (f: Filter | undefined): boolean =>
  !!f && (f.type === 'or' || (f.type === 'and' && f.filters.some(hasOr)));

export function shapeOf(query: Query): QueryShape {
  const filters = leaves(query.filter).filter((f) => !isDocumentId(f.path));
  const names = (pred: (f: (typeof filters)[number]) => boolean) => [
    ...new Set(filters.filter(pred).map((f) => formatFieldPath(f.path))),
  ];
  const orders: QueryShape['orders'] = [];
  const add = (field: string, descending: boolean) => {
    if (!orders.some((o) => o.field === field)) {
      orders.push({ field, direction: descending ? 'DESCENDING' : 'ASCENDING' });
    }
  };
  for (const o of query.orderBy)
    if (!isDocumentId(o.path)) add(formatFieldPath(o.path), o.descending);
  const lastDescending = query.orderBy[query.orderBy.length - 1]?.descending ?? false;
  const ranges = filters
    .filter((f) => INEQUALITY.has(f.op))
    .map((f) => f.path)
    .sort(compareFieldPaths);
  for (const path of ranges) add(formatFieldPath(path), lastDescending);
  return {
    collectionId: query.collectionId,
    collectionGroup: query.allDescendants,
    equalities: names(
      (f) => f.op === '==' || f.op === 'in' || f.op === 'is-nan' || f.op === 'is-null',
    ),
    arrayContains: names((f) => f.op === 'array-contains' || f.op === 'array-contains-any'),
    orders,
    hasOr: hasOr(query.filter),
  };
}

export function shapeKey(shape: QueryShape): string {
  return JSON.stringify(shape);
}

/** Whether automatic single-field indexes serve the query (no composite index needed). */
function singleFieldServes(shape: QueryShape): boolean {
  const fields = new Set([
    ...shape.equalities,
    ...shape.arrayContains,
    ...shape.orders.map((o) => o.field),
  ]);
  if (shape.orders.length === 0) return true; // equality / membership only: indexes merged
  return fields.size <= 1 && shape.arrayContains.length === 0;
}

function indexServes(index: IndexesFile['indexes'][number], shape: QueryShape): boolean {
  const scope = shape.collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION';
  if (
    index.collectionGroup !== shape.collectionId ||
    (index.queryScope ?? 'COLLECTION') !== scope
  ) {
    return false;
  }
  const fields = index.fields.filter((f) => !isDocumentId(parseFieldPath(f.fieldPath)));
  const prefixLength = shape.equalities.length + shape.arrayContains.length;
  if (fields.length !== prefixLength + shape.orders.length) return false;
  const prefix = fields.slice(0, prefixLength);
  const equalitiesOk = shape.equalities.every((e) =>
    prefix.some((f) => f.fieldPath === e && f.order),
  );
  const arraysOk = shape.arrayContains.every((a) =>
    prefix.some((f) => f.fieldPath === a && f.arrayConfig === 'CONTAINS'),
  );
  const ordersOk = shape.orders.every((o, i) => {
    const f = fields[prefixLength + i];
    return f?.fieldPath === o.field && f.order === o.direction;
  });
  return equalitiesOk && arraysOk && ordersOk;
}

/** Why production would refuse the query, or undefined when an index serves it. */
export function missingIndex(shape: QueryShape, file: IndexesFile): string | undefined {
  if (shape.hasOr) return 'an OR query: check its indexes by hand (not modelled here)';
  if (
    shape.collectionGroup &&
    (shape.equalities.length || shape.arrayContains.length || shape.orders.length)
  ) {
    if (!file.indexes.some((i) => indexServes(i, shape))) {
      return 'a collection-group query with filters or orders needs a COLLECTION_GROUP index';
    }
    return undefined;
  }
  if (singleFieldServes(shape) || file.indexes.some((i) => indexServes(i, shape))) return undefined;
  const wanted = [
    ...shape.equalities.map((f) => `${f} ASCENDING`),
    ...shape.arrayContains.map((f) => `${f} CONTAINS`),
    ...shape.orders.map((o) => `${o.field} ${o.direction}`),
  ];
  return `needs a composite index on ${shape.collectionId}: (${wanted.join(', ')})`;
}
