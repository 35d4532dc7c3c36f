import type { Context } from './context.js';
import { sendObject } from './downloads.js';
import { readJson, sendJson } from './http.js';
import { parsePatch } from './metadata.js';
import { checkRead } from './preconditions.js';
import { preconditionsOf, type Query } from './query.js';
import { bucketResource, objectResource } from './resource.js';

/** GET /b/{bucket} */
export function getBucket(ctx: Context, bucket: string): void {
  sendJson(ctx.res, 200, bucketResource(ctx.store.bucket(bucket), ctx.origin));
}

/** GET /b/{bucket}/o/{object}: the resource, or with alt=media the bytes. */
export async function getObject(
  ctx: Context,
  bucket: string,
  name: string,
  q: Query,
): Promise<void> {
  const live = ctx.store.get(bucket, name, q.generation);
  if (q.alt === 'media') return sendObject(ctx.req, ctx.res, live, 'json', preconditionsOf(q));
  if (checkRead(preconditionsOf(q), live) === 'notModified') {
    ctx.res.writeHead(304);
    ctx.res.end();
    return;
  }
  sendJson(ctx.res, 200, objectResource(live, ctx.origin));
}

/** PATCH /b/{bucket}/o/{object}: metadata changed, one more metageneration. */
export async function patchObject(
  ctx: Context,
  bucket: string,
  name: string,
  q: Query,
): Promise<void> {
  const change = parsePatch(await readJson(ctx.req));
  const patched = ctx.store.patch(bucket, name, change, preconditionsOf(q), q.generation);
  sendJson(ctx.res, 200, objectResource(patched, ctx.origin));
}

/** DELETE /b/{bucket}/o/{object}: 204, no body. */
export function deleteObject(ctx: Context, bucket: string, name: string, q: Query): void {
  ctx.store.delete(bucket, name, preconditionsOf(q), q.generation);
  ctx.res.writeHead(204);
  ctx.res.end();
}

/** GET /b/{bucket}/o: one page of objects (and prefixes, with a delimiter). */
export function listObjects(ctx: Context, bucket: string, q: Query): void {
  const page = ctx.store.list(bucket, q);
  sendJson(ctx.res, 200, {
    kind: 'storage#objects',
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    ...(page.prefixes.length > 0 ? { prefixes: page.prefixes } : {}),
    ...(page.items.length > 0
      ? { items: page.items.map((o) => objectResource(o, ctx.origin)) }
      : {}),
  });
}
