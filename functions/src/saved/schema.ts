import { z } from 'zod';
import { docIdSchema } from '../lib/ids';
import { serviceSchema } from '../services';
import { SAVED_PAGE_MAX } from './limits';

export { SAVED_MAX, SAVED_PAGE_MAX } from './limits';

/** PUT and DELETE /me/saved/:serviceId. */
export const savedParamsSchema = z.strictObject({ serviceId: docIdSchema });

/** 200 from PUT (`saved: true`) and DELETE (`saved: false`) /me/saved/:serviceId. */
export const savedResultSchema = z.object({ saved: z.boolean() });
export type SavedResult = z.infer<typeof savedResultSchema>;

/**
 * A saved place: the Service the catalogue's calls answer, and whether it has been retired
 * since (it stays in the list, marked, until its reader removes it).
 */
export const savedPlaceSchema = serviceSchema.extend({ archived: z.boolean() });
export type SavedPlace = z.infer<typeof savedPlaceSchema>;

/** GET /me/saved: a page of the list (`limit` places, after `cursor`). */
export const savedQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(SAVED_PAGE_MAX).default(SAVED_PAGE_MAX),
  cursor: z.string().min(1).max(2000).optional(),
});
export type SavedQuery = z.infer<typeof savedQuerySchema>;

/**
 * 200 from GET /me/saved: a page of the caller's saved places, most recently saved first, and
 * the cursor of the next page (null on the last).
 */
export const savedPlacesSchema = z.object({
  items: z.array(savedPlaceSchema),
  nextCursor: z.string().nullable(),
});
export type SavedPlaces = z.infer<typeof savedPlacesSchema>;
