/** Every error the API sends has this JSON shape. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export type ErrorCode =
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'database_unavailable'
  | 'internal';
