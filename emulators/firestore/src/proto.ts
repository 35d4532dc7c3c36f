/**
 * The wire side: Firestore's v1 messages as @firestore-emulator/proto generates
 * them (the package our emulator is built on), turned into the emulator's own
 * types and back.
 */
import { createRequire } from 'node:module';
import type * as DocumentModule from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
import type * as FirestoreModule from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import type * as QueryModule from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import type * as WriteModule from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import type * as CommonModule from '@firestore-emulator/proto/dist/google/firestore/v1/common.js';
import type * as TimestampModule from '@firestore-emulator/proto/dist/google/protobuf/timestamp.js';
import type * as EmptyModule from '@firestore-emulator/proto/dist/google/protobuf/empty.js';
import type { Doc } from './documents.js';
import { FirestoreError } from './errors.js';
import { type FieldPath, parseFieldPath } from './field-paths.js';
import type { Cursor, FieldOp, Filter, Query, UnaryOp } from './query.js';
import type { Value } from './values.js';
import { type DistanceMeasure, type NearestSpec, vectorOf } from './vector.js';
import type { FieldTransform, Precondition, Write } from './writes.js';

// Required by package name: the package's .mjs build has broken import paths.
const require = createRequire(import.meta.url);
const load = <T>(path: string): T => require(`@firestore-emulator/proto/dist/google/${path}`) as T;

export const pb = {
  document: load<typeof DocumentModule>('firestore/v1/document'),
  firestore: load<typeof FirestoreModule>('firestore/v1/firestore'),
  query: load<typeof QueryModule>('firestore/v1/query'),
  write: load<typeof WriteModule>('firestore/v1/write'),
  empty: load<typeof EmptyModule>('protobuf/empty'),
};

type ProtoValue = DocumentModule.Value;
type ProtoTimestamp = TimestampModule.Timestamp;
type ValueObject = ReturnType<ProtoValue['toObject']>;
/** int64 seconds: the codec takes a decimal string where a number would lose precision. */
type TimestampObject = { seconds: number; nanos: number };

const NS_PER_S = 1_000_000_000n;

export function timestampFromProto(ts: ProtoTimestamp): bigint {
  return BigInt(ts.seconds) * NS_PER_S + BigInt(ts.nanos);
}

export function timestampToProto(ns: bigint): TimestampObject {
  const seconds = ns / NS_PER_S;
  const nanos = Number(ns - seconds * NS_PER_S);
  return { seconds: toInt64(seconds) as number, nanos };
}

function toInt64(n: bigint): number | string {
  return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(n)
    : n.toString();
}

export function valueFromProto(v: ProtoValue): Value {
  switch (v.value_type) {
    case 'null_value':
      return { kind: 'null' };
    case 'boolean_value':
      return { kind: 'boolean', value: v.boolean_value };
    case 'integer_value':
      return { kind: 'integer', value: BigInt(v.integer_value) };
    case 'double_value':
      return { kind: 'double', value: v.double_value };
    case 'timestamp_value':
      return { kind: 'timestamp', value: timestampFromProto(v.timestamp_value) };
    case 'string_value':
      return { kind: 'string', value: v.string_value };
    case 'bytes_value':
      return { kind: 'bytes', value: Uint8Array.from(v.bytes_value) };
    case 'reference_value':
      return { kind: 'reference', value: v.reference_value };
    case 'geo_point_value':
      return {
        kind: 'geopoint',
        latitude: v.geo_point_value.latitude,
        longitude: v.geo_point_value.longitude,
      };
    case 'array_value':
      return { kind: 'array', values: v.array_value.values.map(valueFromProto) };
    case 'map_value':
      return { kind: 'map', fields: fieldsFromProto(v.map_value.fields) };
    case 'none':
      throw new FirestoreError('INVALID_ARGUMENT', 'A value must have a type');
  }
}

export function fieldsFromProto(fields: Map<string, ProtoValue>): Map<string, Value> {
  const out = new Map<string, Value>();
  for (const [key, value] of fields) out.set(key, valueFromProto(value));
  return out;
}

export function valueToObject(v: Value): ValueObject {
  switch (v.kind) {
    case 'null':
      return { null_value: 0 };
    case 'boolean':
      return { boolean_value: v.value };
    case 'integer':
      return { integer_value: toInt64(v.value) as number };
    case 'double':
      return { double_value: v.value };
    case 'timestamp':
      return { timestamp_value: timestampToProto(v.value) };
    case 'string':
      return { string_value: v.value };
    case 'bytes':
      return { bytes_value: v.value };
    case 'reference':
      return { reference_value: v.value };
    case 'geopoint':
      return { geo_point_value: { latitude: v.latitude, longitude: v.longitude } };
    case 'array':
      return { array_value: { values: v.values.map(valueToObject) } };
    case 'map':
      return { map_value: { fields: fieldsToObject(v.fields) } };
  }
}

