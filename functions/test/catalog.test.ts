import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { writePlaces } from '@tourist-guide/testing';
import { createApp } from '../src/app';
import { dbStats, resetDbStats } from '../src/lib/db-stats';
import { ratingOf, type Stars } from '../src/services';
import { bayesianAverage, recommendedScore } from '../src/services/ranking';
import type { Service, ServiceInput } from '../src/services/schema';
import { normalize } from '../src/services/search/words';
import { api, emulatorDb } from './helpers';

/*
 * GET /catalog over a catalogue laid out here (written as the API stores places),
 * checked against expectations computed independently from the same rows.
 */
type Row = { place: ServiceInput; stars: Stars[] };

const picture = '/images/services/kyoto-japan-800.webp';
const row = (
  _id: string,
  title: string,
  country: string,
  region: ServiceInput['region'],
  price: number,
  stars: Stars[] = [],
): Row => ({
  place: {
    _id,
    title,
    description: `About ${title}.`,
    price,
    country,
    region,
    img: picture,
    photos: [picture],
    location: null,
  },
  stars,
});

const many = (n: number, star: Stars) => Array.from({ length: n }, () => star);
const ROWS: Row[] = [
  row('sao-paulo', 'São Paulo, Brazil', 'Brazil', 'South America', 1440, [5, 4, 4]),
  row('salvador', 'Salvador', 'Brazil', 'South America', 1200, [3, 3, 4, 5]),
  row('new-york', 'New York City, USA', 'United States', 'North America', 2590, [5, 5, 4, 4, 4, 3]),
  row('york', 'York, England', 'United Kingdom', 'Europe', 980, [4, 4, 4]),
  row(
    'machu-picchu',
    'Machu Picchu, Peru',
    'Peru',
    'South America',
    3150,
    many(200, 5).concat(many(50, 4)),
  ),
  row('two-fives', 'Tiny Gem', 'Iceland', 'Europe', 800, [5, 5]),
  row(
    'crowd-favourite',
    'Crowd Favourite',
    'Italy',
    'Europe',
    2000,
    many(190, 5).concat(many(10, 1)),
  ),
  row('kyoto', 'Kyoto, Japan', 'Japan', 'Asia', 2890, [4, 5, 5, 3]),
  row('kyoto-2', 'Kyoto Gardens', 'Japan', 'Asia', 2890, [4, 5, 5, 3]),
  row('bali', 'Bali, Indonesia', 'Indonesia', 'Asia', 1490, [2, 3]),
  row('chichen-itza', 'Chichén Itzá, Mexico', 'Mexico', 'North America', 1790),
  row('marrakech', 'Marrakech, Morocco', 'Morocco', 'Africa', 1290, [4, 4, 5, 5, 3, 4, 4]),
  row('cape-town', 'Cape Town', 'South Africa', 'Africa', 2380, [1, 2, 2]),
  row('sydney', 'Sydney, Australia', 'Australia', 'Oceania', 2790, [5, 4]),
  row('uluru', 'Uluru', 'Australia', 'Oceania', 2290, [4, 4, 4, 4, 5]),
  ...Array.from({ length: 25 }, (_, i) =>
    row(
      `filler-${String(i).padStart(2, '0')}`,
      `Filler Place ${i}`,
      'Chile',
      'South America',
      500 + i * 100,
      i % 3 ? [3, 4] : [],
    ),
  ),
];

const asService = ({ place, stars }: Row): Service => ({ ...place, rating: ratingOf(stars) });
const ALL = ROWS.map(asService);

beforeAll(async () => {
  const db = emulatorDb();
  for (const name of ['services', 'reviews']) {
    const snap = await db.collection(name).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
  await writePlaces(ROWS.map(({ place, stars }) => ({ place, rating: ratingOf(stars) })));
});

type Query = Record<string, string | number>;
const get = (query: Query = {}) => api().get('/catalog').query(query);

/** Follows nextCursor to the end; returns every id in order. */
async function walk(query: Query): Promise<{ ids: string[]; totals: number[] }> {
  const ids: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res: { body: { items: Service[]; total: number; nextCursor: string | null } } = await get(
      cursor ? { ...query, cursor } : query,
    ).expect(200);
    ids.push(...res.body.items.map((s: Service) => s._id));
    totals.push(res.body.total);
    cursor = res.body.nextCursor;
    if (!cursor) return { ids, totals };
  }
  throw new Error('more than 100 pages');
}

