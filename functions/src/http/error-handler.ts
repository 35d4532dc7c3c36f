import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { AppError } from '../errors/app-error';
import type { ErrorBody } from '../errors/schema';
import { tooLarge } from './body-limit';

/** gRPC status codes Firestore reports when it cannot be reached or answer in time. */
const UNAVAILABLE_GRPC_CODES = new Set([4, 14]);
const GRPC_ABORTED = 10;

function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (typeof err === 'object' && err !== null) {
    const e = err as { type?: unknown; status?: unknown; code?: unknown };
    // body-parser marks its errors with a `type`.
    if (e.type === 'entity.too.large') return tooLarge();
    if (e.type === 'entity.parse.failed') {
      return new AppError('invalid_input', 'Request body is not valid JSON');
    }
    // Anything else the framework rejects as the client's fault: a body that does not
    // decompress, a malformed %-escape in the path, an unsupported charset or encoding.
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      return new AppError('invalid_input', 'The request could not be read');
    }
    if (typeof e.code === 'number' && UNAVAILABLE_GRPC_CODES.has(e.code)) {
      return new AppError('database_unavailable', 'The database is unavailable, please try again');
    }
    // A transaction that lost to concurrent changes more times than the SDK retries.
    if (e.code === GRPC_ABORTED) {
      return new AppError('database_unavailable', 'Too many changes at once, please try again');
    }
  }
  return new AppError('internal', 'Something went wrong on our side');
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError('not_found', 'No such API route'));
};

/** The one place errors become responses: JSON, the right status, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appError = toAppError(err);
  if (appError.code === 'internal') {
    logger.error('request failed', { method: req.method, path: req.path, err: String(err) });
  } else if (appError.status >= 500) {
    logger.warn(appError.message, { method: req.method, path: req.path });
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  const body: ErrorBody = {
    error: { code: appError.code, message: appError.message, ...appError.detail },
  };
  // No cache keeps an error, whatever the route allowed: a bad query, a missing place or a
  // failure that may pass (503, 429) must not outlive the request. Private routes keep theirs.
  if (!/no-store/.test(String(res.get('Cache-Control') ?? '')))
    res.set('Cache-Control', 'no-store');
  res.status(appError.status).set(appError.headers).json(body);
};
