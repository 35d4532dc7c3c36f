import { expect } from 'vitest';
import { ratingOf, type Stars } from '../src/services';
import { adminAuth } from '../src/lib/firebase';
import { api, bearer, emulatorDb, reviewBody, type TestUser } from './helpers';

/** A place of its own (added by `admin`), so that its rating is the test's alone. */
export async function newPlace(admin: TestUser): Promise<string> {
  const res = await api()
    .post('/admin/service')
    .set(bearer(admin.idToken))
    .send({
      title: `Account test ${Math.random().toString(36).slice(2)}`,
      description: 'A place whose reviews an account test writes, and nothing else.',
      price: 700,
      country: 'Portugal',
      region: 'Europe',
      img: '/images/lisbon-800.webp',
    })
    .expect(201);
  return res.body.insertedId as string;
}

export async function post(author: TestUser, placeId: string, rating: number, message = 'Fine.') {
  const res = await api()
    .post('/review')
    .set(bearer(author.idToken))
    .send(reviewBody(placeId, author.email, { rating, message }));
  expect(res.status, res.text).toBe(201);
  return res.body.insertedId as string;
}

export const report = (user: TestUser, id: string, reason = 'spam', note?: string) =>
  api()
    .post(`/review/${id}/report`)
    .set(bearer(user.idToken))
    .send(note ? { reason, note } : { reason });

export const decide = (admin: TestUser, id: string, hidden: boolean) =>
  api().put(`/admin/review/${id}`).set(bearer(admin.idToken)).send({ hidden });

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

/** Nothing of the account `uid` is left: no review, report, tombstone or Auth account. */
export async function expectNothingLeftOf(uid: string): Promise<void> {
  const db = emulatorDb();
  for (const collection of ['reviews', 'reports', 'hiddenReviews']) {
    const left = await db.collection(collection).where('uid', '==', uid).get();
    expect(
      left.docs.map((d) => d.id),
      `${collection} of ${uid}`,
    ).toEqual([]);
  }
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
