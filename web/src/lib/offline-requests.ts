/*
 * What the service worker (src/sw.ts) does with each request, decided here without the
 * worker's globals so that it can be tested as it is: the rules of docs/web.md,
 * "Offline". Anything it does not claim goes to the network untouched.
 */

/** The Cache Storage cache the app fills (lib/offline.ts) and the service worker reads. */
export const SAVED_PLACES_CACHE = 'tg-saved-places-v1';

/** The one page besides a saved place's that works offline: the build's copy of it, filled in by the app. */
const OFFLINE_APP_PAGES = new Set(['/saved']);

/**
 * - `page`: a navigation, network first; offline, the saved copy, else `pageFallback`.
 * - `place-data`: a place's public API data, network first; offline, the saved copy.
 * - `picture`: a place's picture, from the saved copy if there is one, else the network.
 * - `map`: the map's code and outline (features/maps), from the saved copy if there is one (a
 *   saved place's map works offline), else the network.
 * - `emulators`: the emulator build's /emulators.json, network first, kept for offline starts.
 * - `network`: left alone (not a GET, another origin, Firebase Auth's /__/ pages, the API's
 *   other calls, anything private).
 */
export type OfflineHandling = 'page' | 'place-data' | 'picture' | 'map' | 'emulators' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  /** Whether it carries an Authorization header: a private answer, never cached. */
  authorized: boolean;
}

const PLACE_DATA = /^\/api\/service\/[^/]+(\/reviews)?$/;

/**
 * The build's files of the map (the `map` chunk and its stylesheet, web/vite.config.ts) and its
 * outline (world-atlas's countries): hashed names, so a saved copy never goes stale.
 */
const MAP_FILE = /^\/assets\/(map-[\w-]+\.(js|css)|countries-110m-[\w-]+\.json)$/;
export const isMapFile = (path: string) => MAP_FILE.test(path);

export function offlineHandling(request: RequestFacts, origin: string): OfflineHandling {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || request.authorized) return 'network';
  const path = url.pathname;
  if (path.startsWith('/__/')) return 'network';
  if (request.mode === 'navigate') return path.startsWith('/api/') ? 'network' : 'page';
  if (PLACE_DATA.test(path)) return 'place-data';
  if (path.startsWith('/images/')) return 'picture';
  if (isMapFile(path)) return 'map';
  if (path === '/emulators.json') return 'emulators';
  return 'network';
}

/**
 * The path (with its query) of a URL the worker may store on a page's request (lib/offline-orders.ts):
 * a place's page, its public data, a picture or the map's files on this site; null for anything else.
 */
export function keepableOffline(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  // The same rules as the worker's routing: what it would answer from the saved copy.
  const request = (mode: string) => ({ url: url.href, method: 'GET', mode, authorized: false });
  const placePage =
    /^\/detail\/[^/]+$/.test(url.pathname) &&
    offlineHandling(request('navigate'), origin) === 'page';
  const handling = offlineHandling(request('cors'), origin);
  return placePage || handling === 'place-data' || handling === 'picture' || handling === 'map'
    ? url.pathname + url.search
    : null;
}

/** What a page that cannot be loaded and was not saved shows offline (both are precached). */
export function pageFallback(pathname: string): '/saved-offline.html' | '/offline.html' {
  return OFFLINE_APP_PAGES.has(pathname.replace(/\/+$/, '') || '/')
    ? '/saved-offline.html'
    : '/offline.html';
}
