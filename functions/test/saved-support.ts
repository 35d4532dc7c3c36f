import request from 'supertest';
import { expect } from 'vitest';
import type { createApp } from '../src/app';
import { api, bearer, emulatorDb, type TestUser } from './helpers';

type App = ReturnType<typeof createApp>;

/** PUT /me/saved/:serviceId as `user` (on `app`, or a fresh app). */
export const save = (user: TestUser, serviceId: string, app?: App) =>
  (app ? request(app) : api()).put(`/me/saved/${serviceId}`).set(bearer(user.idToken));

/** DELETE /me/saved/:serviceId as `user`. */
export const unsave = (user: TestUser, serviceId: string, app?: App) =>
  (app ? request(app) : api()).delete(`/me/saved/${serviceId}`).set(bearer(user.idToken));

/** GET /me/saved as `user`: the ids of the places it answers, in its order. */
export async function savedIds(user: TestUser, app?: App): Promise<string[]> {
  const res = await (app ? request(app) : api()).get('/me/saved').set(bearer(user.idToken));
  expect(res.status, res.text).toBe(200);
  return (res.body.items as { _id: string }[]).map((place) => place._id);
}

const savedDoc = (uid: string) => emulatorDb().collection('savedPlaces').doc(uid);

/** The account's list as stored (newest first), or undefined when it has no document. */
export async function storedSaved(uid: string): Promise<string[] | undefined> {
  const snap = await savedDoc(uid).get();
  return snap.exists ? (snap.get('ids') as string[]) : undefined;
}

/**
 * Writes `ids` (newest first) as the account's list straight through the Admin SDK: a full list
 * without 500 requests. The ids need not be places: the cap counts entries.
 */
export async function storeSaved(uid: string, ids: readonly string[]): Promise<void> {
  await savedDoc(uid).set({ ids: [...ids], updatedAt: new Date() });
}

/** `n` made-up place ids, as filler for a list. */
export const fillerIds = (n: number, prefix = 'filler') =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
