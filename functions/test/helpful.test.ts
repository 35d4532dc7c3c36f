import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  decide,
  emulatorDb,
  newPlace,
  post,
  reviewBody,
  reviewOf,
  type TestUser,
  UNLIMITED,
} from './helpers';
import {
  expectCountExact,
  myVotes,
  storedHelpful,
  tombstoneOf,
  unvote,
  vote,
  votersOf,
} from './helpful-support';
import { ownerOf } from './owners-support';

/*
 * PUT and DELETE /review/:id/helpful, GET /me/helpful: who may vote, once, and what the count
 * and the caller's list say afterwards. Against the emulators with real Auth emulator tokens.
 */

let admin: TestUser;
let place: string;
beforeAll(async () => {
  admin = await createAdmin();
  place = await newPlace(admin);
});

const error = (code: string, message: string) => ({ error: { code, message } });

describe('the permission matrix of a vote', () => {
  // An owner (of this place or another) votes on a place's reviews as any reader does.
  const roles: [string, () => Promise<TestUser | null>, 'author' | 'voter'][] = [
    ['anonymous', async () => null, 'voter'],
    ['the author', async () => null, 'author'],
    ['a reader', () => createTestUser(), 'voter'],
    ['an owner of another place', async () => ownerOf(admin, await newPlace(admin)), 'voter'],
    ['an owner of the place', () => ownerOf(admin, place), 'voter'],
    ['an admin', () => createAdmin(), 'voter'],
  ];

  it.each(roles)('%s', async (role, make, kind) => {
    const { author, id } = await reviewOf(place);
    const who = kind === 'author' ? author : await make();
    const put = who ? vote(who, id) : api().put(`/review/${id}/helpful`);
    const del = who ? unvote(who, id) : api().delete(`/review/${id}/helpful`);
    if (role === 'anonymous') {
      for (const res of [await put, await del]) {
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('unauthenticated');
      }
      const mine = await api().get('/me/helpful').query({ service: place });
      expect(mine.status).toBe(401);
    } else if (role === 'the author') {
      for (const res of [await put, await del]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual(error('forbidden', 'You cannot mark your own review helpful'));
      }
    } else {
      const voted = await put;
      expect(voted.status, voted.text).toBe(200);
      expect(voted.body).toEqual({ helpful: 1, voted: true });
      expect(voted.headers['cache-control']).toBe('private, no-store');
      await expectCountExact(id, 1);
      const taken = await del;
      expect(taken.status, taken.text).toBe(200);
      expect(taken.body).toEqual({ helpful: 0, voted: false });
      await expectCountExact(id, 0);
      return;
    }
    await expectCountExact(id, 0, `${role} changed nothing`);
  });
});

describe('a vote', () => {
  it('is idempotent: PUT twice counts one, DELETE twice leaves none', async () => {
    const { id } = await reviewOf(place);
    const [ana, ben] = await Promise.all([createTestUser(), createTestUser()]);
    expect((await vote(ana, id)).body).toEqual({ helpful: 1, voted: true });
    expect((await vote(ana, id)).body).toEqual({ helpful: 1, voted: true });
    expect((await vote(ben, id)).body).toEqual({ helpful: 2, voted: true });
    await expectCountExact(id, 2);
    expect((await unvote(ana, id)).body).toEqual({ helpful: 1, voted: false });
    expect((await unvote(ana, id)).body).toEqual({ helpful: 1, voted: false });
    expect(await votersOf(id)).toEqual([ben.uid]);
    await expectCountExact(id, 1);
  });

  it('is not an edit: the review keeps its text, stars and updatedAt', async () => {
    const { id } = await reviewOf(place);
    const before = (await emulatorDb().collection('reviews').doc(id).get()).data();
    await vote(await createTestUser(), id).expect(200);
    const after = (await emulatorDb().collection('reviews').doc(id).get()).data();
    expect(after).toEqual({ ...before, helpful: 1 });
  });

  it('on an unknown review is 404, on a malformed id 400', async () => {
    const reader = await createTestUser();
    for (const res of [await vote(reader, 'noSuchReview123'), await unvote(reader, 'noSuch')]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(error('not_found', 'No such review'));
    }
    expect((await vote(reader, 'not.an.id')).status).toBe(400);
  });

  it('on a hidden review is 404 both ways, and the review keeps its votes and count; restored, it shows them', async () => {
    const { id } = await reviewOf(place);
    const [ana, ben] = await Promise.all([createTestUser(), createTestUser()]);
    await vote(ana, id).expect(200);
    await vote(ben, id).expect(200);
    expect((await decide(admin, id, true)).status).toBe(200);
    const carl = await createTestUser();
    for (const res of [await vote(carl, id), await unvote(ana, id), await vote(ana, id)]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(error('not_found', 'No such review'));
    }
    await expectCountExact(id, 2);
    expect(await myVotes(ana, place)).toContain(id);
    expect((await decide(admin, id, false)).status).toBe(200);
    const listed = await api().get(`/service/${place}/reviews`).query({ limit: 50 }).expect(200);
    expect(listed.body.items.find((r: { _id: string }) => r._id === id)).toMatchObject({
      helpful: 2,
    });
  });

  it('is refused (403) to an account being deleted, which adds nothing', async () => {
    const { id } = await reviewOf(place);
    const leaving = await createTestUser();
    await emulatorDb()
      .collection('accounts')
      .doc(leaving.uid)
      .set({ closingSince: new Date() }, { merge: true });
    const res = await vote(leaving, id);
    expect(res.status).toBe(403);
    await expectCountExact(id, 0);
  });

  it('is counted by the write rate limiter, like every other write', async () => {
    const app = createApp({
      limits: { ...UNLIMITED, writesPerUser: 3 },
    });
    const { id } = await reviewOf(place);
    const reader = await createTestUser();
    expect((await vote(reader, id, app)).status).toBe(200);
    expect((await unvote(reader, id, app)).status).toBe(200);
    expect((await vote(reader, id, app)).status).toBe(200);
    const limited = await unvote(reader, id, app);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The refused DELETE changed nothing: the vote stands.
    await expectCountExact(id, 1);
    // A write of another kind shares the same allowance.
    const other = await request(app)
      .post('/review')
      .set(bearer(reader.idToken))
      .send(reviewBody(place, reader.email, { rating: 3 }));
    expect(other.status).toBe(429);
  });
});

