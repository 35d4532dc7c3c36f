import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/emulators/testing';
import { createApp } from '../src/app';
import { ratingOf, type Stars } from '../src/services';
import {
  bearer,
  createTestUser,
  emulatorDb,
  resetData,
  reviewBody,
  type TestUser,
} from './helpers';

/*
 * 50 people review one place at the same moment: each writes a review, changes its
 * stars, and every third deletes it again, all concurrently through the API. The
 * place's rating document is the one hot spot every request's transaction touches.
 */
const PEOPLE = 50;

let place: SeedService;
let people: TestUser[];
const app = createApp({ writeLimits: { windowMs: 60_000, perUser: 1_000_000, perIp: 1_000_000 } });

beforeAll(async () => {
  [place] = (await resetData()) as [SeedService];
  people = await Promise.all(Array.from({ length: PEOPLE }, () => createTestUser()));
});

describe('ratings under concurrency', () => {
  it('when 50 users create, re-rate and delete reviews of one place at once, then the rating equals the recomputation and nothing is 5xx', async () => {
    const statuses: number[] = [];
    const t0 = Date.now();
    await Promise.all(
      people.map(async (person, i) => {
        const first = (1 + (i % 5)) as Stars;
        const created = await request(app)
          .post('/review')
          .set(bearer(person.idToken))
          .send(reviewBody(place._id, person.email, { rating: first }));
        statuses.push(created.status);
        const id = created.body.insertedId as string;
        const edited = await request(app)
          .put(`/review/${id}`)
          .set(bearer(person.idToken))
          .send({ review: `Changed my mind (${i})`, rating: (1 + ((i * 3) % 5)) as Stars });
        statuses.push(edited.status);
        if (i % 3 === 0) {
          const deleted = await request(app).delete(`/review/${id}`).set(bearer(person.idToken));
          statuses.push(deleted.status);
        }
      }),
    );
    const ms = Date.now() - t0;

    const reviews = await emulatorDb()
      .collection('reviews')
      .where('service', '==', place._id)
      .get();
    const expected = ratingOf(reviews.docs.map((d) => d.get('rating') as Stars | null));
    const stored = (await emulatorDb().collection('services').doc(place._id).get()).get('rating');
    const counts = statuses.reduce<Record<number, number>>(
      (acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }),
      {},
    );
    console.log(
      `[ratings] ${statuses.length} requests by ${PEOPLE} users in ${ms} ms: ` +
        `${Object.entries(counts)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}; ` +
        `stored ${JSON.stringify(stored)} vs recomputed ${JSON.stringify(expected)}`,
    );

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(counts).toEqual({ 201: PEOPLE, 200: PEOPLE + Math.ceil(PEOPLE / 3) });
    expect(reviews.size).toBe(PEOPLE - Math.ceil(PEOPLE / 3));
    expect(stored).toEqual(expected);
  }, 120_000);
});
