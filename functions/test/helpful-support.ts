import request from 'supertest';
import { expect } from 'vitest';
import type { createApp } from '../src/app';
import { api, bearer, emulatorDb, type TestUser } from './helpers';

type App = ReturnType<typeof createApp>;

/** PUT /review/:id/helpful as `user` (on `app`, or a fresh app). */
export const vote = (user: TestUser, id: string, app?: App) =>
  (app ? request(app) : api()).put(`/review/${id}/helpful`).set(bearer(user.idToken));

/** DELETE /review/:id/helpful as `user`. */
export const unvote = (user: TestUser, id: string, app?: App) =>
  (app ? request(app) : api()).delete(`/review/${id}/helpful`).set(bearer(user.idToken));

/** GET /me/helpful?service= as `user`: the ids it answers. */
export async function myVotes(user: TestUser, service: string): Promise<string[]> {
  const res = await api().get('/me/helpful').query({ service }).set(bearer(user.idToken));
  expect(res.status, res.text).toBe(200);
  return res.body.reviewIds as string[];
}

/** The review's stored `helpful` count (undefined when the review is gone). */
export async function storedHelpful(id: string): Promise<number | undefined> {
  const snap = await emulatorDb().collection('reviews').doc(id).get();
  return snap.exists ? (snap.get('helpful') as number) : undefined;
}

/** The vote documents of a review: who voted (uids, sorted). */
export async function votersOf(id: string): Promise<string[]> {
  const snap = await emulatorDb().collection('helpfulVotes').where('review', '==', id).get();
  return snap.docs.map((d) => d.get('uid') as string).sort();
}

/** The review's count equals its vote documents, and `expected` when given. */
export async function expectCountExact(id: string, expected?: number, why = id): Promise<void> {
  const [count, voters] = await Promise.all([storedHelpful(id), votersOf(id)]);
  expect(count, `${why}: the count against ${voters.length} vote documents`).toBe(voters.length);
  if (expected !== undefined) expect(count, why).toBe(expected);
}

/** What the deleted review `id` left for its id (its tombstone, reposts-store.ts), as stored. */
export async function tombstoneOf(id: string): Promise<Record<string, unknown> | undefined> {
  return (await emulatorDb().collection('hiddenReviews').doc(id).get()).data();
}
