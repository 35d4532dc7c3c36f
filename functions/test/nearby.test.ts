import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetData, writePlaces, type SeedService } from '@tourist-guide/testing';
import { createApp } from '../src/app';
import { NO_RATINGS } from '../src/services/rating';
import { distanceKm, PlaceIndex } from '../src/services/search/place-index';
import type { NearbyPlace, SearchablePlace } from '../src/services/schema';
import { bearer, createAdmin } from './helpers';

/*
 * GET /service/:id/nearby: the live places nearest to a place, nearest first, never itself,
 * checked against a brute-force computation on random catalogues, first on the index alone, then
 * through HTTP on places written to the emulator.
 */

const located = (id: string, lat: number, lng: number): SearchablePlace => ({
  _id: id,
  title: `Place ${id}`,
  country: 'Testland',
  region: 'Europe',
  description: 'A place to find by where it is.',
  price: 100,
  rating: NO_RATINGS,
  location: { lat, lng },
});

/** Every other located place, by distance then id: the answer nearby must give. */
function bruteForce(places: SearchablePlace[], from: SearchablePlace, k: number) {
  return places
    .filter((p) => p._id !== from._id && p.location)
    .map((p) => ({
      id: p._id,
      km: distanceKm(from.location!.lat, from.location!.lng, p.location!.lat, p.location!.lng),
    }))
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
    .slice(0, k);
}

const coordinate = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('the index’s nearest places', () => {
  it('equal a brute-force sort on random catalogues, with and without places that have no location', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(coordinate, { nil: null }), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(),
        (spots, k, pick) => {
          const places = spots.map((spot, i) => ({
            ...located(`p${String(i).padStart(3, '0')}`, 0, 0),
            location: spot,
          }));
          const index = new PlaceIndex();
          for (const place of places) index.upsert(place);
          const from = places[pick % places.length]!;
          if (!from.location) return;
          const { lat, lng } = from.location;
          expect(index.nearest(lat, lng, k, from._id)).toEqual(bruteForce(places, from, k));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('measure along the great circle: across the date line and near the poles', () => {
    // Taveuni (Fiji, east of 180°) to Nadi (west of it): about 300 km, not half the globe.
    expect(distanceKm(-16.85, -179.9667, -17.7765, 177.4356)).toBeCloseTo(295, -1);
    expect(distanceKm(89.9, 0, 89.9, 180)).toBeCloseTo(22.2, 0);
    expect(distanceKm(0, 0, 0, 0)).toBe(0);
  });
});

describe('GET /service/:id/nearby', () => {
  let seeded: SeedService[];
  const catalogue: SearchablePlace[] = [];
  beforeAll(async () => {
    seeded = await resetData();
    // A random catalogue around the seeded places, a few of them without a location.
    const rand = fc.sample(
      fc.record({
        lat: fc.double({ min: -60, max: 70, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
        none: fc.boolean(),
      }),
      { numRuns: 300, seed: 45 },
    );
    const written = rand.map((r, i) => {
      const place = { ...located(`nearby-${String(i).padStart(3, '0')}`, r.lat, r.lng) };
      return i % 25 === 0 ? { ...place, location: null } : place;
    });
    await writePlaces(
      written.map(({ rating, ...place }) => ({
        place: { ...place, img: seeded[0]!.img, photos: [seeded[0]!.img] },
        rating,
      })),
    );
    catalogue.push(...written, ...seeded.map((s) => ({ ...s, rating: NO_RATINGS })));
  });

  const nearby = (id: string, query: Record<string, string | number> = {}) =>
    request(createApp()).get(`/service/${id}/nearby`).query(query);

  it('lists the 6 nearest live places, nearest first, never the place itself, as brute force finds them', async () => {
    for (const from of catalogue.filter((p) => p.location).slice(0, 40)) {
      const res = await nearby(from._id).expect(200);
      const items = res.body.items as NearbyPlace[];
      const expected = bruteForce(catalogue, from, 6);
      expect(
        items.map((p) => p._id),
        from._id,
      ).toEqual(expected.map((e) => e.id));
      items.forEach((item, i) => {
        expect(item.distanceKm).toBe(Math.round(expected[i]!.km * 10) / 10);
        expect(item.location).not.toBeNull();
        expect(item.rating).toBeDefined();
      });
      expect(res.headers['cache-control']).toMatch(/^public, /);
    }
  });

  it('takes limit from 1 to 12, and refuses anything else with the JSON 400 naming it', async () => {
    const kyoto = catalogue.find((p) => p._id === 'kyoto-japan')!;
    for (const limit of [1, 12]) {
      const res = await nearby('kyoto-japan', { limit }).expect(200);
      expect(res.body.items.map((p: NearbyPlace) => p._id)).toEqual(
        bruteForce(catalogue, kyoto, limit).map((e) => e.id),
      );
    }
    for (const limit of [0, 13, 2.5, 'six']) {
      const res = await nearby('kyoto-japan', { limit }).expect(400);
      expect(res.body.error.message).toBe(
        'Invalid limit: limit must be a whole number from 1 to 12',
      );
    }
    const extra = await nearby('kyoto-japan', { near: '1,2' }).expect(400);
    expect(extra.body.error.code).toBe('invalid_input');
  });

  it('answers a place without a location with no places, an unknown one 404 and a retired one 410', async () => {
    const unlocated = catalogue.find((p) => !p.location)!;
    expect((await nearby(unlocated._id).expect(200)).body).toEqual({ items: [] });
    expect((await nearby('no-such-place').expect(404)).body.error.code).toBe('not_found');
    const admin = await createAdmin();
    const app = createApp();
    const target = catalogue.find((p) => p.location && p._id.startsWith('nearby-'))!;
    await request(app)
      .delete(`/admin/service/${target._id}`)
      .set(bearer(admin.idToken))
      .expect(200);
    expect(
      (await request(app).get(`/service/${target._id}/nearby`).expect(410)).body.error.code,
    ).toBe('gone');
    // And a retired place is nobody's neighbour any more (the index caught up with the write).
    const neighbour = bruteForce(catalogue, target, 1)[0]!.id;
    const res = await request(app)
      .get(`/service/${neighbour}/nearby`)
      .query({ limit: 12 })
      .expect(200);
    expect(res.body.items.map((p: NearbyPlace) => p._id)).not.toContain(target._id);
  });
});
