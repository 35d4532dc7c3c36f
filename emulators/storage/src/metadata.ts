import { z } from 'zod';
import { invalid, notSupported } from './errors.js';
import { DEFAULT_CONTENT_TYPE, type ObjectFields } from './object-fields.js';

/** Output-only fields of the object resource: a client may send them back; they change nothing. */
const OUTPUT_ONLY = new Set([
  'kind',
  'id',
  'selfLink',
  'mediaLink',
  'bucket',
  'generation',
  'metageneration',
  'size',
  'etag',
  'timeCreated',
  'updated',
  'timeStorageClassUpdated',
  'timeFinalized',
  'componentCount',
  'owner',
]);

/** Writable fields this emulator does not implement: refused (501), never ignored. */
const UNSUPPORTED = new Set([
  'acl',
  'kmsKeyName',
  'customerEncryption',
  'temporaryHold',
  'eventBasedHold',
  'retention',
  'retentionExpirationTime',
  'contexts',
]);

const text = z.string().max(8192);
const customTime = z.iso.datetime({ offset: true });
/** Custom metadata: Cloud Storage caps the whole of it at 8 KiB. */
const customMetadata = z
  .record(z.string().min(1), z.string())
  .refine((m) => Buffer.byteLength(JSON.stringify(m)) <= 8192, 'custom metadata over 8 KiB');

const uploadSchema = z.object({
  name: z.string().optional(),
  contentType: text.min(1).optional(),
  cacheControl: text.optional(),
  contentDisposition: text.optional(),
  contentEncoding: text.optional(),
  contentLanguage: text.optional(),
  customTime: customTime.optional(),
  metadata: customMetadata.optional(),
  md5Hash: z.string().optional(),
  crc32c: z.string().optional(),
  storageClass: z.literal('STANDARD').optional(),
});

const patchSchema = z.object({
  contentType: text.min(1).nullable().optional(),
  cacheControl: text.nullable().optional(),
  contentDisposition: text.nullable().optional(),
  contentEncoding: text.nullable().optional(),
  contentLanguage: text.nullable().optional(),
  customTime: customTime.nullable().optional(),
  // A key set to null is removed; the others are added or replaced (patch semantics).
  metadata: z.record(z.string().min(1), z.string().nullable()).nullable().optional(),
  storageClass: z.literal('STANDARD').optional(),
});

function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  passThrough: Set<string>,
): z.infer<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('The metadata must be a JSON object.');
  const known: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (UNSUPPORTED.has(key)) {
      if (value === null || value === false) continue;
      throw notSupported(`The object field ${key}`);
    }
    if (key === 'storageClass' && value !== 'STANDARD')
      throw notSupported(`storageClass ${String(value)}`);
    if (passThrough.has(key)) continue;
    const shape = (schema as unknown as z.ZodObject).shape;
    if (!(key in shape)) throw invalid(`Invalid JSON payload received. Unknown name "${key}".`);
    known[key] = value;
  }
  const parsed = schema.safeParse(known);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(`Invalid value for ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

export type UploadMetadata = z.infer<typeof uploadSchema>;

/** The JSON metadata of a multipart or resumable upload. */
export const parseUploadMetadata = (body: unknown): UploadMetadata =>
  parseBody(uploadSchema, body, OUTPUT_ONLY);

/** The fields an upload stores: its metadata, with the media's own type when it names none. */
export function uploadFields(m: UploadMetadata, mediaType: string | undefined): ObjectFields {
  return {
    contentType: m.contentType ?? mediaType ?? DEFAULT_CONTENT_TYPE,
    cacheControl: m.cacheControl,
    contentDisposition: m.contentDisposition,
    contentEncoding: m.contentEncoding,
    contentLanguage: m.contentLanguage,
    customTime: m.customTime,
    metadata: m.metadata,
  };
}

/** A PATCH body, as the change it makes to an object's fields. */
export function parsePatch(body: unknown): (fields: ObjectFields) => ObjectFields {
  const patch = parseBody(
    patchSchema,
    body,
    new Set([...OUTPUT_ONLY, 'name', 'md5Hash', 'crc32c']),
  );
  return (fields) => {
    const next: ObjectFields = { ...fields };
    for (const key of [
      'cacheControl',
      'contentDisposition',
      'contentEncoding',
      'contentLanguage',
      'customTime',
    ] as const) {
      if (patch[key] !== undefined) next[key] = patch[key] ?? undefined;
    }
    if (patch.contentType !== undefined)
      next.contentType = patch.contentType ?? DEFAULT_CONTENT_TYPE;
    if (patch.metadata === null) next.metadata = undefined;
    else if (patch.metadata) {
      const merged: Record<string, string> = { ...fields.metadata };
      for (const [key, value] of Object.entries(patch.metadata)) {
        if (value === null) delete merged[key];
        else merged[key] = value;
      }
      next.metadata = merged;
    }
    return next;
  };
}