export function fieldsToObject(fields: ReadonlyMap<string, Value>): Record<string, ValueObject> {
  const out: Record<string, ValueObject> = {};
  for (const [key, value] of fields) out[key] = valueToObject(value);
  return out;
}

export function documentToObject(doc: Doc): ReturnType<DocumentModule.Document['toObject']> {
  return {
    name: doc.name,
    fields: fieldsToObject(doc.fields),
    create_time: timestampToProto(doc.createTime),
    update_time: timestampToProto(doc.updateTime),
  };
}

/*
 * A stored document never changes (a write stores a new one), so its wire form is encoded once
 * and kept while the document is: reads are most of what the emulator answers, and encoding
 * each document's fields through the generated message classes again for every read was most of
 * a query's cost.
 */
const encodedDocuments = new WeakMap<Doc, Uint8Array>();

function encodedDocument(doc: Doc): Uint8Array {
  let bytes = encodedDocuments.get(doc);
  if (!bytes) {
    bytes = pb.document.Document.fromObject(documentToObject(doc)).serialize();
    encodedDocuments.set(doc, bytes);
  }
  return bytes;
}

function varint(n: number): number[] {
  const out: number[] = [];
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
  return out;
}

/** What the gRPC service's serializer takes: a message that encodes itself. */
export interface Serializable {
  serialize(): Uint8Array;
}

/**
 * `message` with the document `doc` in its field number `field` (a `Document` field, as
 * RunQueryResponse.document and BatchGetDocumentsResponse.found are). Protocol buffers decode
 * fields in any order, so the document's kept encoding is appended to the rest of the message.
 */
export function withDocument(message: Serializable, field: number, doc: Doc): Serializable {
  return {
    serialize() {
      const rest = message.serialize();
      const body = encodedDocument(doc);
      const head = [(field << 3) | 2, ...varint(body.length)];
      const out = new Uint8Array(rest.length + head.length + body.length);
      out.set(rest, 0);
      out.set(head, rest.length);
      out.set(body, rest.length + head.length);
      return out;
    },
  };
}

const FIELD_OPS: Record<number, FieldOp> = {
  1: '<',
  2: '<=',
  3: '>',
  4: '>=',
  5: '==',
  6: '!=',
  7: 'array-contains',
  8: 'in',
  9: 'array-contains-any',
  10: 'not-in',
};

const UNARY_OPS: Record<number, UnaryOp> = {
  2: 'is-nan',
  3: 'is-null',
  4: 'is-not-nan',
  5: 'is-not-null',
};

function fieldPathOf(ref: QueryModule.StructuredQueryFieldReference): FieldPath {
  return parseFieldPath(ref.field_path);
}

function filterFromProto(f: QueryModule.StructuredQueryFilter): Filter {
  switch (f.filter_type) {
    case 'composite_filter': {
      const { op, filters } = f.composite_filter;
      if (op !== 1 && op !== 2)
        throw new FirestoreError('INVALID_ARGUMENT', 'Unknown composite operator');
      return { type: op === 1 ? 'and' : 'or', filters: filters.map(filterFromProto) };
    }
    case 'field_filter': {
      const op = FIELD_OPS[f.field_filter.op];
      if (!op) throw new FirestoreError('INVALID_ARGUMENT', 'Unknown filter operator');
      return {
        type: 'field',
        path: fieldPathOf(f.field_filter.field),
        op,
        value: valueFromProto(f.field_filter.value),
      };
    }
    case 'unary_filter': {
      const op = UNARY_OPS[f.unary_filter.op];
      if (!op) throw new FirestoreError('INVALID_ARGUMENT', 'Unknown unary operator');
      return { type: 'unary', path: fieldPathOf(f.unary_filter.field), op };
    }
    case 'none':
      throw new FirestoreError('INVALID_ARGUMENT', 'A filter must have a type');
  }
}

function cursorFromProto(c: QueryModule.Cursor): Cursor {
  return { values: c.values.map(valueFromProto), before: c.before };
}

