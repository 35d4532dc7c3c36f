import { z } from 'zod';
import { docIdSchema } from '../lib/ids';
import { serviceSchema } from '../services';

export { SAVED_MAX } from './limits';

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

/** 200 from GET /me/saved: the caller's saved places, most recently saved first. */
export const savedPlacesSchema = z.object({ items: z.array(savedPlaceSchema) });
export type SavedPlaces = z.infer<typeof savedPlacesSchema>;
