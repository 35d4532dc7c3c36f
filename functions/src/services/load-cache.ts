import { LRUCache } from 'lru-cache';

/** Answers kept per key for a while, with concurrent misses of a key sharing one load. */
export interface LoadCache<V> {
  get(key: string): Promise<V>;
  /** A kept answer, without loading. */
  peek(key: string): V | undefined;
  clear(): void;
}

/**
 * `load(key)`, its answer kept `ttlMs` for at most `max` keys (the least recently used go
 * first). Simultaneous misses of one key wait for the same load (lru-cache's `fetch`), so a
 * burst of a hundred requests for a cold key costs one load. A `ttlMs` of 0 or less keeps
 * nothing (tests that need every call to read).
 */
export function createLoadCache<V extends NonNullable<unknown>>(options: {
  ttlMs: number;
  max: number;
  load: (key: string) => Promise<V>;
}): LoadCache<V> {
  const { ttlMs, max, load } = options;
  if (ttlMs <= 0) {
    return { get: load, peek: () => undefined, clear() {} };
  }
  const cache = new LRUCache<string, V>({ max, ttl: ttlMs, fetchMethod: (key) => load(key) });
  return {
    async get(key) {
      const value = await cache.fetch(key);
      // fetchMethod never answers undefined, so neither does fetch (it rejects when load does).
      return value!;
    },
    peek: (key) => cache.get(key),
    clear: () => cache.clear(),
  };
}
