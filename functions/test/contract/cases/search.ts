import { expect } from 'vitest';
import type { ContractCase } from '../case';
import { expectError } from '../support';

/*
 * GET /catalog's search shapes (docs/api.md, "Finding places"): `sort=relevance`, the default when
 * `q` is given; `suggestion` when `q` finds nothing, and only then; a bad sort is the JSON 400;
 * `near` and `sort=distance` ("Finding places near a point").
 */
const ids = (body: { items: { _id: string }[] }) => body.items.map((s) => s._id);

export const searchCases: ContractCase[] = [
  {
    area: 'search',
    name: 'q finds places by any word, in any order, with a typo, best match first: sort=relevance is the default',
    async run(t) {
      const client = t.client();
      const get = (query: string) => client.send({ method: 'GET', path: `/catalog?${query}` });
      const byDefault = await get('q=japan%20kyotto');
      expect(byDefault.status, byDefault.text).toBe(200);
      expect(ids(byDefault.body)[0]).toBe('kyoto-japan');
      expect(byDefault.body).toMatchObject({ nextCursor: null, totalCapped: false });
      expect(byDefault.body).not.toHaveProperty('suggestion');
      const explicit = await get('q=japan%20kyotto&sort=relevance');
      expect(explicit.body).toEqual(byDefault.body);
      expect(explicit.headers['cache-control']).toMatch(/^public, max-age=10/);
      // Words of the description, and a filter with them.
      const penguins = await get('q=penguins&region=Africa&sort=price');
      expect(ids(penguins.body)).toEqual(['cape-town-south-africa']);
      expect(penguins.body.total).toBe(1);
    },
  },
  {
    area: 'search',
    name: 'a q that finds nothing answers 200, no places and a suggestion that finds something (or null)',
    async run(t) {
      const client = t.client();
      const get = (query: string) => client.send({ method: 'GET', path: `/catalog?${query}` });
      const missed = await get('q=kyyottoo');
      expect(missed.status, missed.text).toBe(200);
      expect(missed.body).toEqual({
        items: [],
        nextCursor: null,
        total: 0,
        totalCapped: false,
        suggestion: 'kyoto',
      });
      const followed = await get(`q=${encodeURIComponent(missed.body.suggestion as string)}`);
      expect(ids(followed.body)).toContain('kyoto-japan');
      const nonsense = await get('q=xqzvv%20wkkpq');
      expect(nonsense.body).toEqual({
        items: [],
        nextCursor: null,
        total: 0,
        totalCapped: false,
        suggestion: null,
      });
    },
  },
  {
    area: 'search',
    name: 'an unknown sort, or sort=relevance without q, is the JSON 400 naming sort',
    async run(t) {
      const client = t.client();
      for (const query of ['q=kyoto&sort=best', 'sort=relevance', 'sort=relevance&region=Asia']) {
        const res = await client.send({ method: 'GET', path: `/catalog?${query}` });
        expectError(res, 400, 'invalid_input', /^Invalid sort/);
        expect(res.headers['cache-control'], query).toBe('no-store');
      }
    },
  },
  {
    area: 'search',
    name: 'GET /service/:id/nearby lists the nearest live places with their distance, nearest first; a bad limit is the JSON 400, an unknown place the JSON 404',
    async run(t) {
      const client = t.client();
      const get = (path: string) => client.send({ method: 'GET', path });
      const res = await get('/service/kyoto-japan/nearby');
      expect(res.status, res.text).toBe(200);
      const items = res.body.items as { _id: string; distanceKm: number; location: unknown }[];
      expect(items).toHaveLength(6);
      expect(items.map((p) => p._id)).not.toContain('kyoto-japan');
      const distances = items.map((p) => p.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const item of items)
        expect(item.location).toEqual(expect.objectContaining({ lat: expect.any(Number) }));
      expect(res.headers['cache-control']).toMatch(/^public, max-age=10/);
      const two = await get('/service/kyoto-japan/nearby?limit=2');
      expect(two.body.items.map((p: { _id: string }) => p._id)).toEqual(
        items.slice(0, 2).map((p) => p._id),
      );
      expectError(
        await get('/service/kyoto-japan/nearby?limit=13'),
        400,
        'invalid_input',
        'Invalid limit: limit must be a whole number from 1 to 12',
      );
      expectError(await get('/service/no-such-place/nearby'), 404, 'not_found', 'No such service');
    },
  },
  {
    area: 'search',
    name: 'near=<lat>,<lng>&sort=distance lists located places nearest first with distanceKm, combines with q and the filters, and pages by cursor; no cache keeps it',
    async run(t) {
      const client = t.client();
      const get = (query: string) => client.send({ method: 'GET', path: `/catalog?${query}` });
      type Item = {
        _id: string;
        region: string;
        price: number;
        distanceKm: number;
        location: unknown;
      };
      const kyoto = '35.01,135.77';
      const res = await get(`near=${kyoto}&sort=distance`);
      expect(res.status, res.text).toBe(200);
      const items = res.body.items as Item[];
      expect(items).toHaveLength(12);
      expect(items[0]!._id).toBe('kyoto-japan');
      expect(items[0]!.distanceKm).toBeLessThan(2);
      const distances = items.map((p) => p.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const item of items) {
        expect(typeof item.distanceKm).toBe('number');
        expect(item.location).toEqual(expect.objectContaining({ lat: expect.any(Number) }));
      }
      expect(res.body).toMatchObject({ totalCapped: false });
      expect(res.body).not.toHaveProperty('suggestion');
      expect(res.headers['cache-control']).toBe('private, no-store');

      // Every page by cursor: each located place once, the distances never going down.
      const seen: Item[] = [];
      let cursor: string | null = null;
      do {
        const page = await get(
          `near=${kyoto}&sort=distance&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.status, page.text).toBe(200);
        seen.push(...(page.body.items as Item[]));
        cursor = page.body.nextCursor as string | null;
      } while (cursor);
      expect(seen.map((p) => p._id)).toEqual(expect.arrayContaining(items.map((p) => p._id)));
      expect(new Set(seen.map((p) => p._id)).size).toBe(seen.length);
      expect(seen).toHaveLength(res.body.total as number);
      expect(seen.slice(0, 12).map((p) => p._id)).toEqual(items.map((p) => p._id));
      const all = seen.map((p) => p.distanceKm);
      expect(all).toEqual([...all].sort((a, b) => a - b));

      // Words and filters combine with it.
      const europe = await get(`near=${kyoto}&sort=distance&region=Europe&maxPrice=2700`);
      expect(europe.status, europe.text).toBe(200);
      const inEurope = europe.body.items as Item[];
      expect(inEurope.length).toBeGreaterThan(0);
      for (const item of inEurope) {
        expect(item.region).toBe('Europe');
        expect(item.price).toBeLessThanOrEqual(2700);
      }
      const near = inEurope.map((p) => p.distanceKm);
      expect(near).toEqual([...near].sort((a, b) => a - b));
      const words = await get(`q=australia&region=Oceania&near=${kyoto}&sort=distance`);
      expect(words.body.items.map((p: Item) => p._id)).toEqual([
        'uluru-australia',
        'sydney-australia',
      ]);
    },
  },
  {
    area: 'search',
    name: 'near on any other sort keeps that order and adds distanceKm to each item',
    async run(t) {
      const client = t.client();
      const get = (query: string) => client.send({ method: 'GET', path: `/catalog?${query}` });
      const plain = await get('region=Oceania&sort=price');
      const near = await get('region=Oceania&sort=price&near=-33.87,151.21');
      expect(near.status, near.text).toBe(200);
      const items = near.body.items as { _id: string; distanceKm: number | null }[];
      expect(items.map((p) => p._id)).toEqual(plain.body.items.map((p: { _id: string }) => p._id));
      expect(items.find((p) => p._id === 'sydney-australia')?.distanceKm).toBeLessThan(2);
      for (const item of items) expect(item).toHaveProperty('distanceKm');
      expect(plain.body.items[0]).not.toHaveProperty('distanceKm');
      expect(near.headers['cache-control']).toBe('private, no-store');
      expect(plain.headers['cache-control']).toMatch(/^public, max-age=10/);
    },
  },
  {
    area: 'search',
    name: 'sort=distance without near is the JSON 400 naming sort; a malformed or out-of-range near the JSON 400 naming near, never repeating it',
    async run(t) {
      const client = t.client();
      const get = (query: string) => client.send({ method: 'GET', path: `/catalog?${query}` });
      for (const query of ['sort=distance', 'sort=distance&q=kyoto&region=Asia']) {
        const res = await get(query);
        expectError(res, 400, 'invalid_input', /^Invalid sort: sort=distance needs near/);
        expect(res.headers['cache-control'], query).toBe('no-store');
      }
      const malformed = [
        'abc',
        '35.01',
        '35.01,',
        ',135.77',
        '35.01,135.77,3',
        '35.01;135.77',
        '1e1,2',
        '0x10,20',
        'NaN,0',
        'Infinity,0',
        '91.5,0',
        '-90.001,0',
        '0,180.5',
        '0,-181',
      ];
      for (const near of malformed) {
        for (const sort of ['&sort=distance', '']) {
          const res = await get(`near=${encodeURIComponent(near)}${sort}`);
          expectError(res, 400, 'invalid_input', /^Invalid near: near must /);
          expect(res.text, near).not.toContain(near);
          expect(res.headers['cache-control'], near).toBe('no-store');
        }
      }
      expectError(await get('near=35.01,135.77&near=1,2'), 400, 'invalid_input', /^Invalid near/);
    },
  },
];
