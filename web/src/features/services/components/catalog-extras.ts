/*
 * What /allService loads only when its reader asks for it (routes/all-services.tsx): the map of
 * the page's places (Map), the position (Near me) and each place's distance (the distance sort).
 * One module, so one request brings all three.
 */
export { CatalogMap } from '@/features/maps';
export { askNear } from './near-me';
export { PlaceDistance } from './place-distance';
