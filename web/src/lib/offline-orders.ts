import { keepableOffline, SAVED_PLACES_CACHE } from './offline-requests';

/*
 * What a page asks the service worker to do with the saved-places cache (lib/offline.ts posts,
 * src/sw.ts carries out): the worker's fetches outlive the page, so a reader who saves a place and
 * leaves at once still has it offline. Without a worker in charge the page carries out the same
 * order itself. Written without the worker's globals, so that it is tested as it is.
 */

/** Marks the site's own messages to the worker. */
export const OFFLINE_ORDER = 'tg-offline';

/**
 * - `keep`: fetch every URL afresh and store each full answer (a place just saved);
 * - `fill`: fetch only the URLs the cache lacks (the saved places, on each read of the list);
 * - `drop`: forget the URLs (a place removed);
 * - `forget`: drop the whole cache (sign-out), after any order still under way, so that a copy
 *   being fetched for the reader who left is not stored again.
 */
export type OfflineOrder = { type: 'keep' | 'fill' | 'drop'; urls: string[] } | { type: 'forget' };

/** At most the URLs of the 500 saved places the API allows (each with its page, data, pictures). */
const MAX_URLS = 500 * 40;
/** Fetches at a time: a fill of many places must not crowd out the page's own requests. */
const PARALLEL = 4;

/**
 * The order a message carries, or null when it is not one of ours or asks for anything but a
 * place's page, data or pictures on this site (the worker caches nothing else on request).
 */
export function readOfflineOrder(data: unknown, origin: string): OfflineOrder | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, type, urls } = data as Record<string, unknown>;
  if (kind !== OFFLINE_ORDER) return null;
  if (type === 'forget') return { type };
  if (type !== 'keep' && type !== 'fill' && type !== 'drop') return null;
  if (!Array.isArray(urls) || urls.length > MAX_URLS) return null;
  const paths: string[] = [];
  for (const url of urls) {
    if (typeof url !== 'string') return null;
    const path = keepableOffline(url, origin);
    if (path === null) return null;
    paths.push(path);
  }
  return { type, urls: paths };
}

/** The part of the Cache API an order needs. */
export type OrderCache = Pick<Cache, 'match' | 'put' | 'delete'>;
/** The part of Cache Storage an order needs (`caches`, in the page and in the worker). */
export interface OrderStorage {
  open(name: string): Promise<OrderCache>;
  delete(name: string): Promise<boolean>;
}

/**
 * Carries the order out on the cache: a URL whose fetch fails or answers anything but 200 is
 * left as it was (the others are still kept; the next fill tries it again). Resolves with how
 * many answers were stored; never rejects for a failed fetch.
 */
export async function carryOutOrder(
  order: OfflineOrder,
  storage: OrderStorage,
  fetchUrl: (url: string) => Promise<Response>,
): Promise<number> {
  if (order.type === 'forget') {
    await storage.delete(SAVED_PLACES_CACHE);
    return 0;
  }
  const cache = await storage.open(SAVED_PLACES_CACHE);
  if (order.type === 'drop') {
    await Promise.all(order.urls.map((url) => cache.delete(url)));
    return 0;
  }
  const waiting = [...new Set(order.urls)];
  let stored = 0;
  const fetchInTurn = async () => {
    for (let url = waiting.shift(); url !== undefined; url = waiting.shift()) {
      if (order.type === 'fill' && (await cache.match(url, { ignoreVary: true }))) continue;
      const response = await fetchUrl(url).catch(() => undefined);
      if (response?.status !== 200) continue;
      await cache.put(url, response);
      stored += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, waiting.length) }, fetchInTurn));
  return stored;
}
