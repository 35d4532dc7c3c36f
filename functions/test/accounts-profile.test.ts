import { beforeAll, describe, expect, it } from 'vitest';
import { lookupAccount, signIn } from '@tourist-guide/testing';
import { DISPLAY_NAME_MAX } from '../src/accounts/limits';
import { dbStats, resetDbStats } from '../src/lib/db-stats';
import { adminAuth } from '../src/lib/firebase';
import { CUSTOMER_MAX } from '../src/reviews/schema';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  emulatorDb,
  newPlace,
  post,
  resetData,
  type TestUser,
} from './helpers';

/*
 * PUT /account/profile: a name and an https photo (or none), saved on the Auth account and shown
 * beside the author's public reviews; everything else refused with a 400 naming the field.
 */

let admin: TestUser;
let place: string;
beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
  place = await newPlace(admin);
});

const saveProfile = (user: TestUser, body: object) =>
  api().put('/account/profile').set(bearer(user.idToken)).send(body);

async function publicItem(reviewId: string, placeId = place) {
  const res = await api().get(`/service/${placeId}/reviews?limit=50`).expect(200);
  return (res.body.items as { _id: string; authorPhotoURL: string | null }[]).find(
    (r) => r._id === reviewId,
  );
}

describe('PUT /account/profile', () => {
  it("takes names as long as a review's author name, which the review form fills from it", () => {
    expect(DISPLAY_NAME_MAX).toBe(CUSTOMER_MAX);
  });

  it("saves the name and photo on the Auth account and shows the photo beside the author's public reviews, never their email or id", async () => {
    const other = await newPlace(admin);
    const user = await createTestUser({ displayName: 'Old Name' });
    const [a, b] = [await post(user, place, 5), await post(user, other, 3)];
    expect((await publicItem(a))?.authorPhotoURL).toBeNull();

    const photo = 'https://images.example.com/people/ana.png?size=96';
    const res = await saveProfile(user, { displayName: '  Ana Photo  ', photoURL: photo });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      acknowledged: true,
      displayName: 'Ana Photo',
      photoURL: photo,
      updatedReviews: 2,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await lookupAccount(user.email)).toMatchObject({
      displayName: 'Ana Photo',
      photoUrl: photo,
    });
    expect((await publicItem(a))?.authorPhotoURL).toBe(photo);
    expect((await publicItem(b, other))?.authorPhotoURL).toBe(photo);
    const raw = (await api().get(`/service/${place}/reviews`).expect(200)).text;
    for (const secret of [user.email, user.uid, '"uid"', '"email"']) {
      expect(raw).not.toContain(secret);
    }
    // The author's own list is as before: the photo is their profile's, not the review's.
    const own = await api().get('/reviews').set(bearer(user.idToken)).expect(200);
    expect(own.body[0]).not.toHaveProperty('authorPhotoURL');

    // Saving again changes no review; a new review takes the saved photo, whatever the token says.
    expect((await saveProfile(user, { photoURL: photo })).body.updatedReviews).toBe(0);
    const third = await newPlace(admin);
    const thirdId = await post(user, third, 4);
    expect((await publicItem(thirdId, third))?.authorPhotoURL).toBe(photo);
  });

  it("a change of name alone reads each of the author's reviews once and writes none of them", async () => {
    const user = await createTestUser();
    const places = [place, await newPlace(admin), await newPlace(admin)];
    for (const p of places) await post(user, p, 4);
    const photoURL = 'https://example.com/same.png';
    expect((await saveProfile(user, { photoURL })).body.updatedReviews).toBe(3);

    resetDbStats();
    const res = await saveProfile(user, { displayName: 'New Name Only', photoURL });
    expect(res.status, res.text).toBe(200);
    expect(res.body.updatedReviews).toBe(0);
    // The account's record before and in the profile's transaction, then the author's reviews.
    expect(dbStats.docsRead).toBe(2 + places.length);
    expect(dbStats.transactions).toBe(1);
  });

  it('"" removes the photo (and, sent, the name) everywhere', async () => {
    const user = await createTestUser();
    const id = await post(user, place, 4);
    await saveProfile(user, { photoURL: 'https://example.com/a.png' }).expect(200);
    const res = await saveProfile(user, { displayName: '', photoURL: '' }).expect(200);
    expect(res.body).toEqual({
      acknowledged: true,
      displayName: null,
      photoURL: null,
      updatedReviews: 1,
    });
    const record = await adminAuth().getUser(user.uid);
    expect(record.photoURL).toBeUndefined();
    expect(record.displayName).toBeUndefined();
    expect((await publicItem(id))?.authorPhotoURL).toBeNull();
  });

  it('a new review shows the photo the token carries when the profile was never saved here (an https one only)', async () => {
    const user = await createTestUser();
    await adminAuth().updateUser(user.uid, { photoURL: 'https://lh3.example.com/photo.jpg' });
    const withPicture = { ...user, idToken: await signIn(user.email, user.password) };
    const id = await post(withPicture, place, 5);
    expect((await publicItem(id))?.authorPhotoURL).toBe('https://lh3.example.com/photo.jpg');

    const plain = await createTestUser();
    await adminAuth().updateUser(plain.uid, { photoURL: 'http://insecure.example.com/p.jpg' });
    const insecure = { ...plain, idToken: await signIn(plain.email, plain.password) };
    const other = await post(insecure, place, 5);
    expect((await publicItem(other))?.authorPhotoURL).toBeNull();
  });

  it.each([
    ['an http: address', { photoURL: 'http://example.com/me.png' }, 'photoURL'],
    ['a javascript: address', { photoURL: 'javascript:alert(1)' }, 'photoURL'],
    ['a data: address', { photoURL: 'data:image/png;base64,iVBORw0KGgo=' }, 'photoURL'],
    ['a relative address', { photoURL: '/images/me.png' }, 'photoURL'],
    ['https without a host', { photoURL: 'https://' }, 'photoURL'],
    ['an address with credentials', { photoURL: 'https://u:p@example.com/a.png' }, 'photoURL'],
    ['an address with spaces', { photoURL: 'https://example.com/a b.png' }, 'photoURL'],
    [
      'a 2,049-character address',
      { photoURL: `https://example.com/${'a'.repeat(2049 - 20)}` },
      'photoURL',
    ],
    ['a photo that is not text', { photoURL: 42 }, 'photoURL'],
    ['no photo at all', { displayName: 'Ana' }, 'photoURL'],
    ['an 81-character name', { displayName: 'n'.repeat(81), photoURL: '' }, 'displayName'],
    ['an unknown field', { photoURL: '', email: 'x@example.com' }, 'body'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_label, body, field) => {
    const user = await createTestUser({ displayName: 'Kept Name' });
    const res = await saveProfile(user, body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.message).toMatch(new RegExp(`^Invalid ${field}: `));
    const record = await adminAuth().getUser(user.uid);
    expect(record.displayName).toBe('Kept Name');
    expect(record.photoURL).toBeUndefined();
    expect((await emulatorDb().collection('accounts').doc(user.uid).get()).exists).toBe(false);
  });

  it('takes a 2,048-character https address', async () => {
    const user = await createTestUser();
    const photoURL = `https://example.com/${'a'.repeat(2048 - 20)}`;
    expect(photoURL).toHaveLength(2048);
    const res = await saveProfile(user, { photoURL });
    expect(res.status, res.text).toBe(200);
    expect((await adminAuth().getUser(user.uid)).photoURL).toBe(photoURL);
  });
});
