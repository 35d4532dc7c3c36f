import { z } from 'zod';

/**
 * A Firestore document id as this API accepts it. Firestore itself allows more
 * (any UTF-8 but '/', '.' and '..'), but every id we create is an auto-id or a
 * seeded slug, so anything outside this set cannot name a stored document and
 * is rejected before it reaches the database.
 */
export const docIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a document id (letters, digits, "-" or "_")')
  // No id we create is a JavaScript built-in name; the npm Firestore emulator cannot
  // store such ids (it keeps documents in plain objects), so refusing them keeps
  // local runs and production answering alike.
  .refine((id) => !(id in Object.prototype), 'is not a document id')
  // Firestore reserves ids matching __.*__ and refuses to read them (INVALID_ARGUMENT, after its
  // client has retried for seconds); none of ours has that shape.
  .refine((id) => !/^__.*__$/.test(id), 'is not a document id');
