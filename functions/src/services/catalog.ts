import { createLoadCache } from './load-cache';
import type { AdminPlace, Service } from './schema';
import { createFreshIndex, type FreshIndex } from './search/fresh-index';
import { normalize } from './search/words';
import {
  readFirstServices,
  readPlace,
  readLiveServices,
  readPlaces,
  readService,
  readServices,
  readTopServices,
} from './store';

/*
 * Read access to the services, cached per instance for `ttlMs`: what the public pages ask for
 * most (the list, the preview, a place in the list) costs a bounded read once per TTL, and any
 * other place one read, whatever the size of the catalogue.
 */

/**
 * The most places GET /service answers: up to this many, every place by title (the spec's list);
 * past it, the first ones in the recommended order (GET /catalog's default). The spec's "all services" is a grid on one page; a larger catalogue is browsed by
 * pages through GET /catalog. A cold list reads at most this many plus one.
 */
export const SERVICE_LIST_MAX = 100;

/** How many unknown ids one instance remembers, least recently used first out. */
const MISSING_CACHE_SIZE = 1000;

export interface ServiceCatalog {
  /** Every place on offer by title; past SERVICE_LIST_MAX, the first ones in the recommended order. */
  list(): Promise<Service[]>;
  /** The first `n` places by title (the home preview). */
  preview(n: number): Promise<Service[]>;
  get(id: string): Promise<Service | null>;
  getMany(ids: readonly string[]): Promise<Map<string, Service>>;
  /** The places still on offer among `ids`: those in the cached list from memory, the rest in one read. */
  offered(ids: readonly string[]): Promise<Map<string, Service>>;
  /**
   * Several places, retired ones too (each says whether it is `archived`): those in the cached
   * list from memory, the rest in one read (getAll); unknown ids are left out.
   */
  getPlaces(ids: readonly string[]): Promise<Map<string, AdminPlace>>;
  /** Why `get` found nothing: an archived place, or none at all (one read, then cached). */
  whyMissing(id: string): Promise<'archived' | 'missing'>;
  /**
   * Every place on offer, indexed for search: built on the first search, then caught up with the
   * places changed since, at most once per TTL and after a write through this instance.
   */
  searchIndex: FreshIndex;
  /** Drops what this instance holds, after a write through it (other instances keep theirs up to the TTL). */
  forget(): void;
}

interface TopList {
  list: Service[];
  byId: Map<string, Service>;
  /** Every place on offer is in `list` (the catalogue is no larger than the list). */
  complete: boolean;
}

const byTitle = (a: Service, b: Service) => {
  const [x, y] = [normalize(a.title), normalize(b.title)];
  return x < y ? -1 : x > y ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
};

export function createServiceCatalog(ttlMs: number): ServiceCatalog {
  const top = createLoadCache<TopList>({
    ttlMs,
    max: 1,
    load: async () => {
      const read = await readTopServices(SERVICE_LIST_MAX + 1);
      const top = read.slice(0, SERVICE_LIST_MAX);
      const complete = read.length <= top.length;
      // The spec's full list is by title, as it always was; past the maximum, the best first.
      const list = complete ? [...top].sort(byTitle) : top;
      return { list, byId: new Map(list.map((s) => [s._id, s])), complete };
    },
  });
  const previews = createLoadCache<Service[]>({
    ttlMs,
    max: 4,
    load: (n) => readFirstServices(Number(n)),
  });
  const missing = createLoadCache<{ why: 'archived' | 'missing' }>({
    ttlMs,
    max: MISSING_CACHE_SIZE,
    load: async (id) => ({ why: (await readPlace(id))?.archived ? 'archived' : 'missing' }),
  });
  const cachedTop = () => top.peek('');
  const searchIndex = createFreshIndex(ttlMs);

  return {
    list: async () => (await top.get('')).list,
    searchIndex,
    forget() {
      for (const cache of [top, previews, missing]) cache.clear();
      searchIndex.forget();
    },
    async preview(n) {
      // A catalogue that fits in the cached list needs no read of its own.
      const hit = cachedTop();
      if (hit?.complete) return hit.list.slice(0, n);
      return previews.get(String(n));
    },
    async get(id) {
      const hit = cachedTop();
      const found = hit?.byId.get(id);
      if (found) return found;
      if (hit?.complete) return null;
      // Beyond the list: one read, not kept, so that a place retired through another instance
      // answers 410 at once (as before the list had a maximum).
      return readService(id);
    },
    async whyMissing(id) {
      return (await missing.get(id)).why;
    },
    async getMany(ids) {
      const hit = cachedTop();
      const found = new Map<string, Service>();
      const toRead: string[] = [];
      for (const id of new Set(ids)) {
        const known = hit?.byId.get(id);
        if (known) found.set(id, known);
        else if (!hit?.complete) toRead.push(id);
      }
      // The rest in one round trip (getAll).
      for (const service of await readServices(toRead)) found.set(service._id, service);
      return found;
    },
    async offered(ids) {
      const hit = cachedTop();
      const found = new Map<string, Service>();
      const toRead = ids.filter((id) => {
        const known = hit?.byId.get(id);
        if (known) found.set(id, known);
        // Read even when the list is complete: the index may know a place newer than the list.
        return !known;
      });
      for (const service of await readLiveServices(toRead)) found.set(service._id, service);
      return found;
    },
    async getPlaces(ids) {
      const hit = cachedTop();
      const found = new Map<string, AdminPlace>();
      const toRead: string[] = [];
      for (const id of new Set(ids)) {
        const known = hit?.byId.get(id);
        if (known) found.set(id, { ...known, archived: false });
        // Not in the list: a place beyond it, a retired one, or none (read even when the list
        // is complete, since a retired place is still answered).
        else toRead.push(id);
      }
      for (const place of await readPlaces(toRead)) found.set(place._id, place);
      return found;
    },
  };
}
