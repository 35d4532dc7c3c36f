/*
 * The API's contract for places (the API's "services"). The values here come from
 * services/schema.ts and bring zod with them; the zod-free ones (the regions, the ranking's
 * constants) have modules of their own, for code in the web app's entry script.
 */
export {
  placeBodySchema,
  type AdminPlace,
  type ArchivePlaceResult,
  type CatalogPage,
  type CatalogSort,
  type CreatePlaceResult,
  type NearbyPlace,
  type PlaceBody,
  type Service,
  type ServiceRating,
  type UpdatePlaceResult,
} from '../services/schema';
/** A place's id as the API accepts it (the web server checks the ids a cookie names with it). */
export { docIdSchema as placeIdSchema } from '../lib/ids';
