import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from '../src/http/token-cache';

const decoded = (expSeconds: number) => ({ uid: 'u', exp: expSeconds }) as DecodedIdToken;

describe('VerifiedTokenCache', () => {
  it('returns a verified token until it expires, then forgets it', () => {
    const cache = new VerifiedTokenCache();
    const now = 1_000_000;
    cache.set('t', decoded(now / 1000 + 60), now);
    expect(cache.get('t', now + 59_000)?.uid).toBe('u');
    expect(cache.get('t', now + 60_000)).toBeUndefined();
  });

  it('keeps an entry 5 minutes at most, even for a token valid longer', () => {
    const cache = new VerifiedTokenCache();
    cache.set('t', decoded(10_000), 0);
    expect(cache.get('t', 299_999)).toBeDefined();
    expect(cache.get('t', 300_000)).toBeUndefined();
  });

  it('never stores an already expired token', () => {
    const cache = new VerifiedTokenCache();
    cache.set('t', decoded(1), 5_000);
    expect(cache.get('t', 5_000)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new VerifiedTokenCache(2);
    cache.set('a', decoded(1e9), 0);
    cache.set('b', decoded(1e9), 0);
    cache.set('c', decoded(1e9), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
  });
});
