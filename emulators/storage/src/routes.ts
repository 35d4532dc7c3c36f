import type { Context } from './context.js';
import { sendObject } from './downloads.js';
import { invalid, notSupported, StorageError } from './errors.js';
import type { Api } from './http.js';
import { deleteObject, getBucket, getObject, listObjects, patchObject } from './objects.js';
import { parseQuery } from './query.js';
import { cancelSession, putToSession } from './resumable.js';
import { upload } from './uploads.js';

const decode = (segments: string[]) => {
  try {
    return decodeURIComponent(segments.join('/'));
  } catch {
    throw invalid('The path is not valid percent-encoded UTF-8.');
  }
};

const notFound = () => new StorageError(404, 'notFound', 'Not Found');

/**
 * The JSON API, at /storage/v1/… and at the root (where `@google-cloud/storage` sends it when
 * STORAGE_EMULATOR_HOST is set): buckets' and objects' resources, downloads, deletes, lists.
 */
async function jsonApi(ctx: Context, segments: string[], search: string): Promise<void> {
  const method = ctx.req.method;
  const [b, bucket, o, ...object] = segments;
  if (b !== 'b') throw notFound();
  if (!bucket) throw notSupported('Listing or creating buckets');
  const q = parseQuery(search);
  if (o === undefined) {
    if (method === 'GET') return getBucket(ctx, decode([bucket]));
    throw notSupported(`${method} on a bucket`);
  }
  if (o !== 'o') throw notSupported(`The bucket resource ${o}`);
  if (object.length === 0) {
    if (method === 'GET') return listObjects(ctx, decode([bucket]), q);
    throw notSupported(`${method} on a bucket's objects without an upload`);
  }
  const at = [decode([bucket]), decode(object)] as const;
  if (method === 'GET') return getObject(ctx, ...at, q);
  if (method === 'PATCH') return patchObject(ctx, ...at, q);
  if (method === 'DELETE') return deleteObject(ctx, ...at, q);
  throw notSupported(`${method} on an object (update, copy, rewrite, compose)`);
}

/** /upload/storage/v1/b/{bucket}/o: new uploads, and the resumable sessions' URIs. */
async function uploadApi(ctx: Context, segments: string[], search: string): Promise<void> {
  const [b, bucket, o, ...rest] = segments;
  if (b !== 'b' || !bucket || o !== 'o' || rest.length > 0) throw notFound();
  const q = parseQuery(search);
  const method = ctx.req.method;
  if (q.upload_id !== undefined) {
    if (method === 'PUT' || method === 'POST') return putToSession(ctx, q.upload_id);
    if (method === 'DELETE') return cancelSession(ctx, q.upload_id);
  } else if (method === 'POST') {
    return upload(ctx, decode([bucket]), q);
  }
  throw notSupported(`${method} on the upload endpoint`);
}

/** The XML API's object URL, /{bucket}/{object}: what a browser loads. GET and HEAD only. */
async function xmlApi(
  ctx: Context,
  bucket: string,
  object: string[],
  search: string,
): Promise<void> {
  const method = ctx.req.method;
  if (method !== 'GET' && method !== 'HEAD') throw notSupported(`${method} on the XML API`);
  if (object.length === 0 || (object.length === 1 && object[0] === ''))
    throw notSupported('Listing a bucket on the XML API');
  const generation = new URLSearchParams(search).get('generation');
  if (generation !== null && !/^\d{1,19}$/.test(generation)) throw invalid('Invalid generation.');
  const live = ctx.store.get(
    decode([bucket]),
    decode(object),
    generation ? BigInt(generation) : undefined,
  );
  return sendObject(ctx.req, ctx.res, live, 'xml', {});
}

/** Customer-supplied encryption keys: storing the bytes in the clear instead would be a lie. */
const refuseEncryptionKeys = (ctx: Context) => {
  if (ctx.req.headers['x-goog-encryption-key'] !== undefined)
    throw notSupported('Customer-supplied encryption keys');
};

/** Which API a path belongs to, and its handler. */
export function route(ctx: Context): { api: Api; run: () => Promise<void> } {
  const { api, run } = routeOf(ctx);
  return {
    api,
    run: async () => {
      refuseEncryptionKeys(ctx);
      await run();
    },
  };
}

function routeOf(ctx: Context): { api: Api; run: () => Promise<void> } {
  const url = ctx.req.url ?? '/';
  const at = url.indexOf('?');
  const [path, search] = at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
  const segments = path.split('/').slice(1);
  if (segments[0] === 'storage' && segments[1] === 'v1')
    return { api: 'json', run: () => jsonApi(ctx, segments.slice(2), search) };
  if (segments[0] === 'b') return { api: 'json', run: () => jsonApi(ctx, segments, search) };
  if (segments[0] === 'upload' && segments[1] === 'storage' && segments[2] === 'v1')
    return { api: 'json', run: () => uploadApi(ctx, segments.slice(3), search) };
  if (segments[0] === 'download' && segments[1] === 'storage' && segments[2] === 'v1') {
    const media = new URLSearchParams(search);
    media.set('alt', 'media');
    return { api: 'json', run: () => jsonApi(ctx, segments.slice(3), media.toString()) };
  }
  const [bucket, ...object] = segments;
  if (!bucket) return { api: 'xml', run: () => Promise.reject(notSupported('Listing buckets')) };
  return { api: 'xml', run: () => xmlApi(ctx, bucket, object, search) };
}
