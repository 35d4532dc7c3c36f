import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/testing';
import {
  api,
  bearer,
  createTestUser,
  emulatorDb,
  resetData,
  reviewBody,
  type TestUser,
} from './helpers';

let services: SeedService[];
let owner: TestUser;

beforeAll(async () => {
  services = await resetData();
});

/** A fresh owner with one review (one review per user per place, so a new user each time). */
async function createReview(message = 'first words') {
  owner = await createTestUser();
  const res = await api()
    .post('/review')
    .set(bearer(owner.idToken))
    .send(reviewBody(services[0]!._id, owner.email, { message }))
    .expect(201);
  const id: string = res.body.insertedId;
  const loaded = await api().get(`/review/${id}`).set(bearer(owner.idToken)).expect(200);
  return { id, loaded: loaded.body as Record<string, unknown> };
}

const stored = async (id: string) =>
  (await emulatorDb().collection('reviews').doc(id).get()).data();

describe('PUT /review/:id', () => {
  it("stores the edit form's `review` field as `message` (SPEC 4)", async () => {
    const { id, loaded } = await createReview();
    await api()
      .put(`/review/${id}`)
      .set(bearer(owner.idToken))
      .send({ ...loaded, review: 'edited words' })
      .expect(200);
    const doc = await stored(id);
    expect(doc?.message).toBe('edited words');
    expect(doc).not.toHaveProperty('review');
  });

  it('accepts `message` too, and prefers `review` when both are sent', async () => {
    const { id } = await createReview();
    await api()
      .put(`/review/${id}`)
      .set(bearer(owner.idToken))
      .send({ message: 'via message' })
      .expect(200);
    expect((await stored(id))?.message).toBe('via message');
    await api()
      .put(`/review/${id}`)
      .set(bearer(owner.idToken))
      .send({ message: 'old loaded text', review: 'new typed text' })
      .expect(200);
    expect((await stored(id))?.message).toBe('new typed text');
  });

  it('answers modifiedCount 0 when the text is unchanged', async () => {
    const { id, loaded } = await createReview('same words');
    const res = await api()
      .put(`/review/${id}`)
      .set(bearer(owner.idToken))
      .send({ ...loaded, review: 'same words' })
      .expect(200);
    expect(res.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
  });

  it('answers 400 for a blank or missing text and keeps the stored text', async () => {
    const { id } = await createReview('keep me');
    for (const body of [{ review: '   ' }, {}, { review: 'z'.repeat(2001) }, { review: 42 }]) {
      const res = await api()
        .put(`/review/${id}`)
        .set(bearer(owner.idToken))
        .send(body)
        .expect(400);
      expect(res.body.error.code).toBe('invalid_input');
    }
    expect((await stored(id))?.message).toBe('keep me');
  });

  it('answers 404 for a review that does not exist', async () => {
    const res = await api()
      .put('/review/doesNotExist123')
      .set(bearer(owner.idToken))
      .send({ review: 'x' })
      .expect(404);
    expect(res.body.error.code).toBe('not_found');
    expect((await emulatorDb().collection('reviews').doc('doesNotExist123').get()).exists).toBe(
      false,
    );
  });
});
