import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_ALPHABET, planSitemap, type IdIndex, type IdRange } from '../src/services/sitemap-plan';

/*
 * The sitemap's split into pages, on ids held in memory: the same questions Firestore answers
 * (a count of a range of ids, the first id of a range), counted the way Firestore bills them.
 */
function memoryIndex(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  const inRange = ({ from, to }: IdRange) =>
    sorted.filter((id) => (from === undefined || id >= from) && (to === undefined || id < to));
  const billed = { reads: 0, calls: 0 };
  const index: IdIndex = {
    count: async (range) => {
      const n = inRange(range).length;
      billed.calls++;
      billed.reads += Math.max(1, Math.ceil(n / 1000));
      return n;
    },
    ids: async (range, limit) => {
      const found = inRange(range).slice(0, limit);
      billed.calls++;
      billed.reads += Math.max(1, found.length);
      return found;
    },
  };
  return { sorted, index, billed };
}

/** Which page each id lands on (the one whose range holds it). */
function pagesOf(plan: IdRange[], ids: readonly string[]): string[][] {
  return plan.map(({ from, to }) =>
    ids.filter((id) => (from === undefined || id >= from) && (to === undefined || id < to)),
  );
}

const autoId = fc
  .array(fc.constantFrom(...ID_ALPHABET.replace(/[-_]/g, '')), { minLength: 20, maxLength: 20 })
  .map((chars) => chars.join(''));
const slug = fc
  .array(fc.constantFrom(...'abcdefgh-'), { minLength: 1, maxLength: 12 })
  .map((chars) => chars.join(''))
  .filter((id) => !id.startsWith('-'));
const numbered = fc.nat({ max: 99_999 }).map((n) => `generated-${String(n).padStart(6, '0')}`);
const idsArb = fc.array(fc.oneof(autoId, slug, numbered), { maxLength: 400 });
const capacityArb = fc
  .integer({ min: 1, max: 60 })
  .chain((first) =>
    fc.record({ first: fc.constant(first), other: fc.integer({ min: first, max: 80 }) }),
  );

describe('the sitemap plan', () => {
  it('puts every id on exactly one page and no page over its capacity, whatever the ids', async () => {
    await fc.assert(
      fc.asyncProperty(idsArb, capacityArb, async (ids, capacity) => {
        const { sorted, index } = memoryIndex(ids);
        const plan = await planSitemap(capacity, index);
        const pages = pagesOf(plan, sorted);
        expect(pages.flat()).toEqual(sorted);
        pages.forEach((page, i) =>
          expect(page.length).toBeLessThanOrEqual(i === 0 ? capacity.first : capacity.other),
        );
        // Only the last page may be empty (one page for an empty catalogue).
        expect(pages.slice(0, -1).every((page) => page.length > 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is one page and one count when every place fits', async () => {
    const { index, billed } = memoryIndex(['a', 'b', 'c']);
    expect(await planSitemap({ first: 3, other: 5 }, index)).toEqual([{}]);
    expect(billed).toEqual({ reads: 1, calls: 1 });
  });

  it('costs a few hundred reads, not one per place, for 60,000 ids sharing a long prefix', async () => {
    const ids = Array.from({ length: 60_000 }, (_, i) => `generated-${String(i).padStart(6, '0')}`);
    const { sorted, index, billed } = memoryIndex(ids);
    const capacity = { first: 49_998, other: 50_000 };
    const plan = await planSitemap(capacity, index);
    const pages = pagesOf(plan, sorted);
    expect(pages.map((p) => p.length)).toEqual([40_000, 20_000]);
    expect(billed.reads).toBeLessThan(400);
  });

  it('costs about two counts and one split for 60,000 random auto-ids', async () => {
    const ids = fc.sample(autoId, { numRuns: 60_000, seed: 7 });
    const { sorted, index, billed } = memoryIndex(ids);
    const plan = await planSitemap({ first: 49_998, other: 50_000 }, index);
    expect(pagesOf(plan, sorted).flat()).toHaveLength(sorted.length);
    expect(plan).toHaveLength(2);
    // The whole count (60), then 64 groups of about 1,000 each (1 or 2 reads each), and 3 probes.
    expect(billed.reads).toBeLessThan(60 + 64 * 2 + 3 + 1);
  });
});
