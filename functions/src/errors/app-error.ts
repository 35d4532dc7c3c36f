import type { ErrorCode } from './schema';

const STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  requires_recent_login: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  database_unavailable: 503,
  internal: 500,
};

/** What an error may add to its code and message (errors/schema.ts `errorBodySchema`). */
export interface ErrorDetail {
  /** A 409's: the id of what already exists (the caller's review of that place). */
  existingId?: string;
}

/** The one error type of the API: a code the client can branch on, and a message for people. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly detail: ErrorDetail = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[code];
  }
}
