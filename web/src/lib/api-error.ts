import type { ErrorCode } from '@contract/errors';

/** Error codes the API sends, plus `network` for no answer (and any code a newer API adds). */
export type ApiErrorCode = ErrorCode | 'network' | (string & {});

export const NETWORK_ERROR_MESSAGE =
  "We can't reach the server right now. Check your connection and try again.";

/** The one error the API client throws. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** A 409's: the id of what already exists (the caller's review of that place). */
  readonly existingId: string | null;

  constructor(status: number, code: ApiErrorCode, message: string, existingId?: string | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.existingId = existingId ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'database_unavailable',
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: 'Please log in to continue.',
  403: 'You are not allowed to do that.',
  404: 'We could not find what you were looking for.',
  429: 'Too many requests. Please wait a moment and try again.',
  503: NETWORK_ERROR_MESSAGE,
};

/** Used when an error answer has no JSON error body (a proxy page, for example). */
export function fallbackApiError(status: number): ApiError {
  return new ApiError(
    status,
    CODE_BY_STATUS[status] ?? 'internal',
    MESSAGE_BY_STATUS[status] ?? 'Something went wrong on our side. Please try again.',
  );
}

/** The ApiError an error answer stands for: its JSON `error`, else what its status says. */
export function apiErrorFrom(status: number, payload: unknown): ApiError {
  const error = (
    payload as { error?: { code?: unknown; message?: unknown; existingId?: unknown } } | undefined
  )?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    const existingId = typeof error.existingId === 'string' ? error.existingId : null;
    return new ApiError(status, error.code, error.message, existingId);
  }
  return fallbackApiError(status);
}
