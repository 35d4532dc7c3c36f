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
