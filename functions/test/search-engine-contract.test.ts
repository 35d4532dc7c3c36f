import { beforeAll, describe, expect, it } from 'vitest';
import { ratingOf } from '../src/services';
import { bayesianAverage, recommendedScore } from '../src/services/ranking';
import type { Service } from '../src/services/schema';
import type { SearchEngine, SearchFilters } from '../src/services/search/engine';
import { distanceKm } from '../src/services/search/place-index';
import { normalize, queryWords } from '../src/services/search/words';
import { ENGINES, seededPlaces } from './search/engines';
import { TRAVELLER_QUERIES } from './search/traveller-queries';

/*
 * The promises of the search interface (functions/src/services/search/engine.ts), the same for
 * every engine: the in-instance index that runs today, and Typesense, the scale path (run where a
 * server is reachable: search/engines.ts). An engine that passes can answer GET /catalog.
 */
const picture = '/images/services/kyoto-japan-800.webp';
const extra = (_id: string, title: string, description: string): Service => ({
  _id,
  title,
  description,
  price: 1000,
  country: 'Atlantis',
  region: 'Europe',
  img: picture,
  photos: [picture],
  location: null,
  rating: ratingOf([]),
});
/** Places made to show how relevance ranks the word "zephyr". */
const RANKED = [
  extra('zz-in-description', 'Quiet Inn', 'A warm zephyr blows over the bay.'),
  extra('zz-typo-in-title', 'Zephir Camp', 'Tents by the shore.'),
  extra('zz-exact-in-title', 'Zephyr Lodge', 'Cabins in the pines.'),
  extra('zz-prefix-in-title', 'Zephyrus Hall', 'A hall of winds.'),
];
const PLACES = [...seededPlaces(), ...RANKED];

const run = (engine: SearchEngine, q: string, filters: SearchFilters = {}, more = {}) =>
  engine.search({
    words: queryWords(q),
    filters,
    sort: 'relevance',
    limit: 48,
    ...more,
  });
const ids = (items: readonly Service[]) => items.map((s) => s._id);

