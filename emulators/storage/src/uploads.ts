import type { Blob, BlobWriter } from './blob.js';
import type { Context } from './context.js';
import { invalid, required } from './errors.js';
import { checkHashes, hashesFromHeader, type ExpectedHashes } from './hashes.js';
import { header, parseJson, readJson, sendJson } from './http.js';
import { parseUploadMetadata, uploadFields, type UploadMetadata } from './metadata.js';
import { boundaryOf, readMultipartRelated, type MultipartParts } from './multipart.js';
import { checkObjectName } from './names.js';
import type { ObjectFields } from './object-fields.js';
import type { Preconditions } from './preconditions.js';
import { preconditionsOf, type Query } from './query.js';
import { objectResource } from './resource.js';

/** The object's name: from the query, or the metadata; both must agree. */
function nameOf(q: Query, metadata: UploadMetadata | undefined): string {
  if (q.name !== undefined && metadata?.name !== undefined && q.name !== metadata.name)
    throw invalid('The name in the query and the name in the metadata differ.');
  const name = q.name ?? metadata?.name;
  if (name === undefined) throw required('name');
  checkObjectName(name);
  return name;
}

/** Fills a writer from an upload's bytes; on any failure (a client gone, the cap) it gives them back. */
export async function fill(
  writer: BlobWriter,
  read: (append: (b: Buffer) => void) => Promise<void>,
) {
  try {
    await read((bytes) => writer.append(bytes));
  } catch (err) {
    writer.discard();
    throw err;
  }
}

/**
 * Stores finished bytes as the object `at()` names, with the fields `describe()` gives: hashes
 * checked, then preconditions and the write in one step. Whatever fails gives the bytes back.
 */
export function commit(
  ctx: Context,
  blob: Blob,
  describe: () => {
    bucket: string;
    name: string;
    fields: ObjectFields;
    preconditions: Preconditions;
    expected: ExpectedHashes[];
  },
): Record<string, unknown> {
  try {
    const { bucket, name, fields, preconditions, expected } = describe();
    checkHashes(blob.hashes, ...expected);
    return objectResource(ctx.store.put(bucket, name, blob, fields, preconditions), ctx.origin);
  } catch (err) {
    ctx.store.release(blob.size);
    throw err;
  }
}

/** `uploadType=media`: the body is the object, its Content-Type the object's. */
async function mediaUpload(ctx: Context, bucket: string, q: Query): Promise<void> {
  const name = nameOf(q, undefined);
  const writer = ctx.store.writer();
  await fill(writer, async (append) => {
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) append(chunk);
  });
  const resource = commit(ctx, writer.finish(), () => ({
    bucket,
    name,
    fields: uploadFields({}, header(ctx.req, 'content-type')),
    preconditions: preconditionsOf(q),
    expected: [hashesFromHeader(ctx.req.headers['x-goog-hash'])],
  }));
  sendJson(ctx.res, 200, resource);
}

/** `uploadType=multipart`: multipart/related, the JSON metadata then the media. */
async function multipartUpload(ctx: Context, bucket: string, q: Query): Promise<void> {
  const boundary = boundaryOf(header(ctx.req, 'content-type'));
  if (!boundary) throw invalid('A multipart upload is multipart/related with a boundary.');
  if (q.name !== undefined) checkObjectName(q.name);
  const writer = ctx.store.writer();
  let parts: MultipartParts | undefined;
  await fill(writer, async (append) => {
    parts = await readMultipartRelated(ctx.req, boundary, append);
  });
  const resource = commit(ctx, writer.finish(), () => {
    const metadata = parseUploadMetadata(parseJson(parts!.metadata));
    return {
      bucket,
      name: nameOf(q, metadata),
      fields: uploadFields(metadata, parts!.mediaType),
      preconditions: preconditionsOf(q),
      expected: [metadata, hashesFromHeader(ctx.req.headers['x-goog-hash'])],
    };
  });
  sendJson(ctx.res, 200, resource);
}

/** `uploadType=resumable`: opens a session and answers its URI in Location. */
async function startResumable(ctx: Context, bucket: string, q: Query): Promise<void> {
  const metadata = parseUploadMetadata(await readJson(ctx.req));
  const name = nameOf(q, metadata);
  const declared = header(ctx.req, 'x-upload-content-length');
  if (declared !== undefined && !/^\d+$/.test(declared))
    throw invalid('X-Upload-Content-Length must be a number of bytes.');
  const session = ctx.sessions.open({
    bucket,
    name,
    fields: uploadFields(metadata, header(ctx.req, 'x-upload-content-type')),
    preconditions: preconditionsOf(q),
    expected: metadata,
    writer: ctx.store.writer(),
  });
  const uri =
    `${ctx.origin}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o` +
    `?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${session.id}`;
  ctx.res.writeHead(200, {
    Location: uri,
    'X-GUploader-UploadID': session.id,
    'Content-Length': 0,
  });
  ctx.res.end();
}

/** POST /upload/storage/v1/b/{bucket}/o */
export async function upload(ctx: Context, bucket: string, q: Query): Promise<void> {
  ctx.store.bucket(bucket);
  if (q.uploadType === 'media') return mediaUpload(ctx, bucket, q);
  if (q.uploadType === 'multipart') return multipartUpload(ctx, bucket, q);
  if (q.uploadType === 'resumable') return startResumable(ctx, bucket, q);
  throw required('uploadType');
}
