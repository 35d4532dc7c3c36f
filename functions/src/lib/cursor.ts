import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { isTimestamp, timestampFrom } from './firebase';

/*
 * Page cursors: the sort values of a page's last item (and its id), opaque to
 * clients. Base64url JSON with a check digest, so that a cursor that was cut,
 * edited or made for another list or sort is refused (400) instead of silently
 * starting somewhere else. The digest is an integrity check, not a secret: a
 * cursor only says where a public list continues.
 */
type Scalar = string | number | boolean | null;
type Encoded = Scalar | { ts: [number, number] };

const encodedSchema = z.union([
  z.string().max(1000),
  z.number(),
  z.boolean(),
  z.null(),
  z.strictObject({ ts: z.tuple([z.number().int(), z.number().int().min(0).max(999_999_999)]) }),
]);
const payloadSchema = z.strictObject({ v: z.array(encodedSchema).max(8), d: z.string() });

const digest = (scope: string, values: readonly Encoded[]) =>
  createHash('sha256')
    .update(`${scope}\n${JSON.stringify(values)}`)
    .digest('base64url')
    .slice(0, 12);

function encode(value: unknown): Encoded {
  if (isTimestamp(value)) return { ts: [value.seconds, value.nanoseconds] };
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return value as Scalar;
  throw new Error(`a cursor cannot hold ${typeof value}`);
}

function decode(value: Encoded): unknown {
  return value !== null && typeof value === 'object'
    ? timestampFrom(value.ts[0], value.ts[1])
    : value;
}

/** A cursor for the values a page ended on; `scope` names the list and its sort. */
export function encodeCursor(scope: string, values: readonly unknown[]): string {
  const v = values.map(encode);
  return Buffer.from(JSON.stringify({ v, d: digest(scope, v) })).toString('base64url');
}

/** The values a cursor holds, or a 400 when it is not one this list and sort made. */
export function decodeCursor(scope: string, cursor: string, length: number): unknown[] {
  const invalid = () =>
    new AppError('invalid_input', 'Invalid cursor: ask for the first page again');
  let payload: z.infer<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalid();
  }
  if (payload.v.length !== length || payload.d !== digest(scope, payload.v)) throw invalid();
  return payload.v.map(decode);
}
