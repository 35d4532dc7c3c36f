import { expect } from 'vitest';
import { bearer, createTestUser } from '../../helpers';
import type { ContractCase } from '../case';
import type { Client } from '../targets';
import { expectError, service, userWithReview } from '../support';

/*
 * Helpful votes at the edge: the answers' shapes, the one error shape for every refusal, and
 * that nothing personal is ever kept by a cache (private, no-store), on every target.
 */

const PLACE = 13;

const send = (client: Client, method: 'GET' | 'PUT' | 'DELETE', path: string, token?: string) =>
  client.send({ method, path, headers: token ? bearer(token) : {} });

export const helpfulCases: ContractCase[] = [
  {
    area: 'helpful',
    name: 'PUT and DELETE /review/:id/helpful answer {helpful, voted}, twice the same, private, no-store',
    async run(t) {
      const client = t.client();
      const { reviewId } = await userWithReview(client, { rating: 4 }, PLACE);
      const reader = await createTestUser();
      const path = `/review/${reviewId}/helpful`;
      for (const [method, body] of [
        ['PUT', { helpful: 1, voted: true }],
        ['PUT', { helpful: 1, voted: true }],
        ['DELETE', { helpful: 0, voted: false }],
        ['DELETE', { helpful: 0, voted: false }],
      ] as const) {
        const res = await send(client, method, path, reader.idToken);
        expect(res.status, res.text).toBe(200);
        expect(res.body).toEqual(body);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    },
  },
  {
    area: 'helpful',
    name: 'GET /me/helpful answers {reviewIds} of that place, private, no-store; a missing or bad service is the JSON 400',
    async run(t) {
      const client = t.client();
      const { reviewId } = await userWithReview(client, { rating: 5 }, PLACE);
      const reader = await createTestUser();
      const put = await send(client, 'PUT', `/review/${reviewId}/helpful`, reader.idToken);
      expect(put.status, put.text).toBe(200);
      const res = await send(
        client,
        'GET',
        `/me/helpful?service=${service(PLACE)._id}`,
        reader.idToken,
      );
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ reviewIds: [reviewId] });
      expect(res.headers['cache-control']).toBe('private, no-store');
      for (const query of ['', '?service=', '?service=a.b', `?service=${reviewId}&x=1`]) {
        const bad = await send(client, 'GET', `/me/helpful${query}`, reader.idToken);
        expectError(bad, 400, 'invalid_input', /^Invalid (service|query):/);
        expect(bad.headers['cache-control']).toBe('private, no-store');
      }
    },
  },
  {
    area: 'helpful',
    name: 'an unsigned vote, withdrawal or GET /me/helpful is the JSON 401, never cached',
    async run(t) {
      const client = t.client();
      const { reviewId } = await userWithReview(client, { rating: 3 }, PLACE);
      for (const [method, path] of [
        ['PUT', `/review/${reviewId}/helpful`],
        ['DELETE', `/review/${reviewId}/helpful`],
        ['GET', `/me/helpful?service=${service(PLACE)._id}`],
      ] as const) {
        const res = await send(client, method, path);
        expectError(res, 401, 'unauthenticated');
        expect(res.headers['cache-control'], path).toMatch(/no-store/);
      }
    },
  },
  {
    area: 'helpful',
    name: 'voting on your own review is the JSON 403, on an unknown review 404, on a malformed id 400',
    async run(t) {
      const client = t.client();
      const { user, reviewId } = await userWithReview(client, { rating: 2 }, PLACE);
      for (const method of ['PUT', 'DELETE'] as const) {
        expectError(
          await send(client, method, `/review/${reviewId}/helpful`, user.idToken),
          403,
          'forbidden',
          'You cannot mark your own review helpful',
        );
        expectError(
          await send(client, method, '/review/noSuchReview123/helpful', user.idToken),
          404,
          'not_found',
          'No such review',
        );
        expectError(
          await send(client, method, '/review/no.such.id/helpful', user.idToken),
          400,
          'invalid_input',
        );
      }
    },
  },
];
