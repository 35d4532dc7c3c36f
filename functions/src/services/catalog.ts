import type { Service } from './schema';
import { readAllServices, readFirstServices, readPlace, readService, readServices } from './store';

/** Read access to the services, with the whole (small, rarely changing) list cached per instance. */
export interface ServiceCatalog {
  list(): Promise<Service[]>;
  /** The first `n` places by title (the home preview), cached like the list. */
  preview(n: number): Promise<Service[]>;
  get(id: string): Promise<Service | null>;
  getMany(ids: readonly string[]): Promise<Map<string, Service>>;
  /** Why `get` found nothing: an archived place, or none at all (one read, then cached like the list). */
  whyMissing(id: string): Promise<'archived' | 'missing'>;
  /** Drops what this instance holds, after a write through it (other instances keep theirs up to the TTL). */
  forget(): void;
}

/** How many unknown ids the instance remembers (a bounded map: old entries go first). */
const MISSING_CACHE_SIZE = 1000;

export function createServiceCatalog(ttlMs: number): ServiceCatalog {
  let cached: { at: number; list: Service[]; byId: Map<string, Service> } | undefined;
  let loading: Promise<Service[]> | undefined;
  let previewCache: { at: number; n: number; list: Service[] } | undefined;
  const missing = new Map<string, { at: number; why: 'archived' | 'missing' }>();

  const fresh = () => (cached && Date.now() - cached.at < ttlMs ? cached : undefined);

  async function list(): Promise<Service[]> {
    const hit = fresh();
    if (hit) return hit.list;
    // Concurrent misses share one read.
    loading ??= readAllServices()
      .then((all) => {
        if (ttlMs > 0)
          cached = { at: Date.now(), list: all, byId: new Map(all.map((s) => [s._id, s])) };
        return all;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    list,
    forget() {
      cached = undefined;
      previewCache = undefined;
      missing.clear();
    },
    async preview(n) {
      const hit = fresh();
      if (hit) return hit.list.slice(0, n);
      if (previewCache && previewCache.n === n && Date.now() - previewCache.at < ttlMs) {
        return previewCache.list;
      }
      const first = await readFirstServices(n);
      if (ttlMs > 0) previewCache = { at: Date.now(), n, list: first };
      return first;
    },
    async get(id) {
      const hit = fresh();
      if (hit) return hit.byId.get(id) ?? null;
      return readService(id);
    },
    async whyMissing(id) {
      const hit = missing.get(id);
      if (hit && Date.now() - hit.at < ttlMs) return hit.why;
      const why = (await readPlace(id))?.archived ? 'archived' : 'missing';
      if (ttlMs > 0) {
        missing.delete(id);
        missing.set(id, { at: Date.now(), why });
        if (missing.size > MISSING_CACHE_SIZE) missing.delete(missing.keys().next().value!);
      }
      return why;
    },
    async getMany(ids) {
      const unique = [...new Set(ids)];
      const hit = fresh();
      const found = hit
        ? unique.flatMap((id) => hit.byId.get(id) ?? [])
        : await readServices(unique);
      return new Map(found.map((s) => [s._id, s]));
    },
  };
}
