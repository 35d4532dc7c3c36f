/*
 * Saved places (third wave): the calls' shapes, and how many places an account may keep. The
 * types cost nothing; the one value comes from a module of constants, without zod.
 */
export { SAVED_MAX } from '../saved/limits';
export type { SavedPlace, SavedPlaces, SavedResult } from '../saved/schema';
