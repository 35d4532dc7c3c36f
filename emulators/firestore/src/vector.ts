import type { Doc } from './documents.js';
import { type FieldPath, getField, withField } from './field-paths.js';
import { type Value, double } from './values.js';

export type DistanceMeasure = 'euclidean' | 'cosine' | 'dot-product';

export interface NearestSpec {
  path: FieldPath;
  vector: number[];
  measure: DistanceMeasure;
  limit: number;
  /** Where each result gets its distance, when asked. */
  resultField?: FieldPath;
  threshold?: number;
}

/** The numbers of a vector value (`{__type__: "__vector__", value: [...]}`), or undefined. */
export function vectorOf(v: Value | undefined): number[] | undefined {
  if (v?.kind !== 'map') return undefined;
  const type = v.fields.get('__type__');
  const value = v.fields.get('value');
  if (type?.kind !== 'string' || type.value !== '__vector__' || value?.kind !== 'array')
    return undefined;
  const out: number[] = [];
  for (const e of value.values) {
    if (e.kind === 'double') out.push(e.value);
    else if (e.kind === 'integer') out.push(Number(e.value));
    else return undefined;
  }
  return out;
}

function distance(a: number[], b: number[], measure: DistanceMeasure): number | undefined {
  let dot = 0;
  let na = 0;
  let nb = 0;
  let sq = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    na += x * x;
    nb += y * y;
    sq += (x - y) ** 2;
  }
  if (measure === 'euclidean') return Math.sqrt(sq);
  if (measure === 'dot-product') return dot;
  if (na === 0 || nb === 0) return undefined;
  return 1 - dot / Math.sqrt(na * nb);
}

/**
 * Vector search over the documents a query's filters matched: those whose field
 * holds a vector of the query vector's dimension, nearest first (for the dot
 * product, largest first), within the threshold, at most `limit`.
 */
export function nearest(docs: readonly Doc[], spec: NearestSpec): Doc[] {
  const larger = spec.measure === 'dot-product';
  const scored: { doc: Doc; d: number }[] = [];
  for (const doc of docs) {
    const v = vectorOf(getField(doc.fields, spec.path));
    if (!v || v.length !== spec.vector.length) continue;
    const d = distance(v, spec.vector, spec.measure);
    if (d === undefined) continue;
    if (spec.threshold !== undefined && (larger ? d < spec.threshold : d > spec.threshold))
      continue;
    scored.push({ doc, d });
  }
  scored.sort((x, y) => (larger ? y.d - x.d : x.d - y.d));
  const { resultField } = spec;
  return scored
    .slice(0, spec.limit)
    .map(({ doc, d }) =>
      resultField ? { ...doc, fields: withField(doc.fields, resultField, double(d)) } : doc,
    );
}
