import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/testing';
import { api, bearer, createTestUser, emulatorDb, resetData, reviewBody } from './helpers';

let place: SeedService;
let other: SeedService;

beforeAll(async () => {
  [place, other] = (await resetData()) as [SeedService, SeedService];
});

const ratingOf = async (id: string) => (await api().get(`/service/${id}`).expect(200)).body.rating;
const storedReviews = async (service: string) =>
  (await emulatorDb().collection('reviews').where('service', '==', service).get()).docs;

async function newPlaceState() {
  // Each test starts from a place nobody has reviewed.
  await Promise.all((await storedReviews(place._id)).map((d) => d.ref.delete()));
  await emulatorDb()
    .collection('services')
    .doc(place._id)
    .update({
      rating: { average: null, count: 0, histogram: [0, 0, 0, 0, 0] },
    });
}

describe('stars on reviews', () => {
  it.each([
    ['0', 0],
    ['6', 6],
    ['2.5', 2.5],
    ['the string "5"', '5'],
    ['null', null],
    ['true', true],
    ['an array', [5]],
  ])(
    'when a new review has %s stars, then it is 400 and nothing is stored',
    async (_name, rating) => {
      await newPlaceState();
      const user = await createTestUser();
      const res = await api()
        .post('/review')
        .set(bearer(user.idToken))
        .send(reviewBody(place._id, user.email, { rating }))
        .expect(400);
      expect(res.body.error).toEqual({
        code: 'invalid_input',
        message: 'Invalid rating: Rating must be a whole number of stars from 1 to 5',
      });
      expect(await storedReviews(place._id)).toHaveLength(0);
      expect(await ratingOf(place._id)).toEqual({
        average: null,
        count: 0,
        histogram: [0, 0, 0, 0, 0],
      });
    },
  );

  it("when reviews are written, edited and deleted, then the place's rating follows in step", async () => {
    await newPlaceState();
    const [ana, ben, cleo] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
    ]);
    const post = (user: typeof ana, rating?: number) =>
      api()
        .post('/review')
        .set(bearer(user.idToken))
        .send(reviewBody(place._id, user.email, rating === undefined ? {} : { rating }))
        .expect(201);

    const a = (await post(ana, 5)).body.insertedId as string;
    expect(await ratingOf(place._id)).toEqual({ average: 5, count: 1, histogram: [0, 0, 0, 0, 1] });

    await post(ben, 2);
    expect(await ratingOf(place._id)).toEqual({
      average: 3.5,
      count: 2,
      histogram: [0, 1, 0, 0, 1],
    });

    // A spec-shaped client sends no stars: the review counts for nothing in the rating.
    const c = (await post(cleo)).body.insertedId as string;
    expect(await ratingOf(place._id)).toMatchObject({ average: 3.5, count: 2 });

    // Re-rating moves one star bucket to another.
    await api()
      .put(`/review/${a}`)
      .set(bearer(ana.idToken))
      .send({ review: 'Still good', rating: 4 })
      .expect(200);
    expect(await ratingOf(place._id)).toEqual({ average: 3, count: 2, histogram: [0, 1, 0, 1, 0] });

    // An unrated review gets its first stars.
    await api()
      .put(`/review/${c}`)
      .set(bearer(cleo.idToken))
      .send({ review: 'Now rated', rating: 3 })
      .expect(200);
    expect(await ratingOf(place._id)).toEqual({ average: 3, count: 3, histogram: [0, 1, 1, 1, 0] });

    // Deleting takes its stars out.
    await api().delete(`/review/${a}`).set(bearer(ana.idToken)).expect(200);
    expect(await ratingOf(place._id)).toEqual({
      average: 2.5,
      count: 2,
      histogram: [0, 1, 1, 0, 0],
    });

    // Another place is untouched throughout.
    expect(await ratingOf(other._id)).toEqual({
      average: null,
      count: 0,
      histogram: [0, 0, 0, 0, 0],
    });
  });

  it('when an edit sends no stars or null (an echoed unrated review), then the stars stay as they were', async () => {
    await newPlaceState();
    const user = await createTestUser();
    const id = (
      await api()
        .post('/review')
        .set(bearer(user.idToken))
        .send(reviewBody(place._id, user.email, { rating: 4 }))
        .expect(201)
    ).body.insertedId as string;
    const loaded = (await api().get(`/review/${id}`).set(bearer(user.idToken)).expect(200)).body;
    expect(loaded.rating).toBe(4);

    const echoed = await api()
      .put(`/review/${id}`)
      .set(bearer(user.idToken))
      .send({ ...loaded, rating: null, review: 'New words' })
      .expect(200);
    expect(echoed.body.modifiedCount).toBe(1);
    await api()
      .put(`/review/${id}`)
      .set(bearer(user.idToken))
      .send({ review: 'More words' })
      .expect(200);

    expect((await api().get(`/review/${id}`).set(bearer(user.idToken))).body.rating).toBe(4);
    expect(await ratingOf(place._id)).toMatchObject({ average: 4, count: 1 });
  });

  it('when an edit only changes the stars, then it counts as a change', async () => {
    await newPlaceState();
    const user = await createTestUser();
    const id = (
      await api()
        .post('/review')
        .set(bearer(user.idToken))
        .send(reviewBody(place._id, user.email, { rating: 1, message: 'Same words' }))
        .expect(201)
    ).body.insertedId as string;
    const res = await api()
      .put(`/review/${id}`)
      .set(bearer(user.idToken))
      .send({ review: 'Same words', rating: 2 })
      .expect(200);
    expect(res.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const same = await api()
      .put(`/review/${id}`)
      .set(bearer(user.idToken))
      .send({ review: 'Same words', rating: 2 })
      .expect(200);
    expect(same.body.modifiedCount).toBe(0);
  });

  it.each([0, 6, 3.5, '4'])(
    'when an edit sends %j stars, then it is 400 and the review is unchanged',
    async (rating) => {
      await newPlaceState();
      const user = await createTestUser();
      const id = (
        await api()
          .post('/review')
          .set(bearer(user.idToken))
          .send(reviewBody(place._id, user.email, { rating: 5 }))
          .expect(201)
      ).body.insertedId as string;
      await api()
        .put(`/review/${id}`)
        .set(bearer(user.idToken))
        .send({ review: 'x', rating })
        .expect(400);
      const stored = (await emulatorDb().collection('reviews').doc(id).get()).data();
      expect(stored).toMatchObject({ rating: 5, message: 'Loved every minute of it.' });
      expect(await ratingOf(place._id)).toMatchObject({ average: 5, count: 1 });
    },
  );
});
