import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { isTimestamp, timestampFrom } from './firebase';

/*
 * Page cursors: the sort values of a page's last item (and its id), opaque to clients.
 * Base64url JSON `{v, d}`: `v` the values, `d` an HMAC-SHA256 of the list's scope (which list,
 * filters and sort) and `v`, keyed with CURSOR_SECRET (config/cursor-secret.ts). Without the key
 * nobody can make a cursor the API accepts, so a cursor that was cut, edited, made for another
 * list or sort, or made up is refused (400) instead of starting somewhere else. And whoever signed
 * it, its values are parsed by the list's own schema (their types, ranges, an id's shape) before
 * they reach a query: a value Firestore would choke on is a 400, never a 500.
 */
type Scalar = string | number | boolean | null;
type Encoded = Scalar | { ts: [number, number] };

const INVALID = 'Invalid cursor: ask for the first page again';

/** A cursor's envelope (the query's schema keeps the whole under 2,000 characters). */
const payloadSchema = z.strictObject({
  v: z.array(z.unknown()).max(8),
  /** 32 bytes of HMAC in base64url. */
  d: z.string().length(43),
});

/** Firestore's timestamps run from 0001-01-01 to 9999-12-31. */
const MIN_SECONDS = -62_135_596_800;
const MAX_SECONDS = 253_402_300_799;

/** A Firestore timestamp as a cursor holds it, `{ts: [seconds, nanoseconds]}`. */
export const cursorTimestamp = z
  .strictObject({
    ts: z.tuple([
      z.number().int().min(MIN_SECONDS).max(MAX_SECONDS),
      z.number().int().min(0).max(999_999_999),
    ]),
  })
  .transform(({ ts }) => timestampFrom(ts[0], ts[1]));

/** What a list's cursor holds, in order: one schema per value, the id last. */
export type CursorSchema = z.ZodType<unknown[]>;

/** A cursor schema from one schema per value. */
export function cursorValues(values: readonly z.ZodType[]): CursorSchema {
  return z.tuple(values as [z.ZodType, ...z.ZodType[]]) as unknown as CursorSchema;
}

function encodeValue(value: unknown): Encoded {
  if (isTimestamp(value)) return { ts: [value.seconds, value.nanoseconds] };
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return value as Scalar;
  throw new Error(`a cursor cannot hold ${typeof value}`);
}

export interface Cursors {
  /** A cursor for the values a page ended on; `scope` names the list, its filters and its sort. */
  encode(scope: string, values: readonly unknown[]): string;
  /** The values a cursor holds, parsed by `schema`, or a 400 when this API did not make it for this list. */
  decode(scope: string, cursor: string, schema: CursorSchema): unknown[];
}

/** Cursors signed with the key `key()` returns (read when a cursor is made or read). */
export function createCursors(key: () => string): Cursors {
  const mac = (scope: string, values: readonly unknown[]) =>
    createHmac('sha256', key())
      .update(`${scope}\n${JSON.stringify(values)}`)
      .digest();

  return {
    encode(scope, values) {
      const v = values.map(encodeValue);
      return Buffer.from(JSON.stringify({ v, d: mac(scope, v).toString('base64url') })).toString(
        'base64url',
      );
    },
    decode(scope, cursor, schema) {
      let payload: z.infer<typeof payloadSchema>;
      try {
        payload = payloadSchema.parse(
          JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
        );
      } catch {
        throw new AppError('invalid_input', INVALID);
      }
      const given = Buffer.from(payload.d, 'base64url');
      const expected = mac(scope, payload.v);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('invalid_input', INVALID);
      }
      const values = schema.safeParse(payload.v);
      if (!values.success) throw new AppError('invalid_input', INVALID);
      return values.data;
    },
  };
}
