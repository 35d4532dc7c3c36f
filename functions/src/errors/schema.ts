import { z } from 'zod';

/** What an error is, for a client to branch on; the message is for people. */
export const errorCodeSchema = z.enum([
  'invalid_input',
  'unauthenticated',
  /** A sign-in too old for what was asked (closing the account): sign in again, then retry. */
  'requires_recent_login',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'payload_too_large',
  /** An upload that is not one of the types a call takes (photos: JPEG, PNG, WebP). */
  'unsupported_media_type',
  'rate_limited',
  'database_unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * Every error the API sends has this JSON shape. A 409 for a review that already exists also
 * names it (`existingId`), so a form can link to it without asking for the list.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    existingId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
