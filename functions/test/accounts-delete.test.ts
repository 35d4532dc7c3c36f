import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@tourist-guide/testing';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  decide,
  emulatorDb,
  newPlace,
  post,
  report,
  resetData,
  reviewBody,
  signedInAgo,
  type TestUser,
} from './helpers';
import { closeAccount, expectNothingLeftOf, expectRatingsRecomputable } from './accounts-support';

/*
 * DELETE /account: everything the account wrote goes, each place's rating with its review, and
 * then the account itself; a stale sign-in is asked to sign in again first.
 */

let admin: TestUser;
beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
});

describe('DELETE /account', () => {
  it("removes the account's reviews on several places, hidden ones too, and every rating equals a recomputation", async () => {
    const places = await Promise.all([1, 2, 3, 4].map(() => newPlace(admin)));
    const leaving = await createTestUser();
    const staying = await createTestUser();
    const mine = [];
    for (const [i, place] of places.entries()) {
      mine.push(await post(leaving, place, [5, 3, 1, 4][i]!));
      await post(staying, place, 2);
    }
    // One of the leaving account's reviews a moderator hid, one it hid and deleted (a tombstone).
    expect((await decide(admin, mine[3]!, true)).status).toBe(200);
    const other = await newPlace(admin);
    const tombstoned = await post(leaving, other, 5);
    expect((await decide(admin, tombstoned, true)).status).toBe(200);
    await api().delete(`/review/${tombstoned}`).set(bearer(leaving.idToken)).expect(200);
    expect((await emulatorDb().collection('hiddenReviews').doc(tombstoned).get()).exists).toBe(
      true,
    );

    const res = await closeAccount(leaving.idToken).expect(200);
    expect(res.body).toEqual({ acknowledged: true, deletedReviews: 4, deletedReports: 0 });
    expect(res.headers['cache-control']).toBe('private, no-store');

    await expectRatingsRecomputable([...places, other]);
    for (const place of places) {
      const left = await api().get(`/service/${place}/reviews`).expect(200);
      expect(left.body.items).toHaveLength(1);
      const rating = (await api().get(`/service/${place}`).expect(200)).body.rating;
      expect(rating).toEqual({ average: 2, count: 1, histogram: [0, 1, 0, 0, 0] });
    }
    await expectNothingLeftOf(leaving.uid);
    // The other account's reviews are untouched.
    const theirs = await api().get('/reviews').set(bearer(staying.idToken)).expect(200);
    expect(theirs.body).toHaveLength(4);
  });

  it('refuses the old token afterwards (401), and the address signs up afresh with nothing attached', async () => {
    const place = await newPlace(admin);
    const leaving = await createTestUser();
    await post(leaving, place, 4);
    await closeAccount(leaving.idToken).expect(200);

    for (const call of [
      closeAccount(leaving.idToken),
      api().get('/account/export').set(bearer(leaving.idToken)),
      api()
        .post('/review')
        .set(bearer(leaving.idToken))
        .send(reviewBody(place, leaving.email, { rating: 5 })),
    ]) {
      const refused = await call;
      expect(refused.status, refused.text).toBe(401);
      expect(refused.body.error).toEqual({
        code: 'unauthenticated',
        message: 'This account no longer exists',
      });
    }
    await expect(signIn(leaving.email, leaving.password)).rejects.toThrow(/EMAIL_NOT_FOUND/);

    const again = await createTestUser({ email: leaving.email });
    expect(again.uid).not.toBe(leaving.uid);
    const mine = await api()
      .get('/reviews')
      .query({ email: again.email })
      .set(bearer(again.idToken))
      .expect(200);
    expect(mine.body).toEqual([]);
    const data = await api().get('/account/export').set(bearer(again.idToken)).expect(200);
    expect(data.body).toMatchObject({ reviews: [], reports: [], helpful: [], saved: [] });
    // The same place can be reviewed again by the new account: it is a new review of its own.
    await post(again, place, 2);
    await expectRatingsRecomputable([place]);
  });

  it('asks a sign-in older than 5 minutes to sign in again (401 requires_recent_login) and changes nothing', async () => {
    const place = await newPlace(admin);
    const user = await createTestUser();
    const id = await post(user, place, 5);
    const stale = await signedInAgo(user, 6 * 60);
    const res = await closeAccount(stale);
    expect(res.status, res.text).toBe(401);
    expect(res.body).toEqual({
      error: {
        code: 'requires_recent_login',
        message:
          'Please sign in again to delete your account: your last sign-in was more than 5 minutes ago',
      },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Still there, and still writable with that token: nothing was started.
    await api().get(`/review/${id}`).set(bearer(stale)).expect(200);
    await api().put(`/review/${id}`).set(bearer(stale)).send({ review: 'Still here' }).expect(200);

    // Four minutes is recent enough.
    const recent = await signedInAgo(user, 4 * 60);
    await closeAccount(recent).expect(200);
    await expectNothingLeftOf(user.uid);
  });

  it('once deletion has begun, the account writes nothing more from another tab (403), and a second call finishes', async () => {
    const place = await newPlace(admin);
    const user = await createTestUser();
    await post(user, place, 3);
    // Deletion began (step 1) and was cut off there.
    await emulatorDb().collection('accounts').doc(user.uid).set({ closingSince: new Date() });
    const other = await newPlace(admin);
    const late = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(other, user.email, { rating: 5 }));
    expect(late.status, late.text).toBe(403);
    expect(late.body.error.message).toBe('This account is being deleted: it can no longer write');
    const someone = await createTestUser();
    const theirs = await post(someone, place, 4);
    expect((await report(user, theirs)).status).toBe(403);
    const profile = await api()
      .put('/account/profile')
      .set(bearer(user.idToken))
      .send({ photoURL: 'https://example.com/me.png' });
    expect(profile.status).toBe(403);

    const res = await closeAccount(user.idToken).expect(200);
    expect(res.body).toEqual({ acknowledged: true, deletedReviews: 1, deletedReports: 0 });
    await expectNothingLeftOf(user.uid);
    await expectRatingsRecomputable([place, other]);
  });

  it('two calls at once both succeed and leave nothing behind', async () => {
    const places = await Promise.all([1, 2, 3].map(() => newPlace(admin)));
    const user = await createTestUser();
    for (const place of places) await post(user, place, 4);
    const [a, b] = await Promise.all([closeAccount(user.idToken), closeAccount(user.idToken)]);
    // The call that finds the account gone answers like any call with a deleted account's token.
    expect([a.status, b.status].sort()).toContain(200);
    for (const r of [a, b]) expect([200, 401], r.text).toContain(r.status);
    const deleted = [a, b].filter((r) => r.status === 200).map((r) => r.body.deletedReviews);
    expect(deleted.reduce((x: number, y: number) => x + y, 0)).toBe(3);
    await expectNothingLeftOf(user.uid);
    await expectRatingsRecomputable(places);
  });

  it('refuses an unsigned call with 401', async () => {
    const res = await api().delete('/account');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });
});
