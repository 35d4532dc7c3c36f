import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors/app-error';

/*
 * Uploads (a photo's bytes) skip the 16 kB JSON limit and are read here, up to their own limit.
 * Two ways in: the Functions runtime (the Functions Framework in production, the emulator's
 * worker locally) has already read every body into `req.rawBody` before the app runs, so the
 * bytes are there; served alone (createApp() in tests, the benches) the request is still a
 * stream, read chunk by chunk and refused as soon as it passes the limit.
 */

/** POST /review/:id/photos, at /api or at the root. */
const UPLOAD_PATH = /^(?:\/api)?\/review\/[^/]+\/photos\/?$/;

export const isUpload = (req: Request): boolean =>
  req.method === 'POST' && UPLOAD_PATH.test(req.path);

/** `handler` for every request but uploads, which read their own bodies. */
export const exceptUploads =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    isUpload(req) ? next() : handler(req, res, next);

export const uploadTooLarge = (limitBytes: number) =>
  new AppError(
    'payload_too_large',
    `This file is too large: at most ${Math.round(limitBytes / (1024 * 1024))} MB`,
  );

/**
 * 413 before any handler work for an upload whose declared or buffered size is over the limit
 * (the JSON limit's counterpart, http/body-limit.ts).
 */
export function uploadLimit(limitBytes: number): RequestHandler {
  return (req, _res, next) => {
    const declared = Number(req.get('content-length') ?? 0);
    const raw = (req as { rawBody?: unknown }).rawBody;
    const buffered = Buffer.isBuffer(raw) ? raw.length : 0;
    next(declared > limitBytes || buffered > limitBytes ? uploadTooLarge(limitBytes) : undefined);
  };
}

/** The upload's bytes: the runtime's buffer, or the stream read to its end (413 past the limit). */
export function readUpload(req: Request, limitBytes: number): Promise<Buffer> {
  const raw = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) {
    return raw.length > limitBytes
      ? Promise.reject(uploadTooLarge(limitBytes))
      : Promise.resolve(raw);
  }
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const onData = (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limitBytes) {
        // Answered now; the rest of the body is read and dropped, so the client sees the 413.
        refused = true;
        chunks.length = 0;
        reject(uploadTooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => {
      if (!refused) resolve(Buffer.concat(chunks, size));
    });
    req.once('error', (err) => {
      if (!refused)
        reject(new AppError('invalid_input', `The upload was cut short (${err.message})`));
    });
  });
}
