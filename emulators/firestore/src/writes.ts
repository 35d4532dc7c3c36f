import type { Doc } from './documents.js';
import { FirestoreError } from './errors.js';
import { type FieldPath, getField, withField } from './field-paths.js';
import {
  type Fields,
  type Value,
  EMPTY_FIELDS,
  addIntegers,
  compareValues,
  double,
  fieldsIdentical,
  integer,
  isNaNValue,
  isNumber,
  toNumber,
  valuesEqual,
} from './values.js';

export interface Precondition {
  exists?: boolean;
  /** The document must exist with exactly this update time. */
  updateTime?: bigint;
}

export type FieldTransform =
  | { path: FieldPath; op: 'server-time' }
  | { path: FieldPath; op: 'increment' | 'maximum' | 'minimum'; value: Value }
  | { path: FieldPath; op: 'array-union' | 'array-remove'; values: readonly Value[] };

/** One write of a commit. An update without a mask replaces the document (set). */
export type Write =
  | {
      kind: 'update';
      name: string;
      fields: Fields;
      mask?: FieldPath[];
      transforms: FieldTransform[];
      precondition?: Precondition;
    }
  | { kind: 'delete'; name: string; precondition?: Precondition }
  /** The old standalone transform write: transforms on the existing document. */
  | { kind: 'transform'; name: string; transforms: FieldTransform[]; precondition?: Precondition };

export interface WriteOutcome {
  doc: Doc | null;
  /** The update time a client sees for this write (the old one when nothing changed). */
  updateTime: bigint | undefined;
  transformResults: Value[];
}

function checkPrecondition(name: string, current: Doc | null, p: Precondition | undefined): void {
  if (!p) return;
  if (p.exists === true && !current) {
    throw new FirestoreError('NOT_FOUND', `No document to update: ${name}`);
  }
  if (p.exists === false && current) {
    throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${name}`);
  }
  if (p.updateTime !== undefined) {
    if (!current) throw new FirestoreError('NOT_FOUND', `No document to update: ${name}`);
    if (current.updateTime !== p.updateTime) {
      throw new FirestoreError(
        'FAILED_PRECONDITION',
        `The document was changed since the given update time: ${name}`,
      );
    }
  }
}

function numericResult(
  current: Value | undefined,
  operand: Value,
  op: 'increment' | 'maximum' | 'minimum',
): Value {
  if (!isNumber(operand)) {
    throw new FirestoreError('INVALID_ARGUMENT', `${op} needs a number, not a ${operand.kind}`);
  }
  if (current === undefined || !isNumber(current)) return operand;
  if (op === 'increment') {
    if (current.kind === 'integer' && operand.kind === 'integer') {
      return integer(addIntegers(current.value, operand.value));
    }
    return double(toNumber(current) + toNumber(operand));
  }
  if (isNaNValue(current) || isNaNValue(operand)) return double(NaN);
  const c = compareValues(operand, current);
  // On a tie (0 and 0.0, say) the stored value stays as it is.
  if (op === 'maximum') return c > 0 ? operand : current;
  return c < 0 ? operand : current;
}

function applyTransform(
  fields: Fields,
  t: FieldTransform,
  now: bigint,
): { fields: Fields; result: Value } {
  const current = getField(fields, t.path);
  let result: Value;
  switch (t.op) {
    case 'server-time':
      result = { kind: 'timestamp', value: now };
      break;
    case 'increment':
    case 'maximum':
    case 'minimum':
      result = numericResult(current, t.value, t.op);
      break;
    case 'array-union': {
      const values = current?.kind === 'array' ? [...current.values] : [];
      for (const v of t.values) if (!values.some((e) => valuesEqual(e, v))) values.push(v);
      result = { kind: 'array', values };
      break;
    }
    case 'array-remove': {
      const values = current?.kind === 'array' ? current.values : [];
      result = {
        kind: 'array',
        values: values.filter((e) => !t.values.some((v) => valuesEqual(e, v))),
      };
      break;
    }
  }
  return { fields: withField(fields, t.path, result), result };
}

/**
 * What a write makes of a document: checks its precondition, then applies the
 * update (the whole document, or only the masked paths: a masked path missing
 * from the new fields is deleted) and the field transforms, in order.
 */
export function applyWrite(current: Doc | null, write: Write, now: bigint): WriteOutcome {
  checkPrecondition(write.name, current, write.precondition);
  if (write.kind === 'delete') return { doc: null, updateTime: undefined, transformResults: [] };

  let fields: Fields;
  if (write.kind === 'transform') {
    fields = current?.fields ?? EMPTY_FIELDS;
  } else if (write.mask) {
    fields = current?.fields ?? EMPTY_FIELDS;
    for (const path of write.mask) fields = withField(fields, path, getField(write.fields, path));
  } else {
    fields = write.fields;
  }
  const transformResults: Value[] = [];
  for (const t of write.transforms) {
    const applied = applyTransform(fields, t, now);
    fields = applied.fields;
    transformResults.push(applied.result);
  }
  if (current && fieldsIdentical(current.fields, fields)) {
    return { doc: current, updateTime: current.updateTime, transformResults };
  }
  const doc: Doc = {
    name: write.name,
    fields,
    createTime: current?.createTime ?? now,
    updateTime: now,
  };
  return { doc, updateTime: now, transformResults };
}
