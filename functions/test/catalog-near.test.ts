import fc from 'fast-check';
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetData, writePlaces, type SeedService } from '@tourist-guide/testing';
import { createApp } from '../src/app';
import { NO_RATINGS } from '../src/services/rating';
import type { SearchEngine } from '../src/services/search/engine';
import { createInInstanceEngine } from '../src/services/search/in-instance-engine';
import { distanceKm, PlaceIndex } from '../src/services/search/place-index';
import type { CatalogItem, Point, Region, Service } from '../src/services/schema';

/*
 * GET /catalog?near=<lat>,<lng>&sort=distance: every located place that passes the filters (and
 * matches `q`), nearest first, ties by id, page after page. Checked against a brute-force
 * haversine sort on random catalogues, first on the search engine alone, then through HTTP on
 * places written to the emulator. And the reader's position is never logged.
 */

const PICTURE = '/images/services/kyoto-japan-800.webp';

const place = (
  id: string,
  location: Point | null,
  region: Region = 'Europe',
  price = 100,
  harbour = false,
): Service => ({
  _id: id,
  title: `Place ${id}`,
  country: 'Testland',
  region,
  description: harbour
    ? 'A harbour place to find by where it is.'
    : 'A place to find by where it is.',
  price,
  img: PICTURE,
  photos: [PICTURE],
  rating: NO_RATINGS,
  location,
});

interface Wanted {
  near: Point;
  region?: Region;
  maxPrice?: number;
  harbour?: boolean;
}

/** The located places that pass, by distance then id: the order sort=distance must give. */
function bruteForce(places: readonly Service[], { near, region, maxPrice, harbour }: Wanted) {
  return places
    .filter(
      (p) =>
        p.location &&
        (region === undefined || p.region === region) &&
        (maxPrice === undefined || p.price <= maxPrice) &&
        (!harbour || p.description.includes('harbour')),
    )
    .map((p) => ({
      id: p._id,
      km: distanceKm(near.lat, near.lng, p.location!.lat, p.location!.lng),
    }))
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
}

const coordinate = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
/** A few spots shared by several places: ties, which go to the id. */
const crowded = fc.constantFrom({ lat: 10, lng: 10 }, { lat: -45.5, lng: 170.25 });

function engineOver(places: readonly Service[]): SearchEngine {
  const index = new PlaceIndex();
  for (const p of places) index.upsert(p);
  const byId = new Map(places.map((p) => [p._id, p]));
  return createInInstanceEngine(
    async () => index,
    async (ids) => new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!]] : []))),
  );
}

