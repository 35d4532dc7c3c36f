import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/emulators/testing';
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
    });
    expect(Object.keys(doc ?? {}).sort()).toEqual([
      'createdAt',
      'customer',
      'email',
      'hidden',
      'message',
      'price',
      'rating',
      'ratingHigh',
      'ratingLow',
      'service',
      'serviceName',
      'uid',
      'updatedAt',
    ]);
  });

  it('copies serviceName and price from the stored service, whatever the body claims', async () => {
    const user = await createTestUser();
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(service._id, user.email, { serviceName: 'Free trip', price: 0 }))
      .expect(201);
    expect(await stored(res.body.insertedId)).toMatchObject({
      serviceName: service.title,
      price: service.price,
    });
  });

  it('refuses with 403 a body that names someone else as author, and stores nothing', async () => {
    const liar = await createTestUser();
    const res = await api()
      .post('/review')
      .set(bearer(liar.idToken))
      .send(reviewBody(service._id, 'victim@example.com'))
      .expect(403);
    expect(res.body.error.code).toBe('forbidden');
    expect(await reviewsBy('victim@example.com')).toHaveLength(0);
    expect(await reviewsBy(liar.email)).toHaveLength(0);
  });

  it('refuses an anonymous caller with 401 and stores nothing', async () => {
    const before = (await emulatorDb().collection('reviews').get()).size;
    const res = await api()
      .post('/review')
      .send(reviewBody(service._id, 'unregistered'))
      .expect(401);
    expect(res.body.error.code).toBe('unauthenticated');
    expect((await emulatorDb().collection('reviews').get()).size).toBe(before);
  });

  it('answers 404 for a review of a service that does not exist', async () => {
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody('no-such-place', user.email))
      .expect(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'No such service' });
  });

  it('stores text with HTML exactly as typed', async () => {
    const user = await createTestUser();
    const html = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(service._id, user.email, { message: html, customer: '<i>Ana</i>' }))
      .expect(201);
    expect(await stored(res.body.insertedId)).toMatchObject({
      message: html,
      customer: '<i>Ana</i>',
    });
  });

  it.each([
    ['no message', { message: undefined }],
    ['a blank message', { message: '   \n ' }],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }],
    ['no customer name', { customer: undefined }],
    ['a name over 80 characters', { customer: 'n'.repeat(81) }],
    ['a message that is not a string', { message: { $gt: '' } }],
    ['a service id with a slash', { service: 'services/../x' }],
  ])('answers 400 for %s and stores nothing', async (_label, change) => {
    const before = (await reviewsBy(user.email)).length;
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(service._id, user.email, change))
      .expect(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.message).toMatch(/^Invalid /);
    expect(await reviewsBy(user.email)).toHaveLength(before);
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

  it('answers 409 with a clear message for a second review of the same place, and keeps the first', async () => {
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

  it('answers 400, not 500, for text with a lone surrogate (valid JSON, not storable)', async () => {
    const user = await createTestUser();
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .set('content-type', 'application/json')
      .send(`{"service":"${service._id}","customer":"Ana","message":"bad \\ud800 text"}`)
      .expect(400);
    expect(res.body.error.message).toBe(
      'Invalid message: Review contains characters that cannot be stored',
    );
    expect(await reviewsBy(user.email)).toHaveLength(0);
  });

  it('answers 400, not 500, for a body that claims gzip but does not decompress', async () => {
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send('{}')
      .expect(400);
    expect(res.body.error).toEqual({
      code: 'invalid_input',
      message: 'The request could not be read',
    });
  });

  it('answers 400, not 500, for a malformed %-escape in the path, even anonymously', async () => {
    const res = await api().delete('/review/%E0%A4%A').expect(400);
    expect(res.body.error.code).toBe('invalid_input');
  });

  it('answers 400 for an id that is a JavaScript built-in name', async () => {
    await api().delete('/review/constructor').set(bearer(user.idToken)).expect(400);
    await api().get('/service/toString').expect(400);
  });

  it('answers 413 for a body over 16 kB', async () => {
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(service._id, user.email, { padding: 'p'.repeat(17 * 1024) }))
      .expect(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('answers 400 for malformed JSON, without a stack trace', async () => {
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .set('content-type', 'application/json')
      .send('{"service": "x", ')
      .expect(400);
    expect(res.body).toEqual({
      error: { code: 'invalid_input', message: 'Request body is not valid JSON' },
    });
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});
