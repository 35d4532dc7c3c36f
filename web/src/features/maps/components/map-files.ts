import type { Service } from '@contract/places';
import { isMapFile } from '@/lib/offline-requests';
import { loadMap } from './lazy-map';

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
