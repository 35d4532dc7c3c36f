/*
 * What other features may use from maps: a place's map, the catalogue's map, and
 * the map's files for a saved place's offline copy. None of it holds the map's code, which comes
 * with the map (components/lazy-map.ts). One module each, so a page's chunk takes only its own.
 */
export { PlaceMap } from './components/place-map';
export { CatalogMap } from './components/catalog-map';
export { mapFilesFor } from './components/map-files';
