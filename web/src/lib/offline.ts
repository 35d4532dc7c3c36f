import type { Service } from '@contract/places';
import { serviceImageVariants, serviceThumbnailVariants } from '@/components/ui/responsive-image';
import type { SavedPlace } from '@contract/saved';
import { carryOutOrder, OFFLINE_ORDER, type OfflineOrder } from './offline-orders';
import { SAVED_PLACES_CACHE } from './offline-requests';

/*
 * What a reader keeps for reading without a network (issue 28): each saved place's page, its
 * data and its pictures, in a cache the service worker answers from when the network fails,
 * and the reader's saved list as last seen online, for /saved offline. Best effort: a browser
 * without the Cache API (or out of space) keeps nothing, and saving still works online.
 */

/** The Cache Storage cache the app fills and the service worker reads (web/src/sw.ts). */
export { SAVED_PLACES_CACHE };

const LIST_KEY = (uid: string) => `tg:saved:${uid}`;

/**
 * The same-origin URLs a saved place needs offline, exactly as its page requests them: the page,
 * its two API calls (the loader's: features/services/routes/loaders.ts) and its pictures, in
 * every variant the page may choose from: the main picture's srcset, the strip's thumbnails and
 * the full-size files the photo viewer opens (features/services/components/service-gallery.tsx).
 * Pictures on other sites are left out: the service worker never answers for another origin.
 */
export function placeOfflineUrls(service: Service): string[] {
  const id = encodeURIComponent(service._id);
  const photos = service.photos.length > 0 ? service.photos : [service.img];
  const pictures = [
    ...serviceImageVariants(service.img).map((variant) => variant.src),
    ...photos
      .slice(1)
      .flatMap((src) => serviceThumbnailVariants(src).map((variant) => variant.src)),
    ...photos,
  ].filter((src) => src.startsWith('/') && !src.startsWith('//'));
  return [
    `/detail/${id}`,
    `/api/service/${id}`,
    `/api/service/${id}/reviews?sort=newest&limit=10`,
    ...new Set(pictures),
  ];
}

/**
 * Has the service worker in charge of the page carry the order out: its fetches go on after the
 * page is left (a reader who saves and moves on at once still keeps the place), and it carries
 * out one order after another. False when no worker controls the page (a first visit).
 */
function orderWorker(order: OfflineOrder): boolean {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker) return false;
  worker.postMessage({ kind: OFFLINE_ORDER, ...order });
  return true;
}

/** The order carried out by the page itself (no worker in charge yet). Never throws. */
async function carryOutHere(order: OfflineOrder, failure: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await carryOutOrder(order, caches, (url) => fetch(url));
  } catch (error) {
    console.warn(failure, error);
  }
}

/**
 * Stores a saved place for offline reading (after the save succeeded online), with `also`: the
 * build's files its map needs (features/maps' `mapFilesFor`), which every saved place shares and
 * a removal leaves. Never throws.
 */
export async function keepPlaceOffline(
  service: Service,
  also: readonly string[] = [],
): Promise<void> {
  lastFill = undefined;
  const order: OfflineOrder = { type: 'keep', urls: [...placeOfflineUrls(service), ...also] };
  if (!orderWorker(order))
    await carryOutHere(order, 'Could not keep the place for offline reading:');
}

/** Drops what keepPlaceOffline stored for a place (after it was removed from the list). */
export async function dropPlaceOffline(service: Service): Promise<void> {
  lastFill = undefined;
  const order: OfflineOrder = { type: 'drop', urls: placeOfflineUrls(service) };
  if (!orderWorker(order))
    await carryOutHere(order, 'Could not drop the place from offline reading:');
}

/**
 * Has the worker store whatever the reader's saved places lack (a copy interrupted, a browser
 * that cleared part of the cache), each time the list is read online. Retired places are left:
 * they have no page to keep. Only with a worker in charge: without one nothing is read offline.
 */
export function fillSavedOffline(places: readonly SavedPlace[]): void {
  const urls = places.filter((place) => !place.archived).flatMap(placeOfflineUrls);
  // One read of the list per visit is enough (on /saved both the page and the Save toggles read
  // it): the same list is filled once, until the reader keeps, drops or forgets a place.
  const list = JSON.stringify(urls);
  if (urls.length === 0 || list === lastFill) return;
  if (orderWorker({ type: 'fill', urls })) lastFill = list;
}

/** The URLs of the last fill the worker was given in this visit (fillSavedOffline). */
let lastFill: string | undefined;

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
  lastFill = undefined;
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('tg:saved:')) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
  if (typeof caches !== 'undefined') await caches.delete(SAVED_PLACES_CACHE).catch(() => false);
  // And once more by the worker after what it is still fetching, which would store it again.
  orderWorker({ type: 'forget' });
}
