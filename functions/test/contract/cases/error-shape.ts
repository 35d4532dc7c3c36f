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
];
