/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { carryOutOrder, readOfflineOrder } from './lib/offline-orders';
import {
  offlineHandling,
  pageFallback,
  SAVED_PLACES_CACHE,
  type OfflineHandling,
} from './lib/offline-requests';

/*
 * The site's service worker (docs/web.md, "Offline"), built by vite-plugin-pwa's
 * injectManifest into /sw.js. It precaches the app's code (the list is chosen at build time:
 * web/build/precache.ts) and answers from the saved-places cache only when the network fails. It
 * fills that cache on the pages' orders (lib/offline.ts: a place saved, removed, or the saved list
 * read), so a copy goes on being fetched after the page that asked for it is left. Which request goes where is
 * decided in lib/offline-requests.ts; anything it leaves alone never reaches a handler here.
 */

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** The emulator build's /emulators.json (the Auth emulator's address), for starting offline. */
const RUNTIME_CACHE = 'tg-runtime-v1';

// A new deploy's worker takes over at once (no old version waiting for every tab to close); the
// pages it takes over offer a reload (app/service-worker.ts).
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const savedCache = () => caches.open(SAVED_PLACES_CACHE);

/**
 * The saved-places cache is the app's to fill: the worker only refreshes what it holds, with
 * a full answer, so a page or picture that was never saved is never kept.
 */
const refreshOnlySaved: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    response.status === 200 &&
    (await (await savedCache()).match(request, { ignoreVary: true })) !== undefined
      ? response
      : null,
};

/**
 * The site's /saved as a reader first sees it, and the files it names that the precache list does
 * not (the router's manifest, its scripts moved into files), all made by the build after that list
 * (web/build/finish-site.ts): kept at install beside the precache, so /saved and a saved place's
 * page start offline.
 */
const SAVED_OFFLINE = '/saved-offline.html';
const FALLBACK_CACHE = 'tg-fallback-v1';
async function keepFallback(): Promise<void> {
  await caches.delete(FALLBACK_CACHE);
  const cache = await caches.open(FALLBACK_CACHE);
  await cache.add(SAVED_OFFLINE);
  const html = (await (await cache.match(SAVED_OFFLINE))?.text()) ?? '';
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    ([, file]) => file!,
  );
  await cache.addAll([...new Set(files)]);
}
self.addEventListener('install', (event) => event.waitUntil(keepFallback()));

/** Offline, a page that was not saved: the site's /saved for /saved, the offline page for the rest. */
const fallBackToOfflinePage: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const fallback = pageFallback(new URL(request.url).pathname);
    const kept = fallback === SAVED_OFFLINE ? await caches.match(fallback) : undefined;
    return kept ?? (await matchPrecache(fallback)) ?? Response.error();
  },
};

const savedFirst = { cacheName: SAVED_PLACES_CACHE, matchOptions: { ignoreVary: true } };
const handlers: Partial<Record<OfflineHandling, NetworkFirst | CacheFirst>> = {
  page: new NetworkFirst({ ...savedFirst, plugins: [refreshOnlySaved, fallBackToOfflinePage] }),
  'place-data': new NetworkFirst({ ...savedFirst, plugins: [refreshOnlySaved] }),
  // A picture's file never changes under its name (a new picture gets a new name).
  picture: new CacheFirst({ ...savedFirst, plugins: [refreshOnlySaved] }),
  // The map's chunk and outline: hashed names, so the saved copy is always the right one.
  map: new CacheFirst({ ...savedFirst, plugins: [refreshOnlySaved] }),
  ...(import.meta.env.MODE === 'emulator' && {
    emulators: new NetworkFirst({ cacheName: RUNTIME_CACHE }),
  }),
};

const handlingOf = (request: Request) =>
  offlineHandling(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      authorized: request.headers.has('Authorization'),
    },
    self.location.origin,
  );

registerRoute(
  ({ request }) => handlers[handlingOf(request)] !== undefined,
  (options) => handlers[handlingOf(options.request)]!.handle(options),
);

// The build's files kept with the fallback (above); any other goes to the network, kept nowhere.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: FALLBACK_CACHE, plugins: [{ cacheWillUpdate: async () => null }] }),
);

/** The pages' orders, carried out one after another (a remove never overtakes its save, nor a sign-out a copy under way). */
let orders: Promise<unknown> = Promise.resolve();
self.addEventListener('message', (event) => {
  const order = readOfflineOrder(event.data, self.location.origin);
  if (!order) return;
  orders = orders
    .then(() => carryOutOrder(order, caches, (url) => fetch(url)))
    .catch(() => undefined);
  event.waitUntil(orders);
});

if (import.meta.env.MODE === 'emulator') {
  // The app reads it before Auth starts; kept now, a first visit can start offline later.
  self.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(RUNTIME_CACHE)
        .then((cache) => cache.add('/emulators.json'))
        .catch(() => undefined),
    );
  });
}

/**
 * A saved page's HTML names the scripts of the deploy it was saved under, which this worker's
 * precache no longer holds: once it is in charge (online, since it was just fetched), it
 * fetches each saved page again, best effort, in the background.
 */
async function refreshSavedPages(): Promise<void> {
  const cache = await savedCache();
  const pages = (await cache.keys()).filter((request) =>
    new URL(request.url).pathname.startsWith('/detail/'),
  );
  for (const page of pages) {
    const response = await fetch(page.url).catch(() => undefined);
    if (response?.status === 200) await cache.put(page, response);
  }
}

self.addEventListener('activate', () => {
  void refreshSavedPages().catch(() => undefined);
});
