import { expect } from 'vitest';
import { accountExportSchema } from '../../../src/accounts/schema';
import { adminAuth } from '../../../src/lib/firebase';
import { bearer, createTestUser, signedInAgo, type TestUser } from '../../helpers';
import type { ContractCase } from '../case';
import { expectError, userWithReview } from '../support';
import { TOO_LARGE } from './body-limits';

/** The Auth account's name and photo are still those it was created with. */
async function expectProfileUnchanged(user: TestUser): Promise<void> {
  const record = await adminAuth().getUser(user.uid);
  expect(record.displayName).toBe(user.displayName);
  expect(record.photoURL).toBeUndefined();
}

/*
 * The account's own calls at the edge: the export is a JSON attachment no cache keeps, a stale
 * sign-in is told to sign in again, a deleted account's token is refused, and a bad photo is a
 * 400 naming the field (a body over the limit, the JSON 413), whichever address the request
 * takes.
 */
export const accountCases: ContractCase[] = [
  {
    area: 'accounts',
    name: 'GET /account/export answers the account and its reviews as a JSON attachment, never cached',
    async run(t) {
      const client = t.client();
      const { user, reviewId } = await userWithReview(client, { rating: 4 });
      const res = await client.send({
        method: 'GET',
        path: '/account/export',
        headers: bearer(user.idToken),
      });
      expect(res.status, res.text).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="?tourist-guide-account-\d{4}-\d{2}-\d{2}\.json"?$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const data = accountExportSchema.parse(res.body);
      expect(data.account).toMatchObject({ uid: user.uid, email: user.email });
      expect(data.reviews.map((r) => r._id)).toEqual([reviewId]);
    },
  },
  {
    area: 'accounts',
    name: 'refuses an unsigned export, profile change or deletion with the JSON 401, never cached',
    async run(t) {
      const client = t.client();
      for (const [method, path] of [
        ['GET', '/account/export'],
        ['PUT', '/account/profile'],
        ['DELETE', '/account'],
      ] as const) {
        const res = await client.send({ method, path, body: method === 'PUT' ? {} : undefined });
        expectError(res, 401, 'unauthenticated');
        expect(res.headers['cache-control'], path).toBe('private, no-store');
      }
    },
  },
  {
    area: 'accounts',
    name: 'DELETE /account with a sign-in older than 5 minutes is 401 requires_recent_login',
    async run(t) {
      const user = await createTestUser();
      const res = await t.client().send({
        method: 'DELETE',
        path: '/account',
        headers: bearer(await signedInAgo(user, 10 * 60)),
      });
      expectError(res, 401, 'requires_recent_login', /^Please sign in again/);
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  },
  {
    area: 'accounts',
    name: 'DELETE /account answers what it removed; the same token is then refused with 401',
    async run(t) {
      const client = t.client();
      const { user } = await userWithReview(client, { rating: 5 });
      const res = await client.send({
        method: 'DELETE',
        path: '/account',
        headers: bearer(user.idToken),
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ acknowledged: true, deletedReviews: 1, deletedReports: 0 });
      expect(res.headers['cache-control']).toBe('private, no-store');
      const again = await client.send({
        method: 'DELETE',
        path: '/account',
        headers: bearer(user.idToken),
      });
      expectError(again, 401, 'unauthenticated', 'This account no longer exists');
    },
  },
  {
    area: 'accounts',
    name: 'PUT /account/profile refuses an http: photo with the JSON 400 naming photoURL, and takes an https one',
    async run(t) {
      const client = t.client();
      const user = await createTestUser();
      const refused = await client.send({
        method: 'PUT',
        path: '/account/profile',
        headers: bearer(user.idToken),
        body: { photoURL: 'http://example.com/me.png' },
      });
      expectError(refused, 400, 'invalid_input', /^Invalid photoURL: /);
      const saved = await client.send({
        method: 'PUT',
        path: '/account/profile',
        headers: bearer(user.idToken),
        body: { displayName: 'Edge Ed', photoURL: 'https://example.com/me.png' },
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body).toEqual({
        acknowledged: true,
        displayName: 'Edge Ed',
        photoURL: 'https://example.com/me.png',
        updatedReviews: 0,
      });
    },
  },
  {
    area: 'accounts',
    name: 'PUT /account/profile refuses a name too long, a name that cannot be stored and an unknown field with the JSON 400 naming each, and changes nothing',
    async run(t) {
      const client = t.client();
      const user = await createTestUser();
      for (const [body, field] of [
        [{ displayName: 'n'.repeat(81), photoURL: '' }, 'displayName'],
        // A lone surrogate is valid JSON (as `\ud800`), so it reaches the app past every parser.
        ['{"displayName":"Ana \\ud800","photoURL":""}', 'displayName'],
        [{ photoURL: '', email: 'x@example.com' }, 'body'],
      ] as const) {
        const res = await client.send({
          method: 'PUT',
          path: '/account/profile',
          headers: { ...bearer(user.idToken), 'content-type': 'application/json' },
          body,
        });
        expectError(res, 400, 'invalid_input', new RegExp(`^Invalid ${field}: `));
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      await expectProfileUnchanged(user);
    },
  },
  {
    area: 'accounts',
    name: 'PUT /account/profile over 16 kB is the JSON 413, and changes nothing',
    async run(t) {
      const user = await createTestUser();
      const res = await t.client().send({
        method: 'PUT',
        path: '/account/profile',
        headers: bearer(user.idToken),
        body: { displayName: 'Too Big', photoURL: `https://example.com/${'a'.repeat(17 * 1024)}` },
      });
      expectError(res, 413, 'payload_too_large', TOO_LARGE);
      await expectProfileUnchanged(user);
    },
  },
];
