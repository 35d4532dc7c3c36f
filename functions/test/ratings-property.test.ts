import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/testing';
import { createApp } from '../src/app';
import { ratingOf, type Stars } from '../src/services';
import {
  bearer,
  createAdmin,
  createTestUser,
  emulatorDb,
  resetData,
  reviewBody,
  type TestUser,
  UNLIMITED,
} from './helpers';
import request from 'supertest';

/*
 * Random sequences of creates, edits and deletes by several users, and a moderator
 * hiding and restoring their reviews, on a few places, through the API. After every step, every place's stored `rating` must equal the
 * rating recomputed from scratch from its reviews as they are stored.
 */
const USERS = 5;
const PLACES = 3;
const RUNS = 25;

let places: SeedService[];
let users: TestUser[];
let moderator: TestUser;
const app = createApp({
  limits: UNLIMITED,
});

beforeAll(async () => {
  places = ((await resetData()) as SeedService[]).slice(0, PLACES);
  users = await Promise.all(Array.from({ length: USERS }, () => createTestUser()));
  moderator = await createAdmin();
});

type Op =
  | { kind: 'create'; user: number; place: number; rating: Stars | undefined }
  | { kind: 'edit'; user: number; place: number; rating: Stars | null }
  | { kind: 'delete'; user: number; place: number }
  | { kind: 'moderate'; user: number; place: number; hidden: boolean };

const stars = fc.constantFrom<Stars>(1, 2, 3, 4, 5);
const who = { user: fc.nat(USERS - 1), place: fc.nat(PLACES - 1) };
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      ...who,
      rating: fc.option(stars, { nil: undefined, freq: 5 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      ...who,
      rating: fc.option(stars, { nil: null, freq: 5 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), ...who }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('moderate' as const), ...who, hidden: fc.boolean() }),
  },
);

/** Each user's review ids by place, as the API answered them. */
const written = new Map<string, string>();
const key = (user: number, place: number) => `${user}:${place}`;

async function apply(o: Op): Promise<number> {
  const user = users[o.user] as TestUser;
  const place = places[o.place] as SeedService;
  const id = written.get(key(o.user, o.place));
  if (o.kind === 'create') {
    const body = reviewBody(
      place._id,
      user.email,
      o.rating === undefined ? {} : { rating: o.rating },
    );
    const res = await request(app).post('/review').set(bearer(user.idToken)).send(body);
    if (res.status === 201) written.set(key(o.user, o.place), res.body.insertedId);
    return res.status;
  }
  if (!id) return 0;
  if (o.kind === 'moderate') {
    const res = await request(app)
      .put(`/admin/review/${id}`)
      .set(bearer(moderator.idToken))
      .send({ hidden: o.hidden });
    return res.status;
  }
  if (o.kind === 'edit') {
    const res = await request(app)
      .put(`/review/${id}`)
      .set(bearer(user.idToken))
      .send({ review: `edited ${Math.random()}`, rating: o.rating });
    return res.status;
  }
  const res = await request(app).delete(`/review/${id}`).set(bearer(user.idToken));
  if (res.status === 200) written.delete(key(o.user, o.place));
  return res.status;
}

async function expectRatingsRecomputable(where: string): Promise<void> {
  const db = emulatorDb();
  const [reviews, services] = await Promise.all([
    db.collection('reviews').get(),
    db.getAll(...places.map((p) => db.collection('services').doc(p._id))),
  ]);
  for (const service of services) {
    const mine = reviews.docs.filter(
      (r) => r.get('service') === service.id && r.get('hidden') !== true,
    );
    const expected = ratingOf(mine.map((r) => (r.get('rating') ?? null) as Stars | null));
    const stored = service.get('rating') ?? { average: null, count: 0, histogram: [0, 0, 0, 0, 0] };
    expect(stored, `${where}: ${service.id}`).toEqual(expected);
  }
}

describe("a place's rating under any sequence of creates, edits, deletes, hides and restores", () => {
  it(`equals the recomputation from its reviews after every step (${RUNS} sequences)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const [i, o] of ops.entries()) {
          const status = await apply(o);
          expect([0, 200, 201, 409]).toContain(status);
          await expectRatingsRecomputable(`after step ${i} ${JSON.stringify(o)}`);
        }
      }),
      { numRuns: RUNS },
    );
  }, 180_000);
});
