import type { Service } from '@contract/places';

/*
 * What a reader keeps for reading without a network (issue 28): each saved place's page, its
 * data and its pictures, in a cache the service worker answers from when the network fails,
 * and the reader's saved list as last seen online, for /saved offline. Best effort: a browser
 * without the Cache API (or out of space) keeps nothing, and saving still works online.
 */

/** The Cache Storage cache the app fills and the service worker reads (web/src/sw.ts). */
export const SAVED_PLACES_CACHE = 'tg-saved-places-v1';

const LIST_KEY = (uid: string) => `tg:saved:${uid}`;

/** The same-origin URLs a saved place needs offline: its page, the API calls it makes, its pictures. */
export function placeOfflineUrls(service: Service): string[] {
  const id = encodeURIComponent(service._id);
  const pictures = service.photos.flatMap((src) =>
    src.startsWith('/images/') && /-800\.webp$/.test(src)
      ? ['-200.webp', '-400.webp', '-800.webp'].map((end) => src.replace(/-800\.webp$/, end))
      : src.startsWith('/')
        ? [src]
        : [],
  );
  return [
    `/detail/${id}`,
    `/api/service/${id}`,
    `/api/service/${id}/reviews?sort=newest&limit=10`,
    ...new Set(pictures),
  ];
}

/** Stores a saved place for offline reading (after the save succeeded online). Never throws. */
export async function keepPlaceOffline(service: Service): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(SAVED_PLACES_CACHE);
    await cache.addAll(placeOfflineUrls(service));
  } catch (error) {
    console.warn('Could not keep the place for offline reading:', error);
  }
}

/** Drops what keepPlaceOffline stored for a place (after it was removed from the list). */
export async function dropPlaceOffline(service: Service): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(SAVED_PLACES_CACHE);
    await Promise.all(placeOfflineUrls(service).map((url) => cache.delete(url)));
  } catch (error) {
    console.warn('Could not drop the place from offline reading:', error);
  }
}

/** Remembers the reader's saved list as the API last answered it. */
export function rememberSavedList(uid: string, items: Service[]): void {
  try {
    localStorage.setItem(LIST_KEY(uid), JSON.stringify(items));
  } catch {
    // Out of space or storage disabled: /saved offline then says it has no copy.
  }
}

/** The reader's saved list as last seen online, or null when there is none. */
export function readSavedList(uid: string): Service[] | null {
  try {
    const stored = localStorage.getItem(LIST_KEY(uid));
    return stored ? (JSON.parse(stored) as Service[]) : null;
  } catch {
    return null;
  }
}

/** On sign-out: nothing of the reader's stays on the device. */
export async function forgetOfflineData(): Promise<void> {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('tg:saved:')) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
  if (typeof caches !== 'undefined') await caches.delete(SAVED_PLACES_CACHE).catch(() => false);
}