describe('the search engine’s sort=distance', () => {
  it('pages through a brute-force haversine sort on random catalogues, with filters, words and places without a location', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            location: fc.option(fc.oneof(coordinate, crowded), { nil: null }),
            region: fc.constantFrom<Region>('Europe', 'Asia'),
            price: fc.integer({ min: 0, max: 100 }),
            harbour: fc.boolean(),
          }),
          { minLength: 1, maxLength: 80 },
        ),
        fc.oneof(coordinate, crowded),
        fc.record(
          {
            region: fc.constantFrom<Region>('Europe', 'Asia'),
            maxPrice: fc.integer({ min: 0, max: 100 }),
            harbour: fc.constant(true),
          },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 1, max: 12 }),
        async (specs, near, wanted, limit) => {
          const places = specs.map((s, i) =>
            place(`p${String(i).padStart(3, '0')}`, s.location, s.region, s.price, s.harbour),
          );
          const engine = engineOver(places);
          const { harbour, ...filters } = wanted;
          const expected = bruteForce(places, { near, ...wanted });
          const got: string[] = [];
          let after: unknown[] | undefined;
          for (let n = 0; n <= places.length; n++) {
            const page = await engine.search({
              words: harbour ? ['harbour'] : [],
              filters,
              sort: 'distance',
              near,
              limit,
              after,
            });
            expect(page.total).toBe(expected.length);
            expect(page.items.length).toBeLessThanOrEqual(limit);
            got.push(...page.items.map((s) => s._id));
            if (!page.next) break;
            // What the cursor holds goes through JSON, as a signed cursor does.
            after = JSON.parse(JSON.stringify(page.next)) as unknown[];
          }
          expect(got).toEqual(expected.map((e) => e.id));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('GET /catalog?near&sort=distance', () => {
  let seeded: SeedService[];
  const catalogue: Service[] = [];
  beforeAll(async () => {
    seeded = await resetData();
    const rand = fc.sample(
      fc.record({
        lat: fc.double({ min: -60, max: 70, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
        region: fc.constantFrom<Region>('Europe', 'Asia', 'Africa'),
        price: fc.integer({ min: 0, max: 100 }),
        harbour: fc.boolean(),
      }),
      { numRuns: 250, seed: 4545 },
    );
    // Every 20th place has no location (in Africa, by the harbour: every listing below has some).
    const written = rand.map((r, i) =>
      i % 20 === 0
        ? place(`near-${String(i).padStart(3, '0')}`, null, 'Africa', r.price, true)
        : place(
            `near-${String(i).padStart(3, '0')}`,
            { lat: r.lat, lng: r.lng },
            r.region,
            r.price,
            r.harbour,
          ),
    );
    await writePlaces(written.map(({ rating, ...p }) => ({ place: p, rating })));
    catalogue.push(...written, ...seeded.map((s) => ({ ...s, rating: NO_RATINGS })));
  });

  const app = createApp();
  const catalog = (query: Record<string, string | number>) =>
    request(app).get('/catalog').query(query);

  /** Every page of a listing, by its cursors. */
  async function allPages(query: Record<string, string | number>) {
    const items: CatalogItem[] = [];
    let total: number | undefined;
    let cursor: string | undefined;
    for (let n = 0; n < 100; n++) {
      const res = await catalog({ ...query, ...(cursor && { cursor }) });
      expect(res.status, res.text).toBe(200);
      total ??= res.body.total as number;
      items.push(...(res.body.items as CatalogItem[]));
      cursor = (res.body.nextCursor as string | null) ?? undefined;
      if (!cursor) break;
    }
    return { items, total };
  }

  const tenths = (km: number) => Math.round(km * 10) / 10;

  it('lists every located place nearest first, as brute force finds them from the point rounded to 2 decimals', async () => {
    // Rounded to 2 decimals before use: -12.35, 100.99.
    const near = { lat: -12.34567, lng: 100.98765 };
    const rounded = { lat: -12.35, lng: 100.99 };
    const { items, total } = await allPages({
      near: `${near.lat},${near.lng}`,
      sort: 'distance',
      limit: 48,
    });
    const expected = bruteForce(catalogue, { near: rounded });
    expect(total).toBe(expected.length);
    expect(items.map((p) => p._id)).toEqual(expected.map((e) => e.id));
    items.forEach((item, i) => {
      expect(item.distanceKm).toBe(tenths(expected[i]!.km));
      expect(item.location).not.toBeNull();
    });
    // The same answer as for the rounded point, cursors and all.
    const queries: Record<string, string | number>[] = [{ limit: 48 }, { limit: 5, q: 'harbour' }];
    for (const query of queries) {
      const raw = await catalog({ ...query, near: '-12.34567, 100.98765', sort: 'distance' });
      const same = await catalog({ ...query, near: '-12.35,100.99', sort: 'distance' });
      expect(raw.body).toEqual(same.body);
    }
  });

  it('combines with q and every filter, and pages the same whatever the page size', async () => {
    const near = { lat: 35.01, lng: 135.77 };
    const wanted = { near, region: 'Asia' as const, maxPrice: 60, harbour: true };
    const expected = bruteForce(catalogue, wanted).map((e) => e.id);
    expect(expected.length).toBeGreaterThan(5);
    for (const limit of [1, 7, 48]) {
      const { items, total } = await allPages({
        q: 'harbour',
        region: 'Asia',
        maxPrice: 60,
        near: '35.01,135.77',
        sort: 'distance',
        limit,
      });
      expect(items.map((p) => p._id)).toEqual(expected);
      expect(total).toBe(expected.length);
    }
    // minRating too: the same places as the Firestore-served list, nearest first.
    const rated = await allPages({ near: '35.01,135.77', sort: 'distance', minRating: 3 });
    const listed = await allPages({ minRating: 3, sort: 'title', limit: 48 });
    expect(rated.items.map((p) => p._id).sort()).toEqual(
      listed.items
        .filter((p) => p.location)
        .map((p) => p._id)
        .sort(),
    );
    const km = rated.items.map((p) => p.distanceKm!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('adds distanceKm on every other sort, null for a place without a location, and keeps that sort’s order', async () => {
    const queries: Record<string, string | number>[] = [
      { region: 'Africa', sort: 'title', limit: 48 },
      { q: 'harbour', region: 'Africa', limit: 48 },
    ];
    for (const query of queries) {
      const plain = await catalog(query).expect(200);
      const near = await catalog({ ...query, near: '0,0' }).expect(200);
      const items = near.body.items as CatalogItem[];
      expect(items.map((p) => p._id)).toEqual(plain.body.items.map((p: Service) => p._id));
      expect(items.some((p) => p.location === null)).toBe(true);
      for (const item of items) {
        const at = item.location;
        expect(item.distanceKm).toBe(at ? tenths(distanceKm(0, 0, at.lat, at.lng)) : null);
      }
      expect(near.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('refuses a cursor made for another point', async () => {
    const first = await catalog({ near: '10,10', sort: 'distance', limit: 2 }).expect(200);
    const cursor = first.body.nextCursor as string;
    await catalog({ near: '10,10', sort: 'distance', limit: 2, cursor }).expect(200);
    const moved = await catalog({ near: '10,10.01', sort: 'distance', limit: 2, cursor });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toBe('Invalid cursor: ask for the first page again');
  });
});

describe('the reader’s position in the logs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Everything the app logs while `act` runs: its logger, the console, stdout and stderr. */
  async function logsOf(act: () => Promise<void>): Promise<string> {
    const lines: string[] = [];
    const keep = (...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    };
    for (const method of ['debug', 'log', 'info', 'warn', 'error', 'write'] as const) {
      vi.spyOn(logger, method).mockImplementation(keep);
    }
    for (const method of ['debug', 'log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation(keep);
    }
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
        keep(String(chunk));
        return true;
      });
    }
    try {
      await act();
    } finally {
      vi.restoreAllMocks();
    }
    return lines.join('\n');
  }

  const RAW = ['48.858371', '2.294482'];
  const near = RAW.join(',');

  it('is in no log line: answered, refused, or failed on our side', async () => {
    const failing: SearchEngine = {
      name: 'failing',
      cursorSchema: () => {
        throw new Error('the index is not there');
      },
      search: () => Promise.reject(new Error('the index is not there')),
      suggest: () => Promise.reject(new Error('the index is not there')),
    };
    const statuses: number[] = [];
    const logs = await logsOf(async () => {
      const app = createApp();
      const broken = createApp({ search: failing });
      for (const [target, path] of [
        [app, `/catalog?near=${near}&sort=distance`],
        [app, `/catalog?near=${near}&sort=price&q=kyoto`],
        [app, `/api/catalog?near=${near}&sort=distance&limit=99`],
        [app, `/catalog?near=9${near}&sort=distance`],
        [app, `/catalog?near=${RAW[0]}&sort=distance`],
        [app, `/catalog?near=${near}&sort=distance&cursor=${near}`],
        [app, `/nowhere?near=${near}`],
        [broken, `/catalog?near=${near}&sort=distance`],
        [broken, `/catalog?near=${near}&q=kyoto`],
      ] as const) {
        statuses.push((await request(target).get(path)).status);
      }
    });
    // Each kind of answer was given: found, refused, not found, failed.
    expect(statuses).toEqual([200, 200, 400, 400, 400, 400, 404, 500, 500]);
    // The failures were logged (so this would see a position logged with them)…
    expect(logs).toContain('request failed');
    // …and no line holds the position, whole or either half.
    for (const raw of [near, ...RAW, encodeURIComponent(near)]) expect(logs).not.toContain(raw);
  });
});
