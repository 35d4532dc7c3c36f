// The services feature's public surface for other features.
export { createServiceCatalog, type ServiceCatalog } from './catalog';
export {
  adminPlacesQuerySchema,
  placeBodySchema,
  serviceIdParamsSchema,
  serviceSchema,
  type AdminPlace,
  type ArchivePlaceResult,
  type CreatePlaceResult,
  type Service,
  type UpdatePlaceResult,
} from './schema';
export { changeRating, ratingOf, type ServiceRating, type Stars } from './rating';
export { readPlaceInTx, writeServiceRating } from './store';
export {
  addPlace,
  archivePlace,
  editPlace,
  getOfferedPlace,
  getPlace,
  listPlaces,
  placeGone,
} from './places';
