import { expect } from 'vitest';
import { signIn } from '@tourist-guide/testing';
import { adminAuth } from '../src/lib/firebase';
import { api, bearer, createTestUser, type TestUser } from './helpers';

/** A new account with a verified address, and a token that says so (as after the emailed link). */
export async function verifiedUser(): Promise<TestUser> {
  const user = await createTestUser({ displayName: 'Olga Owner' });
  await adminAuth().updateUser(user.uid, { emailVerified: true });
  return { ...user, idToken: await signIn(user.email, user.password) };
}

/** `admin` names the owners of `placeId` (by address); the answer. */
export const setOwners = (admin: TestUser, placeId: string, emails: string[]) =>
  api().put(`/admin/service/${placeId}/owners`).set(bearer(admin.idToken)).send({ emails });

/** A verified account made an owner of `placeId` by `admin`. */
export async function ownerOf(admin: TestUser, placeId: string): Promise<TestUser> {
  const owner = await verifiedUser();
  const res = await setOwners(admin, placeId, [owner.email]);
  expect(res.status, res.text).toBe(200);
  return owner;
}

/** `user` answers review `id` (no token: anonymous). */
export const answer = (user: TestUser | null, id: string, message = 'Thank you for coming!') => {
  const req = api().put(`/review/${id}/response`);
  return (user ? req.set(bearer(user.idToken)) : req).send({ message });
};

export const unanswer = (user: TestUser | null, id: string) => {
  const req = api().delete(`/review/${id}/response`);
  return user ? req.set(bearer(user.idToken)) : req;
};

export const ownerPage = (user: TestUser | null, placeId: string, query = '') => {
  const req = api().get(`/owner/service/${placeId}/reviews${query}`);
  return user ? req.set(bearer(user.idToken)) : req;
};

/** The caller's owned places, as GET /owner/services lists them. */
export async function ownedPlaces(user: TestUser) {
  const res = await api().get('/owner/services').set(bearer(user.idToken));
  expect(res.status, res.text).toBe(200);
  return res.body.items as { _id: string; title: string; unanswered: number; archived: boolean }[];
}
