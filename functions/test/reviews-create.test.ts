import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/testing';
import { dbStats, resetDbStats } from '../src/lib/db-stats';
import {
  api,
  bearer,
  createTestUser,
  emulatorDb,
  resetData,
  reviewBody,
  type TestUser,
} from './helpers';

let service: SeedService;
let user: TestUser;
beforeAll(async () => {
  [service] = (await resetData()) as [SeedService];
  user = await createTestUser({ displayName: 'Ana' });
});

async function stored(id: string) {
  return (await emulatorDb().collection('reviews').doc(id).get()).data();
}

async function reviewsBy(email: string) {
  return (await emulatorDb().collection('reviews').where('email', '==', email).get()).docs;
}

describe('POST /review', () => {
  it("reads four documents, in one transaction: the author's record, the place, the review's id and what an earlier posting of that id left", async () => {
    const author = await createTestUser();
    resetDbStats();
    await api()
      .post('/review')
      .set(bearer(author.idToken))
      .send(reviewBody(service._id, author.email))
      .expect(201);
    expect(dbStats.docsRead).toBe(4);
    expect(dbStats.transactions).toBe(1);
  });

  it('creates the review and answers 201 {acknowledged, insertedId}', async () => {
    const user = await createTestUser();
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(service._id, user.email))
      .expect(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const doc = await stored(res.body.insertedId);
    expect(doc).toMatchObject({
      uid: user.uid,
      service: service._id,
      serviceName: service.title,
      price: service.price,
      customer: 'Ana Traveller',
      email: user.email,
      message: 'Loved every minute of it.',
      // A spec-shaped body has no stars: stored without, sorted last in both rating orders.
      rating: null,
      ratingHigh: 0,
      ratingLow: 6,
      hidden: false,
      // The author's profile photo, shown beside the review on its place's page: none here.
      authorPhotoURL: null,
      // No votes and no answer yet; both are there so that every order lists the review.
      helpful: 0,
      response: null,
      // No photos yet (issue 47): every review answer has the list.
      photos: [],
    });
    expect(Object.keys(doc ?? {}).sort()).toEqual([
      'authorPhotoURL',
      'createdAt',
      'customer',
      'email',
      'helpful',
      'hidden',
      'message',
      'photos',
      'price',
      'rating',
      'ratingHigh',
      'ratingLow',
      'response',
      'service',
      'serviceName',
      'uid',
      'updatedAt',
    ]);
  });

  it('answers 404 for a review of a service that does not exist', async () => {
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody('no-such-place', user.email))
      .expect(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'No such service' });
  });

  it('trims the text it stores and accepts exactly 2000 characters', async () => {
    const user = await createTestUser();
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(service._id, user.email, { message: `  ${'y'.repeat(2000)}  ` }))
      .expect(201);
    expect((await stored(res.body.insertedId))?.message).toBe('y'.repeat(2000));
  });

  it("answers 409 with a clear message and the existing review's id for a second review of the same place, and keeps the first", async () => {
    const user = await createTestUser();
    const first = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(service._id, user.email, { message: 'first visit' }))
      .expect(201);
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(service._id, user.email, { message: 'second visit' }))
      .expect(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: 'You have already reviewed this place. You can edit your review from My Review.',
      existingId: first.body.insertedId,
    });
    expect(await reviewsBy(user.email)).toHaveLength(1);
    expect((await stored(first.body.insertedId))?.message).toBe('first visit');
  });

  it('lets two different users review the same place', async () => {
    const [a, b] = [await createTestUser(), await createTestUser()];
    const ra = await api()
      .post('/review')
      .set(bearer(a.idToken))
      .send(reviewBody(service._id, a.email))
      .expect(201);
    const rb = await api()
      .post('/review')
      .set(bearer(b.idToken))
      .send(reviewBody(service._id, b.email))
      .expect(201);
    expect(ra.body.insertedId).not.toBe(rb.body.insertedId);
  });
});
