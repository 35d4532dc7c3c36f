import { describe, expect, it } from 'vitest';
import { CostAllowance } from '../src/http/cost-allowance';

describe('CostAllowance (an account’s database work per minute)', () => {
  it('lets a key in while it is in credit, and charges each request what it cost', () => {
    const allowance = new CostAllowance(100, 60_000);
    expect(allowance.wait('a', 0)).toBe(0);
    allowance.charge('a', 99, 0);
    expect(allowance.wait('a', 0)).toBe(0);
    allowance.charge('a', 1, 0);
    expect(allowance.wait('a', 0)).toBeGreaterThan(0);
    // Another key is not touched.
    expect(allowance.wait('b', 0)).toBe(0);
  });

  it('carries a debt over: one call that cost three minutes of work waits about two more', () => {
    const allowance = new CostAllowance(100, 60_000);
    allowance.charge('a', 300, 0);
    // 200 in debt, refilled at 100 a minute: in credit again just after two minutes.
    expect(allowance.wait('a', 0)).toBe(121);
    expect(allowance.wait('a', 119_000)).toBe(2);
    expect(allowance.wait('a', 120_600)).toBe(0);
  });

  it('refills at its rate up to one full allowance, never more', () => {
    const allowance = new CostAllowance(100, 60_000);
    allowance.charge('a', 100, 0);
    allowance.charge('a', 0, 3_600_000);
    // An hour idle gives back one allowance, not sixty.
    allowance.charge('a', 100, 3_600_000);
    expect(allowance.wait('a', 3_600_000)).toBeGreaterThan(0);
  });

  it('over any stretch of time, lets a busy key spend at most its rate plus one allowance', () => {
    const allowance = new CostAllowance(3_000, 60_000);
    let spent = 0;
    // Requests of 101 documents, one every 100 ms, for five minutes.
    for (let t = 0; t < 300_000; t += 100) {
      if (allowance.wait('a', t) > 0) continue;
      allowance.charge('a', 101, t);
      spent += 101;
    }
    expect(spent).toBeLessThanOrEqual(3_000 * 5 + 3_000 + 101);
    expect(spent).toBeGreaterThan(3_000 * 5);
  });

  it('holds a bounded number of keys: first it forgets those whose allowance is whole again', () => {
    const allowance = new CostAllowance(10, 60_000, 4);
    for (const key of ['a', 'b', 'c', 'd']) allowance.charge(key, 10, 0);
    allowance.charge('e', 10, 60_000);
    // a-d have refilled by then: forgetting them forgets nothing that matters (down to half).
    expect(allowance.size).toBe(2);
    expect(allowance.wait('e', 60_000)).toBeGreaterThan(0);
    // All in debt: the oldest charges go, and it still holds no more than its bound.
    for (const key of ['f', 'g', 'h', 'i', 'j', 'k']) allowance.charge(key, 10, 60_000);
    expect(allowance.size).toBeLessThanOrEqual(4);
    expect(allowance.wait('k', 60_000)).toBeGreaterThan(0);
  });
});