describe.each(ENGINES)('search engine: $name', (harness) => {
  let engine: SearchEngine;
  beforeAll(async () => {
    engine = await harness.create(PLACES);
  });

  it.each(TRAVELLER_QUERIES)(
    'a traveller typing "$q" finds $want in the first three',
    async ({ q, want, filters }) => {
      const page = await run(engine, q, (filters ?? {}) as SearchFilters, { limit: 3 });
      expect(ids(page.items)).toContain(want);
    },
  );

  it('needs every word: two words of two different places find neither', async () => {
    expect((await run(engine, 'kyoto penguins')).total).toBe(0);
  });

  it('forgives one typo in a word of 4-7 letters, two from 8, a swap as one, none under 4', async () => {
    const finds = async (q: string) => ids((await run(engine, q)).items);
    expect(await finds('kyotp')).toContain('kyoto-japan');
    expect(await finds('kyoot')).toContain('kyoto-japan');
    expect(await finds('kqotp')).not.toContain('kyoto-japan');
    expect(await finds('serengtei')).toContain('serengeti-tanzania');
    expect(await finds('sxrengxti')).toContain('serengeti-tanzania');
    expect(await finds('sxrxngxti')).not.toContain('serengeti-tanzania');
    expect(await finds('bli indonesia')).not.toContain('bali-indonesia');
  });

  it('takes only the last word as the start of a word', async () => {
    expect(ids((await run(engine, 'machu pic')).items)).toEqual(['machu-picchu-peru']);
    expect((await run(engine, 'pic machu')).total).toBe(0);
  });

  it('ranks title hits before description hits, exact words before the start of one or a typo', async () => {
    expect(ids((await run(engine, 'zephyr')).items)).toEqual([
      'zz-exact-in-title',
      'zz-prefix-in-title',
      'zz-typo-in-title',
      'zz-in-description',
    ]);
  });

  it('answers nonsense with no places, and counts the matches', async () => {
    const page = await run(engine, 'xqzvv wkkpq');
    expect(page).toEqual({ items: [], next: null, total: 0 });
    const best = await run(engine, 'best');
    expect(best.total).toBe(best.items.length);
    expect(best.total).toBeGreaterThan(10);
  });

  it('combines every filter with the words, and every sort orders the matches as without words', async () => {
    const matching = new Set(ids((await run(engine, 'best')).items));
    const filters: [SearchFilters, (s: Service) => boolean][] = [
      [{}, () => true],
      [{ region: 'Asia' }, (s) => s.region === 'Asia'],
      [{ minPrice: 2000, maxPrice: 3000 }, (s) => s.price >= 2000 && s.price <= 3000],
      [{ minRating: 3 }, (s) => Math.floor((s.rating.average ?? 0) * 2) / 2 >= 3],
    ];
    const desc = (key: (s: Service) => number) => (a: Service, b: Service) =>
      key(b) - key(a) || (a._id < b._id ? 1 : -1);
    const asc = (key: (s: Service) => number | string) => (a: Service, b: Service) => {
      const [x, y] = [key(a), key(b)];
      return x < y ? -1 : x > y ? 1 : a._id < b._id ? -1 : 1;
    };
    const orders = {
      recommended: desc((s) => recommendedScore(s.rating)),
      rating: desc((s) => bayesianAverage(s.rating)),
      reviews: desc((s) => s.rating.count),
      price: asc((s) => s.price),
      '-price': desc((s) => s.price),
      title: asc((s) => normalize(s.title)),
    } as const;
    for (const [filter, keep] of filters) {
      const want = PLACES.filter((s) => matching.has(s._id) && keep(s));
      for (const [sort, order] of Object.entries(orders)) {
        const ranged = filter.minPrice !== undefined && !sort.endsWith('price');
        const expected = [...want].sort((a, b) =>
          ranged ? order(a, b) && (a.price - b.price || order(a, b)) : order(a, b),
        );
        const page = await engine.search({
          words: ['best'],
          filters: filter,
          sort: sort as keyof typeof orders,
          limit: 48,
        });
        const label = `${JSON.stringify(filter)} ${sort}`;
        expect(page.total, label).toBe(want.length);
        if (ranged) expect(ids(page.items).sort(), label).toEqual(ids(expected).sort());
        else expect(ids(page.items), label).toEqual(ids(expected));
      }
    }
  });

  it('pages: following the cursor returns every match once, in order, for every sort', async () => {
    for (const sort of ['relevance', 'recommended', 'price', 'title'] as const) {
      const whole = await engine.search({ words: ['best'], filters: {}, sort, limit: 48 });
      const walked: string[] = [];
      let after: unknown[] | undefined;
      for (let page = 0; page < 50; page++) {
        const next = await engine.search({ words: ['best'], filters: {}, sort, limit: 4, after });
        walked.push(...ids(next.items));
        if (!next.next) break;
        engine.cursorSchema(sort, {}).parse(next.next);
        after = next.next;
      }
      expect(walked, sort).toEqual(ids(whole.items));
    }
  });

  it('sort=distance: the located matches (or, without words, every located place) nearest first, ties by id, page after page', async () => {
    const near = { lat: 35.01, lng: 135.77 };
    const km = (s: Service) => distanceKm(near.lat, near.lng, s.location!.lat, s.location!.lng);
    const nearest = (keep: (s: Service) => boolean) =>
      PLACES.filter((s) => s.location && keep(s))
        .sort((a, b) => km(a) - km(b) || (a._id < b._id ? -1 : 1))
        .map((s) => s._id);
    const walk = async (words: string[], filters: SearchFilters) => {
      const walked: string[] = [];
      let total: number | undefined;
      let after: unknown[] | undefined;
      for (let page = 0; page < 50; page++) {
        const next = await engine.search({
          words,
          filters,
          sort: 'distance',
          near,
          limit: 4,
          after,
        });
        total ??= next.total;
        walked.push(...ids(next.items));
        if (!next.next) break;
        after = engine.cursorSchema('distance', filters).parse(next.next);
      }
      return { walked, total };
    };
    const every = await walk([], {});
    expect(every.walked[0]).toBe('kyoto-japan');
    expect(every.walked).toEqual(nearest(() => true));
    expect(every.total).toBe(every.walked.length);
    // Places without a location are not listed, even when they match.
    expect((await walk(['zephyr'], {})).walked).toEqual([]);
    const best = new Set(ids((await run(engine, 'best')).items));
    const asia = await walk(['best'], { region: 'Asia', maxPrice: 3000 });
    expect(asia.walked.length).toBeGreaterThan(1);
    expect(asia.walked).toEqual(
      nearest((s) => best.has(s._id) && s.region === 'Asia' && s.price <= 3000),
    );
  });

  it('suggests a query that finds something when one finds nothing, under the same filters', async () => {
    for (const [q, filters] of [
      ['kyyottoo', {}],
      ['penguinnnz', {}],
      ['tabbble mountain', {}],
      ['sanntorrinni', { region: 'Europe' }],
      ['ha lonnng bay', {}],
    ] as [string, SearchFilters][]) {
      expect((await run(engine, q, filters)).total, q).toBe(0);
      const suggestion = await engine.suggest(queryWords(q), filters);
      expect(suggestion, q).not.toBeNull();
      expect(
        (await run(engine, suggestion!, filters)).total,
        `${q} → ${suggestion}`,
      ).toBeGreaterThan(0);
    }
    // A short word the places use stays in the suggestion.
    expect(await engine.suggest(queryWords('ha lonnng bay'), {})).toBe('ha long bay');
    expect(await engine.suggest(queryWords('xqzvv wkkpq'), {})).toBeNull();
    // Nothing in Oceania is near "kyyottoo".
    const far = await engine.suggest(queryWords('kyyottoo'), { region: 'Oceania' });
    if (far !== null)
      expect((await run(engine, far, { region: 'Oceania' })).total).toBeGreaterThan(0);
  });
});
