import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { changeEmail, signIn } from '@tourist-guide/testing';
import { adminAuth } from '../src/lib/firebase';
import { OWNED_PLACES_MAX } from '../src/owners/schema';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  emulatorDb,
  newPlace,
  resetData,
  type TestUser,
} from './helpers';
import { answer, ownedPlaces, ownerOf, setOwners, verifiedUser } from './owners-support';

/*
 * Place owners as admins name them: PUT /admin/service/:id/owners replaces the list (existing
 * accounts by address, at most 10), GET lists them by their current addresses.
 */

let admin: TestUser;
beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
});

const owners = (placeId: string, token = admin.idToken) =>
  api().get(`/admin/service/${placeId}/owners`).set(bearer(token));

const storedOwners = async (placeId: string) =>
  (await emulatorDb().collection('placeOwners').doc(placeId).get()).data();

describe('who may name owners', () => {
  it('anonymous is 401 and a signed-in reader (even an owner) 403, on GET and PUT; nothing changes', async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const reader = await createTestUser();
    for (const token of [null, reader.idToken, owner.idToken]) {
      const get = api().get(`/admin/service/${place}/owners`);
      const put = api().put(`/admin/service/${place}/owners`);
      const [got, put2] = await Promise.all([
        token ? get.set(bearer(token)) : get,
        (token ? put.set(bearer(token)) : put).send({ emails: [reader.email] }),
      ]);
      for (const res of [got, put2]) {
        expect(res.status, res.text).toBe(token ? 403 : 401);
        expect(res.body.error.code).toBe(token ? 'forbidden' : 'unauthenticated');
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
    expect((await owners(place).expect(200)).body).toEqual({
      acknowledged: true,
      owners: [owner.email],
    });
  });
});

describe('naming owners', () => {
  it('replaces the whole list each time, and an empty list removes every owner', async () => {
    const place = await newPlace(admin);
    const [a, b, c] = await Promise.all([verifiedUser(), verifiedUser(), verifiedUser()]);
    const first = await setOwners(admin, place, [a.email, b.email]);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ acknowledged: true, owners: [a.email, b.email] });
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect((await owners(place).expect(200)).body.owners).toEqual([a.email, b.email]);

    const second = await setOwners(admin, place, [b.email, c.email]).expect(200);
    expect(second.body.owners).toEqual([b.email, c.email]);
    expect((await owners(place).expect(200)).body.owners).toEqual([b.email, c.email]);
    // Stored by account, not by address.
    expect((await storedOwners(place))?.uids).toEqual([b.uid, c.uid]);
    expect(await ownedPlaces(a)).toEqual([]);
    expect((await ownedPlaces(c)).map((p) => p._id)).toEqual([place]);

    const none = await setOwners(admin, place, []).expect(200);
    expect(none.body).toEqual({ acknowledged: true, owners: [] });
    expect((await owners(place).expect(200)).body.owners).toEqual([]);
    expect(await storedOwners(place)).toBeUndefined();
    expect(await ownedPlaces(b)).toEqual([]);
  });

  it('takes addresses in any case and once each, answering them as the accounts have them', async () => {
    const place = await newPlace(admin);
    const a = await verifiedUser();
    const res = await setOwners(admin, place, [a.email.toUpperCase(), ` ${a.email} `]).expect(200);
    expect(res.body.owners).toEqual([a.email]);
    expect((await storedOwners(place))?.uids).toEqual([a.uid]);
  });

  it('refuses more than 10 owners with 400, and keeps the list', async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const emails = Array.from({ length: 11 }, (_, i) => `owner-${i}@example.com`);
    const res = await setOwners(admin, place, emails);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_input',
      message: 'Invalid emails: A place has at most 10 owners',
    });
    expect((await owners(place).expect(200)).body.owners).toEqual([owner.email]);
  });

  it('refuses to make an account the owner of more than 50 places (400 naming it), but keeps one already there', async () => {
    expect(OWNED_PLACES_MAX).toBe(50);
    const [place, next] = await Promise.all([newPlace(admin), newPlace(admin)]);
    const [busy, other] = await Promise.all([verifiedUser(), verifiedUser()]);
    // Owner of 49 other places already, stored as the API stores owners.
    const batch = emulatorDb().batch();
    for (let i = 0; i < OWNED_PLACES_MAX - 1; i++) {
      batch.set(emulatorDb().collection('placeOwners').doc(`elsewhere-${busy.uid}-${i}`), {
        uids: [busy.uid],
        updatedAt: Timestamp.now(),
      });
    }
    await batch.commit();
    expect((await setOwners(admin, place, [busy.email])).status).toBe(200);
    // Already an owner of this place: a new list that keeps them adds no place.
    const kept = await setOwners(admin, place, [busy.email, other.email]);
    expect(kept.status, kept.text).toBe(200);
    const res = await setOwners(admin, next, [other.email, busy.email]);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_input',
      message: `Invalid emails: the account of ${busy.email} owns 50 places already, the most one account may own`,
    });
    expect(await storedOwners(next)).toBeUndefined();
  });

  it('refuses an address no account has with 400 naming each such address, and changes nothing', async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const known = await verifiedUser();
    const res = await setOwners(admin, place, [
      known.email,
      'nobody-here@example.com',
      'nor-here@example.com',
    ]);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_input',
      message:
        'Invalid emails: no account has the address nobody-here@example.com, nor-here@example.com',
    });
    expect((await owners(place).expect(200)).body.owners).toEqual([owner.email]);
    const notAnEmail = await setOwners(admin, place, ['not an address']);
    expect(notAnEmail.status).toBe(400);
    expect(notAnEmail.body.error.message).toBe(
      'Invalid emails.0: Each owner must be an email address',
    );
  });

  it('refuses an account that has not verified its address with 400 naming it, and changes nothing', async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const [unproven, other] = [await createTestUser(), await verifiedUser()];
    const res = await setOwners(admin, place, [other.email, unproven.email]);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_input',
      message: `Invalid emails: the account of ${unproven.email} has not verified its address`,
    });
    expect((await owners(place).expect(200)).body.owners).toEqual([owner.email]);
    expect((await storedOwners(place))?.uids).toEqual([owner.uid]);
    // Verified, the same account can be named.
    await adminAuth().updateUser(unproven.uid, { emailVerified: true });
    const named = await setOwners(admin, place, [unproven.email]);
    expect(named.status, named.text).toBe(200);
    expect(named.body.owners).toEqual([unproven.email]);
  });

  it('refuses an account whose deletion has begun', async () => {
    const place = await newPlace(admin);
    const leaving = await verifiedUser();
    await emulatorDb()
      .collection('accounts')
      .doc(leaving.uid)
      .set({ closingSince: Timestamp.now() });
    const res = await setOwners(admin, place, [leaving.email]);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.message).toBe(
      `Invalid emails: the account of ${leaving.email} is being deleted`,
    );
    expect(await storedOwners(place)).toBeUndefined();
  });

  it('answers 404 for a place that does not exist, on GET and PUT', async () => {
    const a = await verifiedUser();
    for (const res of [
      await owners('noSuchPlace123'),
      await setOwners(admin, 'noSuchPlace123', [a.email]),
    ]) {
      expect(res.status, res.text).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: 'No such service' });
    }
    expect(await storedOwners('noSuchPlace123')).toBeUndefined();
  });

  it('lists an owner by the address they have now, and they stay an owner after changing it (once the new one is verified)', async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const moved = await changeEmail(owner, `moved-${owner.email}`);
    expect((await owners(place).expect(200)).body.owners).toEqual([moved.email]);
    expect((await ownedPlaces(moved)).map((p) => p._id)).toEqual([place]);
    const review = await api()
      .post('/review')
      .set(bearer((await createTestUser()).idToken))
      .send({ service: place, customer: 'Ana', message: 'Lovely.', rating: 5 });
    expect(review.status, review.text).toBe(201);
    const id = review.body.insertedId as string;
    // A new address is unproven until verified (Firebase Auth clears emailVerified on a change).
    expect((await answer(moved, id)).status).toBe(403);
    await adminAuth().updateUser(moved.uid, { emailVerified: true });
    const verified = await signIn(moved.email, moved.password);
    const res = await answer({ ...moved, idToken: verified }, id);
    expect(res.status, res.text).toBe(200);
  });

  it('records each change in the audit trail, and a PUT that changes nothing records nothing', async () => {
    const place = await newPlace(admin);
    const a = await verifiedUser();
    const trail = async () =>
      (await api().get('/admin/audit').set(bearer(admin.idToken)).expect(200)).body.filter(
        (e: { target: { id: string }; action: string }) =>
          e.target.id === place && e.action === 'place.owners',
      );
    await setOwners(admin, place, [a.email]).expect(200);
    await setOwners(admin, place, [a.email]).expect(200);
    const entries = await trail();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { uid: admin.uid, email: admin.email },
      target: { kind: 'place', id: place },
      summary: expect.stringContaining(`: ${a.email}`),
    });
    await setOwners(admin, place, []).expect(200);
    expect((await trail())[0].summary).toMatch(/: none$/);
  });
});
