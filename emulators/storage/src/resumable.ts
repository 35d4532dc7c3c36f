import type { Context } from './context.js';
import { invalid, StorageError } from './errors.js';
import { hashesFromHeader } from './hashes.js';
import { drain, header, sendJson } from './http.js';
import { commit } from './uploads.js';
import type { UploadSession } from './upload-sessions.js';

/**
 * A PUT's `Content-Range`: the first byte it carries and the last (undefined: "*", the rest of the
 * object), and the object's total size (undefined: "*", not known yet). `bytes *\/…` asks for the
 * status. No header: the body is the whole object.
 */
type ContentRange =
  | { kind: 'status'; total: number | undefined }
  | { kind: 'bytes'; first: number; last: number | undefined; total: number | undefined };

function parseContentRange(value: string | undefined): ContentRange {
  if (value === undefined) return { kind: 'bytes', first: 0, last: undefined, total: undefined };
  const m = /^bytes (?:\*|(\d+)-(\d+|\*))\/(\d+|\*)$/.exec(value.trim());
  if (!m) throw invalid(`Invalid Content-Range: ${value}`);
  const total = m[3] === '*' ? undefined : Number(m[3]);
  if (m[1] === undefined) return { kind: 'status', total };
  const first = Number(m[1]);
  const last = m[2] === '*' ? undefined : Number(m[2]);
  if (last !== undefined && last < first) throw invalid(`Invalid Content-Range: ${value}`);
  return { kind: 'bytes', first, last, total };
}

/** 308: the session wants more; Range says which bytes it holds (none: no Range). */
function sendIncomplete(ctx: Context, session: UploadSession): void {
  const received = session.writer.size;
  ctx.res.writeHead(308, {
    ...(received > 0 ? { Range: `bytes=0-${received - 1}` } : {}),
    'X-GUploader-UploadID': session.id,
    'Content-Length': 0,
  });
  ctx.res.end();
}

/** The bytes of one PUT, appended from where the session is; bytes it already holds are skipped. */
async function receive(
  ctx: Context,
  session: UploadSession,
  range: ContentRange & { kind: 'bytes' },
) {
  let skip = session.writer.size - range.first;
  let carried = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    carried += chunk.length;
    const bytes = skip > 0 ? chunk.subarray(Math.min(skip, chunk.length)) : chunk;
    skip -= chunk.length - bytes.length;
    if (range.total !== undefined && session.writer.size + bytes.length > range.total)
      throw invalid(`The upload is longer than its declared ${range.total} bytes.`);
    session.writer.append(bytes);
  }
  if (range.last !== undefined && carried !== range.last - range.first + 1)
    throw invalid(
      `Content-Range names ${range.last - range.first + 1} bytes; the body had ${carried}.`,
    );
}

/** Stores the session's bytes as its object, answers 200 with the resource, or fails the session. */
function complete(ctx: Context, session: UploadSession): void {
  const blob = session.writer.finish();
  const resource = (() => {
    try {
      return commit(ctx, blob, () => ({
        bucket: session.bucket,
        name: session.name,
        fields: session.fields,
        preconditions: session.preconditions,
        expected: [session.expected, hashesFromHeader(ctx.req.headers['x-goog-hash'])],
      }));
    } catch (err) {
      ctx.sessions.drop(session);
      throw err;
    }
  })();
  ctx.sessions.finish(session, resource);
  sendJson(ctx.res, 200, resource);
}

async function put(ctx: Context, session: UploadSession): Promise<void> {
  const range = parseContentRange(header(ctx.req, 'content-range'));
  if (range.kind === 'status') {
    await drain(ctx.req);
    if (range.total !== undefined && range.total === session.writer.size)
      return complete(ctx, session);
    return sendIncomplete(ctx, session);
  }
  const held = session.writer.size;
  if (range.first > held)
    throw invalid(`The upload holds ${held} bytes; this request starts at byte ${range.first}.`);
  try {
    await receive(ctx, session, range);
  } catch (err) {
    // A request cut off keeps the bytes that arrived (the client asks where to resume); a refused
    // one fails the whole upload, as a bad final request does on Cloud Storage.
    if (err instanceof StorageError) ctx.sessions.drop(session);
    throw err;
  }
  const final = range.last === undefined || range.total === session.writer.size;
  if (
    range.total !== undefined &&
    range.last === undefined &&
    range.total !== session.writer.size
  ) {
    ctx.sessions.drop(session);
    throw invalid(`The upload has ${session.writer.size} bytes; ${range.total} were declared.`);
  }
  return final ? complete(ctx, session) : sendIncomplete(ctx, session);
}

/**
 * PUT (or POST) to a resumable session URI: bytes or a status query. One request at a time per
 * session: a newer one cuts off the one still running (a client that gave up on it and resumed).
 */
export async function putToSession(ctx: Context, id: string): Promise<void> {
  let found = ctx.sessions.get(id);
  while (!('finished' in found) && found.active) {
    found.active.req.destroy();
    await found.active.done;
    // The request cut off may have ended the session (completed it, or failed it): ask again.
    found = ctx.sessions.get(id);
  }
  if ('finished' in found) {
    await drain(ctx.req);
    return sendJson(ctx.res, 200, found.finished);
  }
  const session = found;
  let done!: () => void;
  session.active = { req: ctx.req, done: new Promise((resolve) => (done = resolve)) };
  try {
    await put(ctx, session);
  } finally {
    session.active = undefined;
    done();
  }
}

/** DELETE to a session URI cancels the upload: Cloud Storage answers 499. */
export function cancelSession(ctx: Context, id: string): void {
  const found = ctx.sessions.get(id);
  if (!('finished' in found)) ctx.sessions.drop(found);
  ctx.res.writeHead(499, { 'Content-Length': 0 });
  ctx.res.end();
}
