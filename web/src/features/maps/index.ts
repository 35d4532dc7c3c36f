import { lazy } from 'react';
import type { Service } from '@contract/places';
import { isMapFile } from '@/lib/offline-requests';
import { loadMap } from './components/lazy-map';

/*
 * What other features may use from maps: a place's map, the catalogue's map and its toggle, and
 * the map's files for a saved place's offline copy. None of it holds the map's code, which comes
 * with the map (components/lazy-map.ts).
 */
export { PlaceMap } from './components/place-map';
export { CatalogMapToggle } from './components/catalog-map-toggle';

/** The catalogue's map, with its code, when Map is first pressed (render it inside <Suspense>). */
export const CatalogMap = lazy(() => import('./components/catalog-map'));

/**
 * The built files a place's map needs offline (its chunk, stylesheet and outline: fetched now, if
 * they were not yet), or none for a place without a location or when they cannot be had.
 */
export async function mapFilesFor(place: Service): Promise<string[]> {
  if (!place.location) return [];
  try {
    // None in development, where the map is not the build's files.
    return (await loadMap()).mapFiles().filter(isMapFile);
  } catch {
    return [];
  }
}
