import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, createTestUser, reviewBody } from '../../helpers';
import type { ContractCase } from '../case';
import type { ApiResponse } from '../targets';
import { expectError, reviewsBy, service, userWithReview } from '../support';

function expectRateLimited(res: ApiResponse): void {
  expectError(res, 429, 'rate_limited');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
}

/** An anonymous write: refused with 401, and counted in its address's failed sign-ins. */
const anonymousWrite = (headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  path: '/review',
  headers,
  body: reviewBody(service()._id, 'nobody@example.com'),
});

/** Ways to fail authentication: no token, a header that is not a Bearer token, a forged token. */
const failedSignIns: Record<string, string>[] = [
  {},
  { Authorization: 'Basic bm9ib2R5Om5vdGhpbmc=' },
  { Authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.Zm9yZ2Vk' },
];

const anyAddress = () =>
  `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Headers a client can make up to look like someone else (each used with new values). */
const madeUp: (() => Record<string, string>)[] = [
  () => ({ 'X-Forwarded-For': anyAddress() }),
  () => ({ 'X-Forwarded-For': `${anyAddress()}, ${anyAddress()}` }),
  () => ({ 'X-Forwarded-For': `${anyAddress()}, 169.254.${randomInt(256)}.${randomInt(1, 255)}` }),
  () => ({ 'X-Forwarded-For': `127.0.0.${randomInt(2, 255)}` }),
  () => ({ Forwarded: `for=${anyAddress()}` }),
  () => ({ 'X-Real-IP': anyAddress() }),
  () => ({ 'Fastly-Client-IP': anyAddress(), 'X-Forwarded-For': anyAddress() }),
  () => ({ 'True-Client-IP': anyAddress() }),
  () => ({ 'CF-Connecting-IP': anyAddress() }),
  () => ({ 'X-Client-IP': anyAddress() }),
  () => ({ 'X-Fah-Client-Ip': anyAddress() }),
  () => ({ 'X-AppEngine-User-IP': anyAddress() }),
];

export const rateLimitCases: ContractCase[] = [
  {
    area: 'rate limits',
    name: 'answers 429 with Retry-After once a user passes their writes per window, and stores nothing more',
    timeoutMs: 120_000,
    async run(t) {
      const client = t.client();
      const { perUser } = t.limits;
      const user = await createTestUser();
      const created = await client.send({
        method: 'POST',
        path: '/review',
        headers: bearer(user.idToken),
        body: reviewBody(service(0)._id, user.email),
      });
      expect(created.status).toBe(201);
      const id = created.body.insertedId as string;
      for (let i = 2; i <= perUser; i++) {
        const edit = await client.send({
          method: 'PUT',
          path: `/review/${id}`,
          headers: bearer(user.idToken),
          body: { review: `edit ${i}` },
        });
        expect(edit.status, `write ${i} of ${perUser}`).toBe(200);
      }
      const res = await client.send({
        method: 'POST',
        path: '/review',
        headers: bearer(user.idToken),
        body: reviewBody(service(1)._id, user.email),
      });
      expectRateLimited(res);
      const stored = await reviewsBy(user.email);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.data().message).toBe(`edit ${perUser}`);

      // Another user is not affected by the first one's limit.
      const other = await createTestUser();
      const theirs = await client.send({
        method: 'POST',
        path: '/review',
        headers: bearer(other.idToken),
        body: reviewBody(service(0)._id, other.email),
      });
      expect(theirs.status).toBe(201);
    },
  },
  {
    area: 'rate limits',
    name: 'limits signed-in writes per client address across accounts',
    timeoutMs: 180_000,
    async run(t) {
      const client = t.client();
      const { perIp, perUser } = t.limits;
      let sent = 0;
      while (sent < perIp) {
        const user = await createTestUser();
        const writes = Math.min(perUser, perIp - sent);
        for (let i = 0; i < writes; i++) {
          // A cheap write: counted by both limits, refused by the schema before any database work.
          const res = await client.send({
            method: 'PUT',
            path: '/review/someReview',
            headers: bearer(user.idToken),
            body: {},
          });
          expect(res.status, `write ${sent + i + 1} of ${perIp}`).toBe(400);
        }
        sent += writes;
      }
      const newcomer = await createTestUser();
      const res = await client.send({
        method: 'POST',
        path: '/review',
        headers: bearer(newcomer.idToken),
        body: reviewBody(service()._id, newcomer.email),
      });
      expectRateLimited(res);
      expect(res.headers['retry-after']).toBeDefined();
      expect(await reviewsBy(newcomer.email)).toHaveLength(0);
    },
  },
  {
    area: 'rate limits',
    name: "anonymous and forged writes fill their address's failed sign-ins (then 429), never the write allowance of the accounts behind it",
    timeoutMs: 180_000,
    async run(t) {
      const client = t.client();
      const { failedAuthPerIp } = t.addressLimits;
      // More failures than the address's signed-in write allowance: on an API that counted them
      // there, the reader below could no longer write.
      const flood = Math.max(failedAuthPerIp, t.limits.perIp) + 5;
      for (let i = 0; i < flood; i++) {
        const res = await client.send(anonymousWrite(failedSignIns[i % failedSignIns.length]));
        if (i < failedAuthPerIp) expect(res.status, `failure ${i + 1}`).toBe(401);
        else expectRateLimited(res);
      }
      expect(await reviewsBy('nobody@example.com')).toHaveLength(0);

      // A reader with a valid token, behind the same address, writes (201) and reads as usual.
      const { user: reader } = await userWithReview(client);
      const mine = await client.send({
        method: 'GET',
        path: '/reviews',
        headers: bearer(reader.idToken),
      });
      expect(mine.status).toBe(200);
      expect(mine.body).toHaveLength(1);
      expect((await client.send({ method: 'GET', path: '/service' })).status).toBe(200);
    },
  },
  {
    area: 'rate limits',
    name: 'limits reads per client address, at a ceiling far above a person browsing, and leaves other addresses alone',
    timeoutMs: 180_000,
    async run(t) {
      const client = t.client();
      const { readsPerIp } = t.addressLimits;
      // A person's page view makes one to three calls: a minute of browsing is far below this.
      expect(readsPerIp).toBeGreaterThanOrEqual(600);
      // The cheapest read there is (no route, no database): each is counted all the same.
      for (let i = 0; i < readsPerIp; i++) {
        const res = await client.send({ method: 'GET', path: '/no-such-route' });
        expect(res.status, `read ${i + 1} of ${readsPerIp}`).toBe(404);
      }
      const over = await client.send({ method: 'GET', path: '/service' });
      expectRateLimited(over);
      expect(over.headers['cache-control']).toMatch(/no-store/);
      // Writes are not reads: a signed-in reader at the same address still writes (201).
      await userWithReview(client);
      // Another address reads as usual.
      expect((await t.client().send({ method: 'GET', path: '/service' })).status).toBe(200);
    },
  },
  {
    area: 'rate limits',
    name: 'a made-up X-Forwarded-For (or any other address header) never earns a fresh allowance',
    timeoutMs: 120_000,
    async run(t) {
      const client = t.client();
      const { failedAuthPerIp } = t.addressLimits;
      for (let i = 0; i < failedAuthPerIp; i++) {
        const headers = madeUp[i % madeUp.length]!();
        const res = await client.send(anonymousWrite(headers));
        expect(
          res.status,
          `failure ${i + 1} of ${failedAuthPerIp} with ${JSON.stringify(headers)}`,
        ).toBe(401);
      }
      for (const headers of madeUp) expectRateLimited(await client.send(anonymousWrite(headers())));
      expectRateLimited(await client.send(anonymousWrite()));
    },
  },
];
