import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import {
  bearer,
  createAdmin,
  createTestUser,
  createVerifiedUser,
  emulatorDb,
  reviewBody,
  type TestUser,
} from '../../helpers';
import type { ContractCase } from '../case';
import type { ApiResponse } from '../targets';
import { expectError, reviewsBy, service, storedReview, userWithReview } from '../support';

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

/** A write the schema refuses before any database work (`!!` is no place id). */
const saveNothing = (user: TestUser) => ({
  method: 'PUT' as const,
  path: '/me/saved/!!',
  headers: bearer(user.idToken),
});

/** A personal read: the caller's saved places (one document when none are saved). */
const mySaved = (user: TestUser, query = '') => ({
  method: 'GET' as const,
  path: `/me/saved${query}`,
  headers: bearer(user.idToken),
});

/** A moderator's decision: hide the review. */
const hide = (admin: TestUser, reviewId: string) => ({
  method: 'PUT' as const,
  path: `/admin/review/${reviewId}`,
  headers: bearer(admin.idToken),
  body: { hidden: true },
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
      const { writesPerUser: perUser } = t.limits;
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
    name: "throwaway accounts' requests refused before any database work cost nobody else at their address: a newcomer, a verified reader and an admin there still write",
    timeoutMs: 180_000,
    async run(t) {
      const client = t.client();
      const { writesPerUser } = t.limits;
      // As many refused writes as four accounts may send: once, these filled their address's
      // write allowance and locked out everyone behind it, moderators included.
      for (let n = 0; n < 4; n++) {
        const throwaway = await createTestUser();
        for (let i = 0; i < writesPerUser; i++) {
          const res = await client.send(saveNothing(throwaway));
          expect(res.status, `account ${n + 1}, write ${i + 1} of ${writesPerUser}`).toBe(400);
        }
        // Each one's own allowance is spent: the limit falls on the account that spent it.
        expectRateLimited(await client.send(saveNothing(throwaway)));
      }
      const { reviewId } = await userWithReview(client);
      await userWithReview(client, {}, 1, await createVerifiedUser());
      const admin = await createAdmin();
      const hidden = await client.send(hide(admin, reviewId));
      expect(hidden.status, hidden.text).toBe(200);
      expect((await storedReview(reviewId))?.hidden).toBe(true);
    },
  },
  {
    area: 'rate limits',
    name: 'unverified accounts behind one address share an allowance of requests that reach the database; a verified reader, an admin and anonymous readers there are not refused',
    timeoutMs: 240_000,
    async run(t) {
      const client = t.client();
      const { unverifiedPerIp, costPerUser } = t.limits;
      // One account could spend it alone, each read one document of its allowance.
      expect(unverifiedPerIp).toBeLessThan(costPerUser);
      const flooder = await createTestUser();
      for (let i = 0; i < unverifiedPerIp; i++) {
        const res = await client.send(mySaved(flooder));
        expect(res.status, `read ${i + 1} of ${unverifiedPerIp}`).toBe(200);
      }
      expectRateLimited(await client.send(mySaved(flooder)));
      const newcomer = await createTestUser();
      const refused = await client.send(mySaved(newcomer));
      expectRateLimited(refused);
      expect(refused.body.error.message).toMatch(/your network/);

      const verified = await createVerifiedUser();
      expect((await client.send(mySaved(verified))).status).toBe(200);
      await userWithReview(client, {}, 0, verified);
      const admin = await createAdmin();
      const queue = await client.send({
        method: 'GET',
        path: '/admin/reports',
        headers: bearer(admin.idToken),
      });
      expect(queue.status, queue.text).toBe(200);
      expect((await client.send({ method: 'GET', path: '/service' })).status).toBe(200);
    },
  },
  {
    area: 'rate limits',
    name: "anonymous and forged writes fill their address's failed sign-ins (then 429), never the allowances of the accounts behind it",
    timeoutMs: 180_000,
    async run(t) {
      const client = t.client();
      const { failedAuthPerIp } = t.limits;
      const flood = failedAuthPerIp + 5;
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
    name: 'limits anonymous requests per client address, at a ceiling far above a person browsing, and never a verified reader or an admin behind it',
    timeoutMs: 240_000,
    async run(t) {
      const client = t.client();
      const { requestsPerIp } = t.limits;
      // A person's page view makes one to three calls: a minute of browsing is far below this.
      expect(requestsPerIp).toBeGreaterThanOrEqual(600);
      // The cheapest request there is (no route, no database): each is counted all the same.
      for (let i = 0; i < requestsPerIp; i++) {
        const res = await client.send({ method: 'GET', path: '/no-such-route' });
        expect(res.status, `read ${i + 1} of ${requestsPerIp}`).toBe(404);
      }
      const over = await client.send({ method: 'GET', path: '/service' });
      expectRateLimited(over);
      expect(over.headers['cache-control']).toMatch(/no-store/);
      // Signed-in readers at the same address are not anonymous: they read and write as usual.
      await userWithReview(client);
      const verified = await createVerifiedUser();
      const { reviewId } = await userWithReview(client, {}, 1, verified);
      const mine = await client.send({
        method: 'GET',
        path: '/reviews',
        headers: bearer(verified.idToken),
      });
      expect(mine.status).toBe(200);
      const admin = await createAdmin();
      expect((await client.send(hide(admin, reviewId))).status).toBe(200);
      // Another address reads as usual.
      expect((await t.client().send({ method: 'GET', path: '/service' })).status).toBe(200);
    },
  },
  {
    area: 'rate limits',
    name: "charges an account's requests by the documents they read: past its allowance of documents it waits (429, Retry-After), and the account beside it goes on",
    timeoutMs: 180_000,
    async run(t) {
      const client = t.client();
      const { costPerUser, windowMs } = t.limits;
      const reader = await createVerifiedUser();
      // 500 saved places no catalogue holds: each page of 100 reads the list and 100 places.
      const ids = Array.from({ length: 500 }, (_, i) => `gone-${reader.uid.slice(0, 8)}-${i}`);
      await emulatorDb()
        .collection('savedPlaces')
        .doc(reader.uid)
        .set({ ids, updatedAt: new Date() });
      const perPage = 1 + 100;
      const started = Date.now();
      let answered = 0;
      let refused: ApiResponse | undefined;
      while (!refused && answered < 100) {
        const res = await client.send(mySaved(reader, '?limit=100'));
        if (res.status === 429) refused = res;
        else {
          expect(res.status, res.text).toBe(200);
          answered += 1;
        }
      }
      // Every document it was allowed, and no more than that plus what the allowance refilled
      // while it asked (and the one page that took it into debt).
      const refilled = ((Date.now() - started) * costPerUser) / windowMs;
      expect(answered * perPage).toBeGreaterThanOrEqual(costPerUser);
      expect(answered * perPage).toBeLessThanOrEqual(costPerUser + refilled + perPage);
      expectRateLimited(refused!);
      expect(refused!.body.error.message).toMatch(/your account/);
      const neighbour = await createVerifiedUser();
      expect((await client.send(mySaved(neighbour, '?limit=100'))).status).toBe(200);
    },
  },
  {
    area: 'rate limits',
    name: 'a made-up X-Forwarded-For (or any other address header) never earns a fresh allowance',
    timeoutMs: 120_000,
    async run(t) {
      const client = t.client();
      const { failedAuthPerIp } = t.limits;
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
