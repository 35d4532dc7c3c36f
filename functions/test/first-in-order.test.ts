import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInOrder } from '../src/services/search/first-in-order';

describe('firstInOrder', () => {
  it('answers the first n in order, as a sort of them all would, few or many, with ties', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer()), { maxLength: 400 }),
        fc.integer({ min: 1, max: 30 }),
        (items, n) => {
          const compare = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];
          expect(firstInOrder(items, n, compare)).toEqual([...items].sort(compare).slice(0, n));
        },
      ),
      { numRuns: 300 },
    );
  });
});
