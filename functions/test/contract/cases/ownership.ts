import { expect } from 'vitest';
import {
  bearer,
  createTestUser,
  emulatorDb,
  forgeToken,
  reviewBody,
  type TestUser,
} from '../../helpers';
import type { ContractCase } from '../case';
import type { ApiRequest } from '../targets';
import { expectError, reviewsBy, service, storedReview, userWithReview } from '../support';

type Call = { name: string; request: (reviewId: string, owner: TestUser) => ApiRequest };

const calls: Call[] = [
  { name: 'GET /review/:id', request: (id) => ({ method: 'GET', path: `/review/${id}` }) },
  {
    name: 'PUT /review/:id',
    request: (id) => ({ method: 'PUT', path: `/review/${id}`, body: { review: 'hijacked text' } }),
  },
  { name: 'DELETE /review/:id', request: (id) => ({ method: 'DELETE', path: `/review/${id}` }) },
  {
    name: 'GET /reviews',
    request: (_id, owner) => ({
      method: 'GET',
      path: `/reviews?email=${encodeURIComponent(owner.email)}`,
    }),
  },
];

type BadCaller = [
  string,
  (owner: TestUser, stranger: TestUser) => Record<string, string>,
  number,
  string,
];

const badCallers: BadCaller[] = [
  ['an anonymous caller', () => ({}), 401, 'unauthenticated'],
  ['a malformed token', () => bearer('not-a-jwt'), 401, 'unauthenticated'],
  [
    'a non-Bearer scheme',
    (owner) => ({ Authorization: `Basic ${owner.idToken}` }),
    401,
    'unauthenticated',
  ],
  ['an empty Bearer', () => ({ Authorization: 'Bearer ' }), 401, 'unauthenticated'],
  [
    'a forged token naming the owner for a user that does not exist',
    (owner) => bearer(forgeToken({ email: owner.email, sub: 'ghost', user_id: 'ghost' })),
    401,
    'unauthenticated',
  ],
  [
    'an expired token',
    (owner) =>
      bearer(
        forgeToken({
          sub: owner.uid,
          user_id: owner.uid,
          email: owner.email,
          exp: 1000,
          iat: 900,
          auth_time: 900,
        }),
      ),
    401,
    'unauthenticated',
  ],
  [
    'a token for another project',
    (owner) =>
      bearer(
        forgeToken({
          sub: owner.uid,
          user_id: owner.uid,
          email: owner.email,
          aud: 'demo-other',
          iss: 'https://securetoken.google.com/demo-other',
        }),
      ),
    401,
    'unauthenticated',
  ],
  ['another signed-in user', (_owner, stranger) => bearer(stranger.idToken), 403, 'forbidden'],
];

const matrix: ContractCase[] = calls.flatMap((call) =>
  badCallers.map(([who, headers, status, code]): ContractCase => ({
    area: 'ownership',
    name: `${call.name} is refused for ${who}, and the review is unchanged`,
    async run(t) {
      const client = t.client();
      const { user: owner, reviewId } = await userWithReview(client, {
        message: 'original text',
      });
      const stranger = await createTestUser();
      const before = await storedReview(reviewId);
      const req = call.request(reviewId, owner);
      const res = await client.send({ ...req, headers: headers(owner, stranger) });
      expectError(res, status, code);
      expect(JSON.stringify(res.body)).not.toContain('original text');
      expect(await storedReview(reviewId)).toEqual(before);
    },
  })),
);

