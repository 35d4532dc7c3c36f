import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { preconditionFailed, rangeNotSatisfiable } from './errors.js';
import { header, type Api } from './http.js';
import { checkRead, type Preconditions } from './preconditions.js';
import { parseRange, type ByteRange } from './ranges.js';
import { jsonEtag, xmlEtag } from './resource.js';
import type { LiveObject } from './store.js';

/** What Cloud Storage sends for a public object without its own Cache-Control. */
export const PUBLIC_DEFAULT_CACHE_CONTROL = 'public, max-age=3600';

/** Header values are Latin-1 without controls; anything else is sent percent-encoded. */
const safe = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value));

/** The headers both APIs send with an object's bytes (and with a 304 or a HEAD). */
function objectHeaders(o: LiveObject, api: Api): Record<string, string | string[]> {
  const { md5Hash, crc32c } = o.blob.hashes;
  const headers: Record<string, string | string[]> = {
    'Content-Type': safe(o.contentType),
    'Cache-Control':
      api === 'xml'
        ? safe(o.cacheControl ?? PUBLIC_DEFAULT_CACHE_CONTROL)
        : 'no-cache, no-store, max-age=0, must-revalidate',
    ETag: api === 'xml' ? xmlEtag(o) : jsonEtag(o),
    'Last-Modified': o.updated.toUTCString(),
    'Accept-Ranges': 'bytes',
    'x-goog-generation': String(o.generation),
    'x-goog-metageneration': String(o.metageneration),
    'x-goog-stored-content-encoding': safe(o.contentEncoding ?? 'identity'),
    'x-goog-stored-content-length': String(o.blob.size),
    // The XML API repeats the header; the JSON API joins both in one, which the Node client reads.
    'x-goog-hash':
      api === 'xml' ? [`crc32c=${crc32c}`, `md5=${md5Hash}`] : `crc32c=${crc32c},md5=${md5Hash}`,
    'x-goog-storage-class': 'STANDARD',
  };
  if (o.contentDisposition) headers['Content-Disposition'] = safe(o.contentDisposition);
  if (o.contentLanguage) headers['Content-Language'] = safe(o.contentLanguage);
  if (o.contentEncoding) headers['Content-Encoding'] = safe(o.contentEncoding);
  if (api === 'xml') {
    for (const [key, value] of Object.entries(o.metadata ?? {}))
      headers[`x-goog-meta-${safe(key)}`] = safe(value);
  }
  return headers;
}

const etagListHas = (list: string, etag: string) =>
  list.trim() === '*' || list.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/** HTTP dates have whole seconds: an object updated within the second counts as that second. */
const notAfter = (time: Date, date: string | undefined) =>
  date !== undefined &&
  !Number.isNaN(Date.parse(date)) &&
  Math.floor(time.getTime() / 1000) * 1000 <= Date.parse(date);

/** The XML API's conditional request headers (RFC 9110, 13.2.2): read, 304 or 412. */
function checkConditionalHeaders(req: IncomingMessage, o: LiveObject): 'read' | 'notModified' {
  const etag = xmlEtag(o);
  const ifMatch = header(req, 'if-match');
  if (ifMatch !== undefined && !etagListHas(ifMatch, etag)) throw preconditionFailed();
  const ifUnmodifiedSince = header(req, 'if-unmodified-since');
  if (
    ifMatch === undefined &&
    ifUnmodifiedSince !== undefined &&
    !notAfter(o.updated, ifUnmodifiedSince)
  )
    throw preconditionFailed();
  const ifNoneMatch = header(req, 'if-none-match');
  if (ifNoneMatch !== undefined) return etagListHas(ifNoneMatch, etag) ? 'notModified' : 'read';
  return notAfter(o.updated, header(req, 'if-modified-since')) ? 'notModified' : 'read';
}

/** The range to send, or undefined for all of it; If-Range (XML API) drops a range of a changed object. */
function rangeOf(req: IncomingMessage, o: LiveObject, api: Api): ByteRange | undefined {
  const ifRange = header(req, 'if-range');
  if (api === 'xml' && ifRange !== undefined) {
    const holds = ifRange.startsWith('"') ? ifRange === xmlEtag(o) : notAfter(o.updated, ifRange);
    if (!holds) return undefined;
  }
  const range = parseRange(header(req, 'range'), o.blob.size);
  if (range === 'unsatisfiable') throw rangeNotSatisfiable(header(req, 'range') ?? '', o.blob.size);
  return range;
}

/**
 * Sends an object's bytes, whole or one range, streamed from its blocks: a download never copies
 * the object. JSON API media downloads take the query's preconditions, the XML API (the public
 * URL) the conditional headers.
 */
export async function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  o: LiveObject,
  api: Api,
  preconditions: Preconditions,
): Promise<void> {
  const verdict = api === 'json' ? checkRead(preconditions, o) : checkConditionalHeaders(req, o);
  const headers = objectHeaders(o, api);
  if (verdict === 'notModified') {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const range = rangeOf(req, o, api);
  const { start, end } = range ?? { start: 0, end: o.blob.size };
  headers['Content-Length'] = String(end - start);
  if (range) headers['Content-Range'] = `bytes ${start}-${end - 1}/${o.blob.size}`;
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await pipeline(o.blob.stream(start, end), res);
  } catch {
    // The client went away mid-download: nothing to answer.
  }
}
