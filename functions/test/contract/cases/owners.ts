import { expect } from 'vitest';
import { signIn } from '@tourist-guide/testing';
import { adminAuth } from '../../../src/lib/firebase';
import { bearer, createAdmin, createTestUser, newPlace, type TestUser } from '../../helpers';
import type { ContractCase } from '../case';
import type { ApiRequest, Client } from '../targets';
import { expectError, storedReview, userWithReview } from '../support';

/** A verified account the admin makes owner of `placeId`, through the target. */
async function ownerOf(client: Client, admin: TestUser, placeId: string): Promise<TestUser> {
  const user = await createTestUser();
  await adminAuth().updateUser(user.uid, { emailVerified: true });
  const owner = { ...user, idToken: await signIn(user.email, user.password) };
  const res = await client.send({
    method: 'PUT',
    path: `/admin/service/${placeId}/owners`,
    headers: bearer(admin.idToken),
    body: { emails: [owner.email] },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body).toEqual({ acknowledged: true, owners: [owner.email] });
  expect(res.headers['cache-control']).toBe('private, no-store');
  return owner;
}

/**
 * A place of its own for `run`, retired afterwards: the cases that list every place on offer
 * (headers.ts) run on the next target after these.
 */
async function withPlace(
  client: Client,
  run: (admin: TestUser, place: string) => Promise<void>,
): Promise<void> {
  const admin = await createAdmin();
  const place = await newPlace(admin);
  try {
    await run(admin, place);
  } finally {
    const retired = await client.send({
      method: 'DELETE',
      path: `/admin/service/${place}`,
      headers: bearer(admin.idToken),
    });
    expect(retired.status, retired.text).toBe(200);
  }
}

export const ownerCases: ContractCase[] = [
  {
    area: 'rate limits',
    name: "a helpful vote and a place's answer are writes: past the account's allowance, the JSON 429 with Retry-After, and neither is stored",
    timeoutMs: 120_000,
    run: (t) => {
      const client = t.client();
      return withPlace(client, async (admin, place) => {
        const owner = await ownerOf(client, admin, place);
        const { reviewId } = await userWithReview(client, { service: place, rating: 4 });
        const { writesPerUser: perUser } = t.limits;
        for (let i = 1; i <= perUser; i++) {
          // A cheap write: counted, then refused by the schema before any database work.
          const res = await client.send({
            method: 'PUT',
            path: '/review/someReview',
            headers: bearer(owner.idToken),
            body: {},
          });
          expect(res.status, `write ${i} of ${perUser}`).toBe(400);
        }
        const writes: ApiRequest[] = [
          { method: 'PUT', path: `/review/${reviewId}/helpful` },
          { method: 'DELETE', path: `/review/${reviewId}/helpful` },
          { method: 'PUT', path: `/review/${reviewId}/response`, body: { message: 'Thanks!' } },
          { method: 'DELETE', path: `/review/${reviewId}/response` },
        ];
        for (const write of writes) {
          const res = await client.send({ ...write, headers: bearer(owner.idToken) });
          expectError(res, 429, 'rate_limited');
          expect(Number(res.headers['retry-after']), write.path).toBeGreaterThan(0);
        }
        expect(await storedReview(reviewId)).toMatchObject({ helpful: 0, response: null });
      });
    },
  },
  {
    area: 'owners',
    name: "a place's answer: JSON 401 unsigned, 403 to a reader, 404 for an unknown review, 400 for a bad body, 200 to its owner (private, no-store)",
    run: (t) => {
      const client = t.client();
      return withPlace(client, async (admin, place) => {
        const owner = await ownerOf(client, admin, place);
        const { reviewId } = await userWithReview(client, { service: place, rating: 4 });
        const reader = await createTestUser();
        const put = (
          headers: Record<string, string>,
          id = reviewId,
          body: unknown = {
            message: 'Thank you!',
          },
        ) => client.send({ method: 'PUT', path: `/review/${id}/response`, headers, body });
        const del = (headers: Record<string, string>, id = reviewId) =>
          client.send({ method: 'DELETE', path: `/review/${id}/response`, headers });

        for (const res of [await put({}), await del({})]) {
          expectError(res, 401, 'unauthenticated', 'Please sign in to do this');
        }
        for (const res of [await put(bearer(reader.idToken)), await del(bearer(reader.idToken))]) {
          expectError(res, 403, 'forbidden', "Only this place's owners can answer its reviews");
          expect(res.headers['cache-control']).toBe('private, no-store');
        }
        for (const res of [
          await put(bearer(owner.idToken), 'noSuchReview123'),
          await del(bearer(owner.idToken), 'noSuchReview123'),
        ]) {
          expectError(res, 404, 'not_found', 'No such review');
        }
        expectError(
          await put(bearer(owner.idToken), reviewId, { message: '' }),
          400,
          'invalid_input',
          'Invalid message: Please write your answer',
        );

        const answered = await put(bearer(owner.idToken));
        expect(answered.status, answered.text).toBe(200);
        expect(answered.headers['cache-control']).toBe('private, no-store');
        expect(answered.body).toEqual({
          acknowledged: true,
          response: { message: 'Thank you!', respondedAt: expect.any(String) },
        });
        const list = await client.send({ method: 'GET', path: `/service/${place}/reviews` });
        expect(list.body.items[0].response).toEqual(answered.body.response);
        const removed = await del(bearer(owner.idToken));
        expect(removed.status, removed.text).toBe(200);
        expect(removed.body).toEqual({ acknowledged: true, response: null });
      });
    },
  },
  {
    area: 'owners',
    name: "an owner's pages: JSON 401 unsigned, their places with counts, their place's reviews (403 to a reader, 400 bad status), private, no-store",
    run: (t) => {
      const client = t.client();
      return withPlace(client, async (admin, place) => {
        const owner = await ownerOf(client, admin, place);
        const { reviewId } = await userWithReview(client, { service: place, rating: 2 });
        const reader = await createTestUser();

        expectError(
          await client.send({ method: 'GET', path: '/owner/services' }),
          401,
          'unauthenticated',
        );
        const mine = await client.send({
          method: 'GET',
          path: '/owner/services',
          headers: bearer(owner.idToken),
        });
        expect(mine.status, mine.text).toBe(200);
        expect(mine.headers['cache-control']).toBe('private, no-store');
        expect(mine.body).toEqual({
          items: [
            {
              _id: place,
              title: expect.any(String),
              img: expect.any(String),
              archived: false,
              unanswered: 1,
            },
          ],
        });

        const path = `/owner/service/${place}/reviews`;
        expectError(await client.send({ method: 'GET', path }), 401, 'unauthenticated');
        const refused = await client.send({ method: 'GET', path, headers: bearer(reader.idToken) });
        expectError(refused, 403, 'forbidden', "Only this place's owners can answer its reviews");
        expect(refused.headers['cache-control']).toBe('private, no-store');
        expectError(
          await client.send({
            method: 'GET',
            path: `${path}?status=answered`,
            headers: bearer(owner.idToken),
          }),
          400,
          'invalid_input',
          'Invalid status: status must be unanswered or all',
        );
        const page = await client.send({ method: 'GET', path, headers: bearer(owner.idToken) });
        expect(page.status, page.text).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.body).toEqual({
          items: [expect.objectContaining({ _id: reviewId, response: null })],
          nextCursor: null,
        });
      });
    },
  },
  {
    area: 'owners',
    name: 'naming owners: an unknown address is the JSON 400 naming it, an unknown place the JSON 404',
    run: (t) => {
      const client = t.client();
      return withPlace(client, async (admin, place) => {
        const put = (id: string, emails: string[]) =>
          client.send({
            method: 'PUT',
            path: `/admin/service/${id}/owners`,
            headers: bearer(admin.idToken),
            body: { emails },
          });
        expectError(
          await put(place, ['no-account-here@example.com']),
          400,
          'invalid_input',
          'Invalid emails: no account has the address no-account-here@example.com',
        );
        expectError(await put('noSuchPlace123', []), 404, 'not_found', 'No such service');
        const got = await client.send({
          method: 'GET',
          path: `/admin/service/${place}/owners`,
          headers: bearer(admin.idToken),
        });
        expect(got.status, got.text).toBe(200);
        expect(got.body).toEqual({ acknowledged: true, owners: [] });
      });
    },
  },
  {
    area: 'owners',
    name: 'naming owners: an account that has not verified its address is the JSON 400 naming it, and nobody is named',
    run: (t) => {
      const client = t.client();
      return withPlace(client, async (admin, place) => {
        const unproven = await createTestUser();
        const res = await client.send({
          method: 'PUT',
          path: `/admin/service/${place}/owners`,
          headers: bearer(admin.idToken),
          body: { emails: [unproven.email] },
        });
        expectError(
          res,
          400,
          'invalid_input',
          `Invalid emails: the account of ${unproven.email} has not verified its address`,
        );
        const got = await client.send({
          method: 'GET',
          path: `/admin/service/${place}/owners`,
          headers: bearer(admin.idToken),
        });
        expect(got.body).toEqual({ acknowledged: true, owners: [] });
      });
    },
  },
];
