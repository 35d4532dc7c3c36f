/* Every error the API sends: `{ error: { code, message } }` (errors/schema.ts). */
export type { ErrorBody, ErrorCode } from '../errors/schema';
