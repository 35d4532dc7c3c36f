import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  emulatorDb,
  newPlace,
  post,
  reviewOf,
  type TestUser,
} from './helpers';
import { closeAccount } from './accounts-support';
import { expectCountExact, myVotes, vote, votersOf } from './helpful-support';

/*
 * An account's helpful votes and its data: the export lists the reviews it found helpful; its
 * deletion withdraws them (each review's count down by one, in that vote's transaction) and
 * takes the votes others gave its own reviews with those reviews.
 */

let admin: TestUser;
let places: string[];
beforeAll(async () => {
  admin = await createAdmin();
  places = [await newPlace(admin), await newPlace(admin)];
}, 60_000);

describe("an account's helpful votes", () => {
  it('GET /account/export lists the reviews it found helpful, newest vote first, and only those', async () => {
    const me = await createTestUser();
    const [a, b, c] = [
      await reviewOf(places[0]!),
      await reviewOf(places[1]!),
      await reviewOf(places[0]!),
    ];
    await vote(me, a.id).expect(200);
    await vote(me, b.id).expect(200);
    await vote(await createTestUser(), c.id).expect(200);
    const res = await api().get('/account/export').set(bearer(me.idToken));
    expect(res.status, res.text).toBe(200);
    expect(res.body.helpful).toEqual([b.id, a.id]);
  });

  it('DELETE /account withdraws its votes (each count down by one) and removes the votes on its own reviews', async () => {
    const me = await createTestUser();
    const [fan1, fan2, other] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
    ]);
    const liked = [await reviewOf(places[0]!), await reviewOf(places[1]!)];
    for (const { id } of liked) {
      await vote(me, id).expect(200);
      await vote(other, id).expect(200);
    }
    const mine = [await post(me, places[0]!, 5), await post(me, places[1]!, 3)];
    for (const id of mine) {
      await vote(fan1, id).expect(200);
      await vote(fan2, id).expect(200);
    }

    const res = await closeAccount(me);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, deletedReviews: 2, deletedReports: 0 });

    for (const { id } of liked) {
      await expectCountExact(id, 1);
      expect(await votersOf(id)).toEqual([other.uid]);
    }
    for (const id of mine) expect(await votersOf(id)).toEqual([]);
    const left = await emulatorDb().collection('helpfulVotes').where('uid', '==', me.uid).get();
    expect(left.size).toBe(0);
    const marks = await emulatorDb().collection('hiddenReviews').where('uid', '==', me.uid).get();
    expect(marks.size).toBe(0);
    expect(await myVotes(fan1, places[0]!)).toEqual([]);
    expect(await myVotes(other, places[0]!)).toEqual([liked[0]!.id]);
  }, 60_000);
});
