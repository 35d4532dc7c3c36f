import { expect } from 'vitest';
import { bearer } from '../../helpers';
import type { ContractCase } from '../case';
import { userWithReview, world } from '../support';

// Ratings reach everyone within 60 s (docs/api.md, "How long a change takes to show"): 10 s in
// browsers, 30 s at the CDN, each 5 s more while it refreshes.
const SERVICES_CACHE = 'public, max-age=10, s-maxage=30, stale-while-revalidate=5';
const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

export const headerCases: ContractCase[] = [
  {
    area: 'headers',
    name: 'sends helmet security headers and does not say it is Express',
    async run(t) {
      const res = await t.client().send({ method: 'GET', path: '/service' });
      expect(res.status).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeDefined();
      // The emulators' own Express servers add X-Powered-By in front of the function (production's
      // Functions Framework disables it), so only the app served alone can show it sends none.
      if (!t.runtimeReadsBody) expect(res.headers['x-powered-by']).toBeUndefined();
    },
  },
  {
    area: 'headers',
    name: 'lets browsers and the CDN cache services, and answers a repeat visit with 304',
    async run(t) {
      const client = t.client();
      const first = await client.send({ method: 'GET', path: '/service' });
      expect(first.status).toBe(200);
      // Every seeded place, as seeded, each with its rating (other cases may have rated them). They
      // come in the recommended order, which those ratings move (services.test.ts pins the order).
      const rating = {
        average: expect.toBeOneOf([null, expect.any(Number)]),
        count: expect.any(Number),
        histogram: expect.any(Array),
      };
      expect([...first.body].sort(byTitle)).toEqual(
        [...world.services].sort(byTitle).map((s) => ({ ...s, rating })),
      );
      expect(first.headers['cache-control']).toBe(SERVICES_CACHE);
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(first.headers.etag).toBeDefined();
      const again = await client.send({
        method: 'GET',
        path: '/service',
        headers: { 'If-None-Match': first.headers.etag! },
      });
      if (t.kind === 'hosting') {
        // Hosting's CDN answers repeat visits from its cache. The Hosting emulator has no cache
        // and asks the function with "Cache-Control: no-cache", so the function answers in full:
        // the same list under the same ETag.
        expect(again.status).toBe(200);
        expect(again.headers.etag).toBe(first.headers.etag);
      } else {
        expect(again.status).toBe(304);
        expect(again.text).toBe('');
      }
    },
  },
  {
    area: 'headers',
    name: 'never lets a shared cache keep a review: private, no-store',
    async run(t) {
      const client = t.client();
      const { user, reviewId } = await userWithReview(client);
      for (const path of ['/reviews', `/review/${reviewId}`]) {
        const res = await client.send({ method: 'GET', path, headers: bearer(user.idToken) });
        expect(res.status).toBe(200);
        expect(res.headers['cache-control'], path).toBe('private, no-store');
      }
      const refused = await client.send({ method: 'GET', path: '/reviews' });
      expect(refused.status).toBe(401);
      expect(refused.headers['cache-control']).toBe('private, no-store');
    },
  },
];
