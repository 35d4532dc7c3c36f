import { expect } from 'vitest';
import { savedPlacesSchema } from '../../../src/saved/schema';
import { bearer, createTestUser } from '../../helpers';
import { fillerIds, storeSaved, storedSaved } from '../../saved-support';
import type { ContractCase } from '../case';
import type { ApiRequest, Client } from '../targets';
import { expectError, service } from '../support';

/*
 * Saved places at the edge: the answers' shapes, the one error shape for every refusal (the cap's
 * 409 too), that nothing personal is kept by a cache (private, no-store), and that saves are
 * writes, on every target. Saves racing for the last free places: saved.test.ts (ten at once
 * through the Functions emulator wait for its workers until it answers 504 itself).
 */

const send = (client: Client, method: ApiRequest['method'], path: string, token?: string) =>
  client.send({ method, path, headers: token ? bearer(token) : {} });

/** A seeded place the saved cases use (saving changes nothing of a place). */
const PLACE = 5;

export const savedCases: ContractCase[] = [
  {
    area: 'saved',
    name: 'PUT and DELETE /me/saved/:serviceId answer {saved}, twice the same; GET /me/saved answers {items} as the catalogue shapes them; all private, no-store',
    async run(t) {
      const client = t.client();
      const reader = await createTestUser();
      const id = service(PLACE)._id;
      const place = await send(client, 'GET', `/service/${id}`);
      expect(place.status, place.text).toBe(200);
      const steps = [
        ['PUT', { saved: true }, [{ ...place.body, archived: false }]],
        ['PUT', { saved: true }, [{ ...place.body, archived: false }]],
        ['DELETE', { saved: false }, []],
        ['DELETE', { saved: false }, []],
      ] as const;
      for (const [method, answer, items] of steps) {
        const res = await send(client, method, `/me/saved/${id}`, reader.idToken);
        expect(res.status, res.text).toBe(200);
        expect(res.body).toEqual(answer);
        expect(res.headers['cache-control']).toBe('private, no-store');
        const list = await send(client, 'GET', '/me/saved', reader.idToken);
        expect(list.status, list.text).toBe(200);
        expect(list.headers['cache-control']).toBe('private, no-store');
        expect(savedPlacesSchema.parse(list.body)).toEqual({ items, nextCursor: null });
      }
    },
  },
  {
    area: 'saved',
    name: 'an unsigned save, removal or list is the JSON 401, never cached',
    async run(t) {
      const client = t.client();
      for (const [method, path] of [
        ['PUT', `/me/saved/${service(PLACE)._id}`],
        ['DELETE', `/me/saved/${service(PLACE)._id}`],
        ['GET', '/me/saved'],
      ] as const) {
        const res = await send(client, method, path);
        expectError(res, 401, 'unauthenticated');
        expect(res.headers['cache-control'], path).toMatch(/no-store/);
      }
    },
  },
  {
    area: 'saved',
    name: 'an unknown place is the JSON 404 both ways, a malformed id the JSON 400, never cached',
    async run(t) {
      const client = t.client();
      const reader = await createTestUser();
      for (const method of ['PUT', 'DELETE'] as const) {
        const unknown = await send(client, method, '/me/saved/noSuchPlace123', reader.idToken);
        expectError(unknown, 404, 'not_found', 'No such service');
        expect(unknown.headers['cache-control']).toBe('private, no-store');
        const bad = await send(client, method, '/me/saved/no.such.id', reader.idToken);
        expectError(bad, 400, 'invalid_input', /^Invalid serviceId:/);
      }
      expect(await storedSaved(reader.uid)).toBeUndefined();
    },
  },
  {
    area: 'saved',
    name: 'past 500 saved places a save is the JSON 409 and changes nothing',
    async run(t) {
      const client = t.client();
      const reader = await createTestUser();
      const full = fillerIds(500);
      await storeSaved(reader.uid, full);
      const res = await send(client, 'PUT', `/me/saved/${service(PLACE)._id}`, reader.idToken);
      expectError(
        res,
        409,
        'conflict',
        'You have saved 500 places, the most an account may keep: remove one to save another',
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(await storedSaved(reader.uid)).toEqual(full);
    },
  },
  {
    area: 'rate limits',
    name: "a save and a removal are writes: past the account's allowance, the JSON 429 with Retry-After, and nothing is stored",
    timeoutMs: 120_000,
    async run(t) {
      const client = t.client();
      const reader = await createTestUser();
      const { writesPerUser: perUser } = t.limits;
      for (let i = 1; i <= perUser; i++) {
        // A cheap write: counted, then refused by the schema before any database work.
        const res = await send(client, 'PUT', '/me/saved/no.such.id', reader.idToken);
        expect(res.status, `write ${i} of ${perUser}`).toBe(400);
      }
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await send(client, method, `/me/saved/${service(PLACE)._id}`, reader.idToken);
        expectError(res, 429, 'rate_limited');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await storedSaved(reader.uid)).toBeUndefined();
      // Reading the list is not a write.
      expect((await send(client, 'GET', '/me/saved', reader.idToken)).status).toBe(200);
    },
  },
];
