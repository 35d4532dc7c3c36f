import { expect } from 'vitest';
import type { ContractCase } from '../case';
import { expectError } from '../support';

/*
 * GET /catalog's search shapes (docs/api.md, "Finding places"): `sort=relevance`, the default when
 * `q` is given; `suggestion` when `q` finds nothing, and only then; a bad sort is the JSON 400.
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
];