/** Descending by a key, ties by id descending (the API's order for descending sorts). */
const byDesc = (key: (s: Service) => number) => (a: Service, b: Service) =>
  key(b) - key(a) || (a._id < b._id ? 1 : -1);
const byAsc = (key: (s: Service) => number | string) => (a: Service, b: Service) => {
  const x = key(a);
  const y = key(b);
  return x < y ? -1 : x > y ? 1 : a._id < b._id ? -1 : 1;
};

describe('GET /catalog', () => {
  it('answers the first 12 places, recommended first, with the total and a cursor', async () => {
    const res = await get().expect(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=10/);
    expect(res.body.total).toBe(ROWS.length);
    expect(res.body.items).toHaveLength(12);
    expect(typeof res.body.nextCursor).toBe('string');
    const expected = [...ALL].sort(byDesc((s) => recommendedScore(s.rating))).slice(0, 12);
    expect(res.body.items).toEqual(expected);
  });

  it('ranks by a Bayesian average: two 5-star reviews do not outrank two hundred mostly 5s', async () => {
    const ids: string[] = (await walk({ sort: 'rating', limit: 48 })).ids;
    expect(ids.indexOf('machu-picchu')).toBeLessThan(ids.indexOf('two-fives'));
    expect(ids.indexOf('crowd-favourite')).toBeLessThan(ids.indexOf('two-fives'));
    expect(ids).toEqual([...ALL].sort(byDesc((s) => bayesianAverage(s.rating))).map((s) => s._id));
  });

  it.each([
    ['sao', ['sao-paulo']],
    ['SÃO', ['sao-paulo']],
    ['são paulo', ['sao-paulo']],
    ['Paulo, Brazil', ['sao-paulo']],
    ['brazil', ['salvador', 'sao-paulo']],
    ['south amer', null],
    ['york', ['new-york', 'york']],
    ['new york', ['new-york']],
    ['york city', ['new-york']],
    ['machu pic', ['machu-picchu']],
    ['chichen itza', ['chichen-itza']],
    ['ulo', []],
    ['!!!', null],
  ])('q=%s matches words and word prefixes, whatever the case and accents', async (q, expected) => {
    const { ids } = await walk({ q, sort: 'title', limit: 48 });
    if (expected === null) {
      // No letters at all searches nothing; "south amer" is a region: every South American place.
      const want = q === '!!!' ? ALL : ALL.filter((s) => s.region === 'South America');
      expect(ids.sort()).toEqual(want.map((s) => s._id).sort());
    } else {
      expect(ids.sort()).toEqual([...expected].sort());
    }
  });

  it('filters by region, price range and minimum rating, alone and together, and counts the matches', async () => {
    const cases: [Query, (s: Service) => boolean][] = [
      [{ region: 'Asia' }, (s) => s.region === 'Asia'],
      [{ minPrice: 1000 }, (s) => s.price >= 1000],
      [{ maxPrice: 1500 }, (s) => s.price <= 1500],
      [{ minPrice: 1200, maxPrice: 2600 }, (s) => s.price >= 1200 && s.price <= 2600],
      [{ minRating: 4 }, (s) => (s.rating.average ?? 0) >= 4],
      [{ minRating: 4.5 }, (s) => (s.rating.average ?? 0) >= 4.5],
      [
        { region: 'South America', maxPrice: 2000, minRating: 3.5 },
        (s) => s.region === 'South America' && s.price <= 2000 && (s.rating.average ?? 0) >= 3.5,
      ],
      [
        { q: 'kyoto', region: 'Asia', minRating: 4 },
        (s) => normalize(s.title).startsWith('kyoto') && (s.rating.average ?? 0) >= 4,
      ],
    ];
    for (const [query, keep] of cases) {
      for (const sort of ['recommended', 'price', '-price', 'title', 'reviews', 'rating']) {
        const { ids, totals } = await walk({ ...query, sort, limit: 5 });
        const want = ALL.filter(keep);
        expect(ids.slice().sort(), `${JSON.stringify(query)} ${sort}`).toEqual(
          want.map((s) => s._id).sort(),
        );
        expect(new Set(totals), `${JSON.stringify(query)} total`).toEqual(new Set([want.length]));
      }
    }
  });

  it('orders each sort as documented, and a cursor walk returns every match exactly once', async () => {
    const expected: Record<string, Service[]> = {
      recommended: [...ALL].sort(byDesc((s) => recommendedScore(s.rating))),
      rating: [...ALL].sort(byDesc((s) => bayesianAverage(s.rating))),
      reviews: [...ALL].sort(byDesc((s) => s.rating.count)),
      price: [...ALL].sort(byAsc((s) => s.price)),
      '-price': [...ALL].sort(byDesc((s) => s.price)),
      title: [...ALL].sort(byAsc((s) => normalize(s.title))),
    };
    for (const [sort, list] of Object.entries(expected)) {
      for (const limit of [1, 7, 48]) {
        const { ids } = await walk({ sort, limit });
        expect(ids, `${sort} by ${limit}`).toEqual(list.map((s) => s._id));
      }
    }
    // With a price range the sort still leads, the price breaks its ties.
    const ranged = ALL.filter((s) => s.price >= 800 && s.price <= 2000).sort(
      (a, b) => b.rating.count - a.rating.count || a.price - b.price || (a._id < b._id ? -1 : 1),
    );
    expect((await walk({ sort: 'reviews', minPrice: 800, maxPrice: 2000, limit: 3 })).ids).toEqual(
      ranged.map((s) => s._id),
    );
  });

  it.each([
    [{ minPrice: 3000, maxPrice: 1000 }, 'minPrice'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 49 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ region: 'Antarctica' }, 'region'],
    [{ minRating: 0 }, 'minRating'],
    [{ minRating: 6 }, 'minRating'],
    [{ minRating: 4.2 }, 'minRating'],
    [{ minPrice: -1 }, 'minPrice'],
    [{ maxPrice: 'cheap' }, 'maxPrice'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ page: 2 }, 'query'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
    [{ sort: 'relevance' }, 'sort'],
    [{ q: 'kyoto', sort: 'best' }, 'sort'],
    [{ q: 'kyoto', cursor: 'not-a-cursor' }, 'cursor'],
  ])('answers 400 for %j', async (query, field) => {
    const res = await get(query as Query).expect(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.message).toMatch(new RegExp(`^Invalid ${field}`));
  });

  it('refuses a cursor made for other filters or another sort', async () => {
    const first = await get({ region: 'Europe', limit: 1 }).expect(200);
    const cursor = first.body.nextCursor as string;
    await get({ region: 'Asia', limit: 1, cursor }).expect(400);
    await get({ region: 'Europe', limit: 1, cursor, sort: 'price' }).expect(400);
    await get({ region: 'Europe', limit: 1, cursor }).expect(200);
  });

  it('says when nothing matches, with no suggestion when no query near it finds anything', async () => {
    const res = await get({ q: 'atlantis' }).expect(200);
    expect(res.body).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      totalCapped: false,
      suggestion: null,
    });
  });

  it('suggests a query that finds something under the same filters when q finds nothing, and only then', async () => {
    const missed = await get({ q: 'kyyottoo gardns' }).expect(200);
    expect(missed.body).toMatchObject({ items: [], total: 0, suggestion: 'kyoto gardens' });
    const followed = await get({ q: missed.body.suggestion as string }).expect(200);
    expect(followed.body.items.map((s: Service) => s._id)).toEqual(['kyoto-2']);
    // Nothing in Europe is near "kyyottoo".
    const europe = await get({ q: 'kyyottoo', region: 'Europe' }).expect(200);
    expect(europe.body).toMatchObject({ total: 0, suggestion: null });
    // A query that finds something answers no suggestion at all.
    const found = await get({ q: 'kyoto' }).expect(200);
    expect(found.body).not.toHaveProperty('suggestion');
    expect(found.body.total).toBe(2);
  });

  it('orders the matches of q by relevance unless told otherwise, and by every other sort as without q', async () => {
    const relevant = await get({ q: 'york' }).expect(200);
    // "York" is the title's word in both; New York City is the better known.
    expect(relevant.body.items.map((s: Service) => s._id)).toEqual(['new-york', 'york']);
    const orders: Record<string, (a: Service, b: Service) => number> = {
      recommended: byDesc((s) => recommendedScore(s.rating)),
      rating: byDesc((s) => bayesianAverage(s.rating)),
      reviews: byDesc((s) => s.rating.count),
      price: byAsc((s) => s.price),
      '-price': byDesc((s) => s.price),
      title: byAsc((s) => normalize(s.title)),
    };
    const fillers = ALL.filter((s) => s._id.startsWith('filler-'));
    for (const [sort, order] of Object.entries(orders)) {
      for (const limit of [4, 48]) {
        const { ids, totals } = await walk({ q: 'filler place', sort, limit });
        expect(ids, `${sort} by ${limit}`).toEqual([...fillers].sort(order).map((s) => s._id));
        expect(new Set(totals)).toEqual(new Set([fillers.length]));
      }
    }
    const cheap = fillers.filter((s) => s.price <= 1500);
    const byReviews = await walk({ q: 'filler', sort: 'reviews', maxPrice: 1500, limit: 3 });
    expect(byReviews.ids).toEqual(
      [...cheap]
        .sort(
          (a, b) =>
            b.rating.count - a.rating.count || a.price - b.price || (a._id < b._id ? -1 : 1),
        )
        .map((s) => s._id),
    );
  });

  it('counts no further than its maximum: past it, total is the maximum and totalCapped is true', async () => {
    const capped = (query: Query) =>
      request(createApp({ catalogTotalMax: 20 }))
        .get('/catalog')
        .query(query)
        .expect(200);
    resetDbStats();
    const all = await capped({});
    expect(all.body).toMatchObject({ total: 20, totalCapped: true });
    // The count is a count aggregation limited to the maximum + 1.
    expect(dbStats.docsRead).toBeLessThanOrEqual(12 + 1 + 1);
    expect((await capped({ q: 'filler' })).body).toMatchObject({ total: 20, totalCapped: true });
    expect((await capped({ region: 'Asia' })).body).toMatchObject({
      total: ROWS.filter((r) => r.place.region === 'Asia').length,
      totalCapped: false,
    });
    expect((await get({ q: 'filler' })).body).toMatchObject({ total: 25, totalCapped: false });
  });

  it('reads at most limit + 1 places and one count per page, whatever the catalogue', async () => {
    const queries: Query[] = [{}, { region: 'South America', maxPrice: 2000 }, { sort: 'price' }];
    for (const query of queries) {
      resetDbStats();
      const res = await get({ ...query, limit: 5 }).expect(200);
      expect(dbStats.docsRead, JSON.stringify(query)).toBeLessThanOrEqual(5 + 1 + 1);
      resetDbStats();
      await get({ ...query, limit: 5, cursor: res.body.nextCursor }).expect(200);
      expect(dbStats.docsRead, `${JSON.stringify(query)} page 2`).toBeLessThanOrEqual(5 + 1 + 1);
    }
  });

  it("reads every place on offer once to build an instance's index, then only the page's places per search", async () => {
    const app = createApp();
    const search = async (query: Query) => {
      resetDbStats();
      const res = await request(app).get('/catalog').query(query).expect(200);
      return {
        body: res.body as { items: Service[]; nextCursor: string },
        reads: dbStats.docsRead,
      };
    };
    const built = await search({ q: 'filler', sort: 'price', limit: 5 });
    expect(built.reads).toBe(ROWS.length + 5);
    const again = await search({ q: 'filler', sort: 'price', limit: 5 });
    expect(again.reads).toBe(5);
    const next = await search({
      q: 'filler',
      sort: 'price',
      limit: 5,
      cursor: again.body.nextCursor,
    });
    expect(next.reads).toBe(5);
    const asia = await search({ q: 'kyoto gardens', region: 'Asia' });
    expect(asia.reads).toBe(asia.body.items.length);
    expect((await search({ q: 'kyyottoo' })).reads).toBe(0);
  });
});
