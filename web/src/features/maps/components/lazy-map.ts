import type { Service } from '@contract/places';
import { paths } from '@/config/paths';
import type { MapPlace } from '../map/leaflet-map';

/*
 * The one door to the map's chunk (Leaflet, the outline, the markers: map/leaflet-map.ts). Only
 * this dynamic import names it, so it is fetched when a map is on screen or asked for, never with
 * a page.
 */

export const loadMap = () =>
  // Never on the server: a map is drawn in the browser only, and the page function's bundle
  // (web/vite.server.config.ts, one file) would otherwise carry Leaflet, which needs a DOM.
  import.meta.env.SSR
    ? Promise.reject(new Error('A map is drawn in the browser only'))
    : import('../map/leaflet-map');

/** A place as the map shows it, or null for one nobody has located. */
export function mapPlace(place: Service): MapPlace | null {
  if (!place.location) return null;
  return {
    id: place._id,
    title: place.title,
    lat: place.location.lat,
    lng: place.location.lng,
    href: paths.serviceDetail.to(place._id),
  };
}
