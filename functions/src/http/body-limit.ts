import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error';

export const BODY_LIMIT_BYTES = 16 * 1024;

export const tooLarge = () =>
  new AppError('payload_too_large', 'Request body is too large (limit 16 kB)');

/**
 * The body limit, wherever the body was read. The Functions runtime (the Functions Framework in
 * production, the emulator's worker locally) parses every request body itself, up to 32 MB, before
 * the app runs, and keeps the bytes it read in `req.rawBody`; express.json then sees a finished
 * request and does nothing. So the size is decided here, before any handler work: from the
 * declared Content-Length, or from the bytes the runtime kept (decompressed, as express.json
 * would count them). The runtime also parses text, forms and anything else into `req.body`;
 * the API reads JSON only, so anything else is dropped as express.json would have left it.
 */
export function bodyLimit(limitBytes: number): RequestHandler {
  return (req, _res, next) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > limitBytes) {
      next(tooLarge());
      return;
    }
    const raw = (req as { rawBody?: unknown }).rawBody;
    if (Buffer.isBuffer(raw)) {
      if (raw.length > limitBytes) {
        next(tooLarge());
        return;
      }
      if (!req.is('application/json')) req.body = undefined;
    }
    next();
  };
}
