import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/emulators/testing';
import {
  api,
  bearer,
  createTestUser,
  emulatorDb,
  forgeToken,
  resetData,
  reviewBody,
  type TestUser,
} from './helpers';

let service: SeedService;
let owner: TestUser;
let stranger: TestUser;
let reviewId: string;

beforeAll(async () => {
  [service] = (await resetData()) as [SeedService];
  owner = await createTestUser({ displayName: 'Owner' });
  stranger = await createTestUser({ displayName: 'Stranger' });
});

beforeEach(async () => {
  // One review per user per place: start each test from none.
  const mine = await emulatorDb().collection('reviews').where('email', '==', owner.email).get();
  await Promise.all(mine.docs.map((d) => d.ref.delete()));
  const res = await api()
    .post('/review')
    .set(bearer(owner.idToken))
    .send(reviewBody(service._id, owner.email, { message: 'original text' }))
    .expect(201);
  reviewId = res.body.insertedId;
});

async function storedReview() {
  return (await emulatorDb().collection('reviews').doc(reviewId).get()).data();
}

type Call = {
  name: string;
  send: (headers: Record<string, string>) => ReturnType<ReturnType<typeof api>['get']>;
};

const calls: Call[] = [
  { name: 'GET /review/:id', send: (h) => api().get(`/review/${reviewId}`).set(h) },
  {
    name: 'PUT /review/:id',
    send: (h) => api().put(`/review/${reviewId}`).set(h).send({ review: 'hijacked text' }),
  },
  { name: 'DELETE /review/:id', send: (h) => api().delete(`/review/${reviewId}`).set(h) },
  { name: 'GET /reviews', send: (h) => api().get('/reviews').query({ email: owner.email }).set(h) },
];

const badCallers: [string, () => Record<string, string>, number, string][] = [
  ['an anonymous caller', () => ({}), 401, 'unauthenticated'],
  ['a malformed token', () => bearer('not-a-jwt'), 401, 'unauthenticated'],
  [
    'a non-Bearer scheme',
    () => ({ Authorization: `Basic ${owner.idToken}` }),
    401,
    'unauthenticated',
  ],
  ['an empty Bearer', () => ({ Authorization: 'Bearer ' }), 401, 'unauthenticated'],
  [
    'a forged token naming the owner for a user that does not exist',
    () => bearer(forgeToken({ email: owner.email, sub: 'ghost', user_id: 'ghost' })),
    401,
    'unauthenticated',
  ],
  [
    'an expired token',
    () =>
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
    () =>
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
  ['another signed-in user', () => bearer(stranger.idToken), 403, 'forbidden'],
];

describe.each(calls)('$name', (call) => {
  it.each(badCallers)(
    'is refused for %s, and the review is unchanged',
    async (_who, headers, status, code) => {
      const before = await storedReview();
      const res = await call.send(headers()).expect(status);
      expect(res.body.error.code).toBe(code);
      expect(JSON.stringify(res.body)).not.toContain('original text');
      expect(await storedReview()).toEqual(before);
    },
  );
});

describe('the owner', () => {
  it('reads the review', async () => {
    const res = await api().get(`/review/${reviewId}`).set(bearer(owner.idToken)).expect(200);
    expect(res.body).toMatchObject({
      _id: reviewId,
      service: service._id,
      serviceName: service.title,
      price: service.price,
      customer: 'Ana Traveller',
      email: owner.email,
      message: 'original text',
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it('edits the review: {acknowledged, matchedCount, modifiedCount}', async () => {
    const res = await api()
      .put(`/review/${reviewId}`)
      .set(bearer(owner.idToken))
      .send({ review: 'better text' })
      .expect(200);
    expect(res.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await storedReview())?.message).toBe('better text');
  });

  it('deletes the review: {acknowledged, deletedCount}', async () => {
    const res = await api().delete(`/review/${reviewId}`).set(bearer(owner.idToken)).expect(200);
    expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await storedReview()).toBeUndefined();
    await api().get(`/review/${reviewId}`).set(bearer(owner.idToken)).expect(404);
  });

  it('lists only their own reviews', async () => {
    await emulatorDb()
      .collection('reviews')
      .where('email', '==', stranger.email)
      .get()
      .then((snap) => Promise.all(snap.docs.map((d) => d.ref.delete())));
    await api()
      .post('/review')
      .set(bearer(stranger.idToken))
      .send(reviewBody(service._id, stranger.email, { message: 'stranger text' }))
      .expect(201);
    const res = await api()
      .get('/reviews')
      .query({ email: owner.email })
      .set(bearer(owner.idToken))
      .expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((r: { email: string }) => r.email === owner.email)).toBe(true);
  });
});

describe('GET /reviews?email=', () => {
  it("answers 403 when asking for someone else's email", async () => {
    const res = await api()
      .get('/reviews')
      .query({ email: owner.email })
      .set(bearer(stranger.idToken))
      .expect(403);
    expect(res.body.error.code).toBe('forbidden');
  });
});
