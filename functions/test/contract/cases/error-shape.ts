import { expect } from 'vitest';
import type { ContractCase } from '../case';
import { expectError } from '../support';

export const errorShapeCases: ContractCase[] = [
  {
    area: 'error shape',
    name: "answers unknown API paths with the API's JSON 404, not the site's page",
    async run(t) {
      const res = await t.client().send({ method: 'GET', path: '/nope' });
      expectError(res, 404, 'not_found', 'No such API route');
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'No such API route' } });
    },
  },
  {
    area: 'error shape',
    name: 'answers a method a route does not have with the JSON 404',
    async run(t) {
      const res = await t.client().send({ method: 'DELETE', path: '/service' });
      expectError(res, 404, 'not_found', 'No such API route');
    },
  },
  {
    area: 'error shape',
    name: 'answers 404 with the JSON error for a service that does not exist',
    async run(t) {
      const res = await t.client().send({ method: 'GET', path: '/service/no-such-place' });
      expectError(res, 404, 'not_found', 'No such service');
    },
  },
  {
    area: 'error shape',
    name: 'answers a bad catalogue query with the JSON 400 naming the parameter, however the runtime parsed it',
    async run(t) {
      const client = t.client();
      // Repeated and bracketed parameters are parsed into arrays and objects by Express's
      // query parser (the runtime's and ours): the schema still sees one bad value.
      for (const [query, field] of [
        ['region=Antarctica', 'region'],
        ['region=Asia&region=Europe', 'region'],
        ['q[$ne]=x', 'q'],
        ['minPrice=3000&maxPrice=1000', 'minPrice'],
        ['cursor=%E0%A4%A', 'cursor'],
      ] as const) {
        const res = await client.send({ method: 'GET', path: `/catalog?${query}` });
        expectError(res, 400, 'invalid_input', new RegExp(`^Invalid ${field}`));
        expect(res.headers['cache-control'], query).toBe('no-store');
      }
    },
  },
  {
    area: 'error shape',
    name: 'finds places by an accented, percent-encoded search through every layer',
    async run(t) {
      const res = await t.client().send({ method: 'GET', path: '/catalog?q=S%C3%A3o%20Paulo' });
      expect(res.status, res.text).toBe(200);
      expect(res.body.items.map((s: { title: string }) => s.title)).toEqual(['São Paulo, Brazil']);
      expect(res.body.total).toBe(1);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=10/);
    },
  },
];