describe('GET /me/helpful?service=', () => {
  it("lists exactly the caller's votes among that place's reviews, private and never stored", async () => {
    const other = await newPlace(admin);
    const [r1, r2, r3] = await Promise.all([reviewOf(place), reviewOf(place), reviewOf(place)]);
    const elsewhere = await reviewOf(other);
    const [me, someone] = await Promise.all([createTestUser(), createTestUser()]);
    for (const id of [r1.id, r3.id, elsewhere.id]) await vote(me, id).expect(200);
    await vote(someone, r2.id).expect(200);
    const res = await api().get('/me/helpful').query({ service: place }).set(bearer(me.idToken));
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({ reviewIds: [r1.id, r3.id].sort() });
    expect(await myVotes(me, other)).toEqual([elsewhere.id]);
    expect(await myVotes(someone, place)).toEqual([r2.id]);
    await unvote(me, r1.id).expect(200);
    expect(await myVotes(me, place)).toEqual([r3.id]);
    expect(await myVotes(me, 'noSuchPlace')).toEqual([]);
  });

  it.each([[{}], [{ service: 'a/b' }], [{ service: place, extra: '1' }]])(
    'answers 400 for %j',
    async (query) => {
      const me = await createTestUser();
      const res = await api().get('/me/helpful').query(query).set(bearer(me.idToken));
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
    },
  );
});

describe("a review's votes do not outlive it", () => {
  it('deleted by its author and posted again, the review starts at 0 and a former voter votes afresh', async () => {
    const author = await createTestUser();
    const id = await post(author, place, 4);
    const [ana, ben] = await Promise.all([createTestUser(), createTestUser()]);
    await vote(ana, id).expect(200);
    await vote(ben, id).expect(200);
    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    expect(await votersOf(id)).toEqual([]);
    expect(await myVotes(ana, place)).toEqual([]);
    expect(await tombstoneOf(id)).toBeUndefined();

    expect(await post(author, place, 2, 'Posted again.')).toBe(id);
    await expectCountExact(id, 0);
    expect((await vote(ana, id)).body).toEqual({ helpful: 1, voted: true });
    expect(await myVotes(ana, place)).toEqual([id]);
    expect(await myVotes(ben, place)).toEqual([]);
    await expectCountExact(id, 1);
  });

  it('a review without votes leaves no mark when deleted', async () => {
    const { author, id } = await reviewOf(place);
    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    expect(await tombstoneOf(id)).toBeUndefined();
    expect(await storedHelpful(id)).toBeUndefined();
  });
});

describe('no email or uid in any public item', () => {
  it('the public list with votes, in every order, and the vote answers carry neither', async () => {
    const mine = await newPlace(admin);
    const authors = await Promise.all([createTestUser(), createTestUser()]);
    const ids = [await post(authors[0]!, mine, 5), await post(authors[1]!, mine, 2)];
    const voters = await Promise.all([createTestUser(), createTestUser()]);
    const answers = [];
    for (const v of voters) for (const id of ids) answers.push((await vote(v, id)).text);
    const secrets = [...authors, ...voters].flatMap((u) => [u.email, u.uid]);
    for (const sort of ['newest', 'highest', 'lowest', 'helpful']) {
      const res = await api().get(`/service/${mine}/reviews`).query({ sort }).expect(200);
      expect(res.body.items).toHaveLength(2);
      for (const raw of [res.text, ...answers]) {
        for (const secret of [...secrets, '"uid"', '"email"', '@example.com']) {
          expect(raw, `${sort} carries ${secret}`).not.toContain(secret);
        }
      }
    }
  });
});
