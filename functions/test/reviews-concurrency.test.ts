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

/*
 * Races between one user's own requests (two tabs, a double click, a retry). Each
 * round fires the requests at once; whatever order Firestore serialises them in,
 * the answers must agree with what is stored, and nothing may be lost, come back
 * after a delete, or exist twice.
 */
const ROUNDS = 8;

let service: SeedService;
let user: TestUser;

beforeAll(async () => {
  [service] = (await resetData()) as [SeedService];
  user = await createTestUser({ displayName: 'Racer' });
});

async function freshReview(message = 'first text'): Promise<string> {
  const mine = await emulatorDb().collection('reviews').where('email', '==', user.email).get();
  await Promise.all(mine.docs.map((d) => d.ref.delete()));
  const res = await api()
    .post('/review')
    .set(bearer(user.idToken))
    .send(reviewBody(service._id, user.email, { message }))
    .expect(201);
  return res.body.insertedId as string;
}

const stored = async (id: string) =>
  (await emulatorDb().collection('reviews').doc(id).get()).data();

async function reviewsOfPlace(): Promise<number> {
  const snap = await emulatorDb()
    .collection('reviews')
    .where('email', '==', user.email)
    .where('service', '==', service._id)
    .get();
  return snap.size;
}

describe('reviews under concurrent requests', () => {
  it('when two edits of one review race, then both succeed and the stored text is one of them, nothing else changed', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await freshReview();
      const before = await stored(id);
      const texts = [`edit A ${round}`, `edit B ${round}`];
      const answers = await Promise.all(
        texts.map((review) =>
          api().put(`/review/${id}`).set(bearer(user.idToken)).send({ review }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const after = await stored(id);
      expect(texts).toContain(after?.message);
      expect({ ...after, message: undefined, updatedAt: undefined }).toEqual({
        ...before,
        message: undefined,
        updatedAt: undefined,
      });
      // The edit that landed last reported a change.
      expect(answers.some((a) => a.body.modifiedCount === 1)).toBe(true);
    }
  });

  it('when an edit races a delete, then the review stays deleted and the edit answers 200 (before) or 404 (after), never 5xx', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await freshReview();
      const [put, del] = await Promise.all([
        api()
          .put(`/review/${id}`)
          .set(bearer(user.idToken))
          .send({ review: `late edit ${round}` }),
        api().delete(`/review/${id}`).set(bearer(user.idToken)),
      ]);
      expect(del.status).toBe(200);
      expect([200, 404]).toContain(put.status);
      expect(await stored(id)).toBeUndefined();
    }
  });

  it('when a delete races a new review of the same place, then the answers say which came first and there is never more than one', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await freshReview('old review');
      const [del, post] = await Promise.all([
        api().delete(`/review/${id}`).set(bearer(user.idToken)),
        api()
          .post('/review')
          .set(bearer(user.idToken))
          .send(reviewBody(service._id, user.email, { message: `new review ${round}` })),
      ]);
      expect(del.status).toBe(200);
      expect([201, 409]).toContain(post.status);
      const now = await stored(id);
      if (post.status === 201) {
        // The delete came first; the new review is the one stored.
        expect(now?.message).toBe(`new review ${round}`);
      } else {
        // The create found the old review; the delete then removed it.
        expect(now).toBeUndefined();
      }
      expect(await reviewsOfPlace()).toBeLessThanOrEqual(1);
    }
  });

  it('when the same review is deleted twice at once, then one delete succeeds and the other is 404', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await freshReview();
      const answers = await Promise.all([
        api().delete(`/review/${id}`).set(bearer(user.idToken)),
        api().delete(`/review/${id}`).set(bearer(user.idToken)),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
      expect(await stored(id)).toBeUndefined();
    }
  });
});
