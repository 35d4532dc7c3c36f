import { expect } from 'vitest';
import { ratingOf, type Stars } from '../src/services';
import { adminAuth } from '../src/lib/firebase';
import { api, bearer, emulatorDb, type TestUser } from './helpers';

/** DELETE /account with `user`'s token (or the token given). */
export const closeAccount = (user: TestUser | string) =>
  api()
    .delete('/account')
    .set(bearer(typeof user === 'string' ? user : user.idToken));

/** Each place's stored rating equals the one recomputed from its visible reviews as stored. */
export async function expectRatingsRecomputable(placeIds: string[]): Promise<void> {
  const db = emulatorDb();
  for (const id of placeIds) {
    const [place, reviews] = await Promise.all([
      db.collection('services').doc(id).get(),
      db.collection('reviews').where('service', '==', id).get(),
    ]);
    const visible = reviews.docs.filter((r) => r.get('hidden') !== true);
    const expected = ratingOf(visible.map((r) => (r.get('rating') ?? null) as Stars | null));
    expect(place.get('rating'), `rating of ${id}`).toEqual(expected);
  }
}

/** Nothing of the account `uid` is left: no review, report, tombstone, saved list or Auth account. */
export async function expectNothingLeftOf(uid: string): Promise<void> {
  const db = emulatorDb();
  for (const collection of ['reviews', 'reports', 'hiddenReviews']) {
    const left = await db.collection(collection).where('uid', '==', uid).get();
    expect(
      left.docs.map((d) => d.id),
      `${collection} of ${uid}`,
    ).toEqual([]);
  }
  expect((await db.collection('savedPlaces').doc(uid).get()).exists, `saved places of ${uid}`).toBe(
    false,
  );
  await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  // What stays: that the account closed, and when; nothing about the person.
  const marker = await db.collection('accounts').doc(uid).get();
  expect(Object.keys(marker.data() ?? {})).toEqual(['closingSince']);
}

/** The moderation fields a review (or tombstone) keeps, as stored. */
export async function moderationOf(collection: 'reviews' | 'hiddenReviews', id: string) {
  const d = (await emulatorDb().collection(collection).doc(id).get()).data() ?? {};
  return {
    reportCount: d.reportCount as number,
    reportReasons: d.reportReasons as Record<string, number>,
    reportNotes: d.reportNotes as string[],
    openReports: d.openReports as number,
    reportStatus: d.reportStatus as string | null,
  };
}
