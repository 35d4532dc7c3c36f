// The services feature's public surface for other features.
export { createServiceCatalog, type ServiceCatalog } from './catalog';
export type { Service } from './schema';
export { changeRating, ratingOf, type ServiceRating, type Stars } from './rating';
export { readPlaceInTx, writeServiceRating } from './store';
export { getOfferedPlace, placeGone } from './places';
