import type { Doc } from './documents.js';
import { type FieldPath, getField } from './field-paths.js';
import { type Value, INT64_MAX, INT64_MIN, NULL, double, integer } from './values.js';

export type Aggregation =
  | { alias: string; op: 'count'; upTo?: bigint }
  | { alias: string; op: 'sum' | 'avg'; path: FieldPath };

/** Sums the numeric values of `path`; anything else (strings, null, missing) is skipped. */
function sum(docs: readonly Doc[], path: FieldPath): { value: Value; count: number } {
  let ints = 0n;
  let doubles = 0;
  let anyDouble = false;
  let count = 0;
  for (const doc of docs) {
    const v = getField(doc.fields, path);
    if (v?.kind === 'integer') ints += v.value;
    else if (v?.kind === 'double') {
      doubles += v.value;
      anyDouble = true;
    } else continue;
    count++;
  }
  const fitsInt64 = ints >= INT64_MIN && ints <= INT64_MAX;
  const value = anyDouble || !fitsInt64 ? double(Number(ints) + doubles) : integer(ints);
  return { value, count };
}

/**
 * Firestore's aggregations over a query's results: count (capped by up_to), sum
 * (an integer while every term is and it fits in 64 bits, else a double) and
 * average (a double, null when no document has a number there).
 */
export function aggregate(
  results: readonly Doc[],
  aggregations: readonly Aggregation[],
): Map<string, Value> {
  // Firestore answers from an index that holds every aggregated field: a document
  // without one of them is left out of every aggregation of the request, count too.
  const paths = aggregations.flatMap((a) => (a.op === 'count' ? [] : [a.path]));
  const docs = results.filter((d) => paths.every((p) => getField(d.fields, p) !== undefined));
  const out = new Map<string, Value>();
  for (const a of aggregations) {
    if (a.op === 'count') {
      const n = BigInt(docs.length);
      out.set(a.alias, integer(a.upTo !== undefined && a.upTo < n ? a.upTo : n));
    } else if (a.op === 'sum') {
      out.set(a.alias, sum(docs, a.path).value);
    } else {
      const { value, count } = sum(docs, a.path);
      const total =
        value.kind === 'integer' ? Number(value.value) : (value as { value: number }).value;
      out.set(a.alias, count === 0 ? NULL : double(total / count));
    }
  }
  return out;
}