export function queryFromProto(parent: string, q: QueryModule.StructuredQuery): Query {
  if (q.from.length !== 1) {
    throw new FirestoreError('INVALID_ARGUMENT', 'A query must name exactly one collection');
  }
  const from = q.from[0] as QueryModule.StructuredQueryCollectionSelector;
  if (!from.collection_id && !from.all_descendants) {
    throw new FirestoreError('INVALID_ARGUMENT', 'A query must name its collection');
  }
  const query: Query = {
    parent,
    collectionId: from.collection_id,
    allDescendants: from.all_descendants,
    orderBy: q.order_by.map((o) => ({ path: fieldPathOf(o.field), descending: o.direction === 2 })),
    offset: q.offset,
  };
  if (q.has_where) query.filter = filterFromProto(q.where);
  if (q.has_start_at) query.startAt = cursorFromProto(q.start_at);
  if (q.has_end_at) query.endAt = cursorFromProto(q.end_at);
  if (q.has_limit) {
    if (q.limit.value < 0) throw new FirestoreError('INVALID_ARGUMENT', 'limit must be positive');
    query.limit = q.limit.value;
  }
  if (q.offset < 0) throw new FirestoreError('INVALID_ARGUMENT', 'offset must be positive');
  if (q.has_select) query.select = q.select.fields.map(fieldPathOf);
  if (q.has_find_nearest) query.findNearest = nearestFromProto(q.find_nearest);
  return query;
}

const MEASURES: Record<number, DistanceMeasure> = { 1: 'euclidean', 2: 'cosine', 3: 'dot-product' };

function nearestFromProto(n: QueryModule.StructuredQueryFindNearest): NearestSpec {
  const measure = MEASURES[n.distance_measure];
  const vector = vectorOf(valueFromProto(n.query_vector));
  if (!measure || !vector || vector.length === 0 || !n.has_limit || n.limit.value < 1) {
    throw new FirestoreError(
      'INVALID_ARGUMENT',
      'findNearest needs a vector, a distance measure and a limit',
    );
  }
  const spec: NearestSpec = {
    path: fieldPathOf(n.vector_field),
    vector,
    measure,
    limit: n.limit.value,
  };
  if (n.distance_result_field) spec.resultField = parseFieldPath(n.distance_result_field);
  if (n.has_distance_threshold) spec.threshold = n.distance_threshold.value;
  return spec;
}

function preconditionFromProto(p: CommonModule.Precondition): Precondition | undefined {
  switch (p.condition_type) {
    case 'exists':
      return { exists: p.exists };
    case 'update_time':
      return { updateTime: timestampFromProto(p.update_time) };
    case 'none':
      return undefined;
  }
}

function transformFromProto(t: WriteModule.DocumentTransformFieldTransform): FieldTransform {
  const path = parseFieldPath(t.field_path);
  switch (t.transform_type) {
    case 'set_to_server_value':
      if (t.set_to_server_value !== 1) {
        throw new FirestoreError('INVALID_ARGUMENT', 'Unknown server value');
      }
      return { path, op: 'server-time' };
    case 'increment':
      return { path, op: 'increment', value: valueFromProto(t.increment) };
    case 'maximum':
      return { path, op: 'maximum', value: valueFromProto(t.maximum) };
    case 'minimum':
      return { path, op: 'minimum', value: valueFromProto(t.minimum) };
    case 'append_missing_elements':
      return {
        path,
        op: 'array-union',
        values: t.append_missing_elements.values.map(valueFromProto),
      };
    case 'remove_all_from_array':
      return {
        path,
        op: 'array-remove',
        values: t.remove_all_from_array.values.map(valueFromProto),
      };
    case 'none':
      throw new FirestoreError('INVALID_ARGUMENT', 'A field transform must have a type');
  }
}

export function writeFromProto(w: WriteModule.Write): Write {
  const precondition = w.has_current_document
    ? preconditionFromProto(w.current_document)
    : undefined;
  switch (w.operation) {
    case 'update': {
      const write: Write = {
        kind: 'update',
        name: w.update.name,
        fields: fieldsFromProto(w.update.fields),
        transforms: w.update_transforms.map(transformFromProto),
      };
      if (w.has_update_mask) write.mask = w.update_mask.field_paths.map(parseFieldPath);
      if (precondition) write.precondition = precondition;
      return write;
    }
    case 'delete':
      return precondition
        ? { kind: 'delete', name: w.delete, precondition }
        : { kind: 'delete', name: w.delete };
    case 'transform': {
      const write: Write = {
        kind: 'transform',
        name: w.transform.document,
        transforms: w.transform.field_transforms.map(transformFromProto),
      };
      if (precondition) write.precondition = precondition;
      return write;
    }
    case 'none':
      throw new FirestoreError('INVALID_ARGUMENT', 'A write must have an operation');
  }
}

export type TransactionOptions = CommonModule.TransactionOptions;