export const ownershipCases: ContractCase[] = [
  {
    area: 'ownership',
    name: "a second review of the same place is 409 naming the caller's first review, which stays as it was",
    async run(t) {
      const client = t.client();
      const { user, reviewId } = await userWithReview(client, { message: 'first visit' });
      const again = await client.send({
        method: 'POST',
        path: '/review',
        headers: bearer(user.idToken),
        body: reviewBody(service()._id, user.email, { message: 'second visit' }),
      });
      expectError(again, 409, 'conflict');
      expect(again.body.error.existingId).toBe(reviewId);
      expect((await storedReview(reviewId))?.message).toBe('first visit');
    },
  },
  ...matrix,
  {
    area: 'ownership',
    name: 'the owner reads the review',
    async run(t) {
      const client = t.client();
      const { user: owner, reviewId } = await userWithReview(client, { message: 'original text' });
      const res = await client.send({
        method: 'GET',
        path: `/review/${reviewId}`,
        headers: bearer(owner.idToken),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: reviewId,
        service: service()._id,
        serviceName: service().title,
        price: service().price,
        customer: 'Ana Traveller',
        email: owner.email,
        message: 'original text',
      });
      expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    },
  },
  {
    area: 'ownership',
    name: 'the owner edits the review: {acknowledged, matchedCount, modifiedCount}, and lists the edit',
    async run(t) {
      const client = t.client();
      const { user: owner, reviewId } = await userWithReview(client, { message: 'original text' });
      const res = await client.send({
        method: 'PUT',
        path: `/review/${reviewId}`,
        headers: bearer(owner.idToken),
        body: { review: 'better text' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      expect((await storedReview(reviewId))?.message).toBe('better text');
      const listed = await client.send({
        method: 'GET',
        path: `/reviews?email=${encodeURIComponent(owner.email)}`,
        headers: bearer(owner.idToken),
      });
      expect(listed.body).toMatchObject([{ _id: reviewId, message: 'better text' }]);
    },
  },
  {
    area: 'ownership',
    name: 'the owner deletes the review: {acknowledged, deletedCount}, and it is gone',
    async run(t) {
      const client = t.client();
      const { user: owner, reviewId } = await userWithReview(client);
      const res = await client.send({
        method: 'DELETE',
        path: `/review/${reviewId}`,
        headers: bearer(owner.idToken),
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await storedReview(reviewId)).toBeUndefined();
      const again = await client.send({
        method: 'GET',
        path: `/review/${reviewId}`,
        headers: bearer(owner.idToken),
      });
      expectError(again, 404, 'not_found');
    },
  },
  {
    area: 'ownership',
    name: 'the owner lists only their own reviews',
    async run(t) {
      const client = t.client();
      const { user: owner } = await userWithReview(client);
      await userWithReview(client, { message: 'stranger text' });
      const res = await client.send({
        method: 'GET',
        path: `/reviews?email=${encodeURIComponent(owner.email)}`,
        headers: bearer(owner.idToken),
      });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((r: { email: string }) => r.email === owner.email)).toBe(true);
    },
  },
  {
    area: 'ownership',
    name: "GET /reviews?email= answers 403 when asking for someone else's email",
    async run(t) {
      const client = t.client();
      const { user: owner } = await userWithReview(client);
      const stranger = await createTestUser();
      const res = await client.send({
        method: 'GET',
        path: `/reviews?email=${encodeURIComponent(owner.email)}`,
        headers: bearer(stranger.idToken),
      });
      expectError(res, 403, 'forbidden');
    },
  },
  {
    area: 'ownership',
    name: 'refuses with 403 a body that names someone else as author, and stores nothing',
    async run(t) {
      const liar = await createTestUser();
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        headers: bearer(liar.idToken),
        body: reviewBody(service()._id, 'victim@example.com'),
      });
      expectError(res, 403, 'forbidden');
      expect(await reviewsBy('victim@example.com')).toHaveLength(0);
      expect(await reviewsBy(liar.email)).toHaveLength(0);
    },
  },
  {
    area: 'ownership',
    name: 'copies serviceName and price from the stored service, whatever the body claims',
    async run(t) {
      const { reviewId } = await userWithReview(t.client(), { serviceName: 'Free trip', price: 0 });
      expect(await storedReview(reviewId)).toMatchObject({
        serviceName: service().title,
        price: service().price,
      });
    },
  },
  {
    area: 'ownership',
    name: 'a PUT never changes _id, email, service, serviceName or price, whatever the body says',
    async run(t) {
      const client = t.client();
      const { user: owner, reviewId } = await userWithReview(client, { message: 'first words' });
      const loaded = await client.send({
        method: 'GET',
        path: `/review/${reviewId}`,
        headers: bearer(owner.idToken),
      });
      expect(loaded.status).toBe(200);
      const before = await storedReview(reviewId);
      const other = service(1);
      const res = await client.send({
        method: 'PUT',
        path: `/review/${reviewId}`,
        headers: bearer(owner.idToken),
        body: {
          ...loaded.body,
          _id: 'someone-elses-id',
          email: 'victim@example.com',
          service: other._id,
          serviceName: 'Free trip',
          price: 0,
          customer: 'Someone Else',
          createdAt: '2000-01-01T00:00:00.000Z',
          review: 'only this may change',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.modifiedCount).toBe(1);
      const after = await storedReview(reviewId);
      expect(after).toMatchObject({
        email: before?.email,
        service: before?.service,
        serviceName: before?.serviceName,
        price: before?.price,
        customer: before?.customer,
        createdAt: before?.createdAt,
        message: 'only this may change',
      });
      expect((await emulatorDb().collection('reviews').doc('someone-elses-id').get()).exists).toBe(
        false,
      );
    },
  },
];
