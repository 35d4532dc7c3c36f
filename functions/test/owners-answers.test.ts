import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@tourist-guide/testing';
import { createApp } from '../src/app';
import { adminAuth } from '../src/lib/firebase';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  decide,
  emulatorDb,
  newPlace,
  post,
  resetData,
  type TestUser,
  UNLIMITED,
} from './helpers';
import { closeAccount } from './accounts-support';
import {
  answer,
  ownedPlaces,
  ownerOf,
  ownerPage,
  setOwners,
  unanswer,
  verifiedUser,
} from './owners-support';

/*
 * A place's answers to its reviews: who may write them (the place's owners and admins), where
 * they show (under the review in public, in its author's My Review), what an owner's pages count
 * and list, and what an owner's account deletion takes with it.
 */

let admin: TestUser;
beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
});

const publicItems = async (placeId: string) =>
  (await api().get(`/service/${placeId}/reviews`).expect(200)).body.items as {
    _id: string;
    response: { message: string; respondedAt: string } | null;
  }[];

describe('who may answer a review, and see the owner page', () => {
  it('anonymous 401; the author, a reader and another place owner 403; the owner and an admin 200', async () => {
    const place = await newPlace(admin);
    const elsewhere = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const otherOwner = await ownerOf(admin, elsewhere);
    const author = await createTestUser();
    const id = await post(author, place, 4);
    const reader = await verifiedUser();
    const callers: [string, TestUser | null, number][] = [
      ['anonymous', null, 401],
      ['the author', author, 403],
      ['a reader', reader, 403],
      ["another place's owner", otherOwner, 403],
      ['the owner', owner, 200],
      ['an admin', admin, 200],
    ];
    const seen: Record<string, number[]> = {};
    for (const [who, user] of callers) {
      const results = [
        await answer(user, id, `Thanks, from ${who}`),
        await unanswer(user, id),
        await ownerPage(user, place),
      ];
      seen[who] = results.map((r) => r.status);
      for (const res of results) {
        expect(res.headers['cache-control'], who).toBe('private, no-store');
        if (res.status === 403) {
          expect(res.body.error).toEqual({
            code: 'forbidden',
            message: "Only this place's owners can answer its reviews",
          });
        }
      }
    }
    expect(seen).toEqual(
      Object.fromEntries(callers.map(([who, , status]) => [who, [status, status, status]])),
    );
    expect((await publicItems(place))[0]?.response).toBeNull();
  });

  it('an owner (or an admin) without a verified address is 403, told to verify it', async () => {
    const place = await newPlace(admin);
    // Named while verified; the address is unproven again afterwards (as after a change of address).
    const owner = await ownerOf(admin, place);
    await adminAuth().updateUser(owner.uid, { emailVerified: false });
    const unverified = { ...owner, idToken: await signIn(owner.email, owner.password) };
    const id = await post(await createTestUser(), place, 5);
    const message =
      "Only this place's owners can answer its reviews, with a verified email address: verify yours, then sign in again";
    for (const res of [await answer(unverified, id), await ownerPage(unverified, place)]) {
      expect(res.status, res.text).toBe(403);
      expect(res.body.error).toEqual({ code: 'forbidden', message });
    }
    // Its own list of places needs only a sign-in.
    expect((await ownedPlaces(unverified)).map((p) => p._id)).toEqual([place]);
  });

  it('an unknown or hidden review is 404 for its owner and an admin; an unknown place is 404 to an admin, 403 to others', async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const id = await post(await createTestUser(), place, 2);
    await decide(admin, id, true).expect(200);
    for (const user of [owner, admin]) {
      for (const res of [
        await answer(user, id),
        await unanswer(user, id),
        await answer(user, 'noSuchReview123'),
        await unanswer(user, 'noSuchReview123'),
      ]) {
        expect(res.status, res.text).toBe(404);
        expect(res.body.error).toEqual({ code: 'not_found', message: 'No such review' });
      }
    }
    expect((await ownerPage(admin, 'noSuchPlace123')).status).toBe(404);
    expect((await ownerPage(owner, 'noSuchPlace123')).status).toBe(403);
    const stored = await emulatorDb().collection('reviews').doc(id).get();
    expect(stored.get('response')).toBeNull();
  });

  it('a bad answer is 400 and stores nothing', async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const id = await post(await createTestUser(), place, 3);
    for (const [body, message] of [
      [{ message: '   ' }, 'Invalid message: Please write your answer'],
      [{ message: 'x'.repeat(2001) }, 'Invalid message: Answer must be at most 2000 characters'],
      [{ message: 'Hi', uid: 'someone' }, 'Invalid body: unknown body field'],
      [{}, 'Invalid message: Please write your answer'],
    ] as const) {
      const res = await api().put(`/review/${id}/response`).set(bearer(owner.idToken)).send(body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toEqual({ code: 'invalid_input', message });
    }
    expect((await publicItems(place))[0]?.response).toBeNull();
  });
});

describe('an answer is a write', () => {
  it("counts against the account's write allowance: past it, 429 and the answer stays as it was", async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const id = await post(await createTestUser(), place, 4);
    const app = request(createApp({ limits: { ...UNLIMITED, writesPerUser: 3 } }));
    const send = (message: string) =>
      app.put(`/review/${id}/response`).set(bearer(owner.idToken)).send({ message });
    for (const n of [1, 2]) expect((await send(`Answer ${n}`)).status).toBe(200);
    expect((await app.delete(`/review/${id}/response`).set(bearer(owner.idToken))).status).toBe(
      200,
    );
    const over = await send('One too many');
    expect(over.status, over.text).toBe(429);
    expect(over.body.error.code).toBe('rate_limited');
    expect((await publicItems(place))[0]?.response).toBeNull();
  });
});

describe('where an answer shows', () => {
  it("shows under the review in public (no address or account of anyone in it), and in its author's My Review", async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const author = await createTestUser();
    const id = await post(author, place, 4, 'The view was wonderful.');
    const before = (await api().get(`/review/${id}`).set(bearer(author.idToken)).expect(200)).body;

    const res = await answer(owner, id, '  Thank you, come back in spring!  ');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      acknowledged: true,
      response: { message: 'Thank you, come back in spring!', respondedAt: expect.any(String) },
    });
    const { response } = res.body;
    expect(Date.parse(response.respondedAt)).toBeGreaterThan(Date.parse(before.createdAt));

    const list = await api().get(`/service/${place}/reviews`).expect(200);
    expect(list.body.items[0]).toMatchObject({ _id: id, response });
    const text = JSON.stringify(list.body);
    for (const secret of [author.email, author.uid, owner.email, owner.uid]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(list.body.items[0].response).sort()).toEqual(['message', 'respondedAt']);
    // Stored with the account that wrote it, which is never sent.
    const stored = (await emulatorDb().collection('reviews').doc(id).get()).data();
    expect(stored?.response?.uid).toBe(owner.uid);

    const mine = await api().get('/reviews').set(bearer(author.idToken)).expect(200);
    expect(mine.body.find((r: { _id: string }) => r._id === id)?.response).toEqual(response);
    const one = await api().get(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    // An answer is not an edit of the review: its text, stars and updatedAt stay.
    expect(one.body).toEqual({ ...before, response });
  });

  it('changing the answer moves its time; the same words again change nothing; removing it twice is 200 both times', async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const id = await post(await createTestUser(), place, 5);
    const first = (await answer(owner, id, 'Thanks!').expect(200)).body.response;
    const same = (await answer(admin, id, 'Thanks!').expect(200)).body.response;
    expect(same).toEqual(first);
    expect((await emulatorDb().collection('reviews').doc(id).get()).get('response.uid')).toBe(
      owner.uid,
    );
    const edited = (await answer(admin, id, 'Thanks, from all of us!').expect(200)).body.response;
    expect(edited.message).toBe('Thanks, from all of us!');
    expect(Date.parse(edited.respondedAt)).toBeGreaterThan(Date.parse(first.respondedAt));
    expect((await publicItems(place))[0]?.response).toEqual(edited);

    for (let i = 0; i < 2; i++) {
      const removed = await unanswer(owner, id);
      expect(removed.status, removed.text).toBe(200);
      expect(removed.body).toEqual({ acknowledged: true, response: null });
    }
    expect((await publicItems(place))[0]?.response).toBeNull();
  });
});

describe("an owner's places and reviews to answer", () => {
  it('counts the visible reviews without an answer, as answers come and go and reviews are hidden', async () => {
    const place = await newPlace(admin);
    const quiet = await newPlace(admin);
    const owner = await verifiedUser();
    await setOwners(admin, place, [owner.email]).expect(200);
    await setOwners(admin, quiet, [owner.email]).expect(200);
    const ids: string[] = [];
    for (const stars of [5, 4, 3]) ids.push(await post(await createTestUser(), place, stars));
    const count = async () =>
      Object.fromEntries((await ownedPlaces(owner)).map((p) => [p._id, p.unanswered]));

    expect(await count()).toEqual({ [place]: 3, [quiet]: 0 });
    await answer(owner, ids[0]!).expect(200);
    expect(await count()).toEqual({ [place]: 2, [quiet]: 0 });
    await decide(admin, ids[1]!, true).expect(200);
    expect(await count()).toEqual({ [place]: 1, [quiet]: 0 });
    await unanswer(owner, ids[0]!).expect(200);
    expect(await count()).toEqual({ [place]: 2, [quiet]: 0 });
    await decide(admin, ids[1]!, false).expect(200);
    expect(await count()).toEqual({ [place]: 3, [quiet]: 0 });

    const items = await ownedPlaces(owner);
    const title = (await api().get(`/service/${place}`).expect(200)).body.title as string;
    expect(items.find((p) => p._id === place)).toEqual({
      _id: place,
      title,
      img: '/images/lisbon-800.webp',
      archived: false,
      unanswered: 3,
    });
    expect(await ownedPlaces(await createTestUser())).toEqual([]);
    // A retired place stays on its owner's list, marked.
    await api().delete(`/admin/service/${quiet}`).set(bearer(admin.idToken)).expect(200);
    expect((await ownedPlaces(owner)).find((p) => p._id === quiet)).toMatchObject({
      archived: true,
      unanswered: 0,
    });
  });

  it('lists the unanswered (default) or all visible reviews newest first, a page at a time', async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const ids: string[] = [];
    for (const stars of [1, 2, 3, 4, 5]) ids.push(await post(await createTestUser(), place, stars));
    await answer(owner, ids[1]!).expect(200);
    await decide(admin, ids[3]!, true).expect(200);
    const newestFirst = [...ids].reverse();

    const walk = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const q: string = `${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const res = await ownerPage(owner, place, q);
        expect(res.status, res.text).toBe(200);
        expect(res.body.items.length).toBeLessThanOrEqual(2);
        seen.push(...res.body.items.map((r: { _id: string }) => r._id));
        cursor = res.body.nextCursor as string | null;
      } while (cursor);
      return seen;
    };
    expect(await walk('?status=unanswered')).toEqual(
      newestFirst.filter((id) => id !== ids[1] && id !== ids[3]),
    );
    expect(await walk('?status=all')).toEqual(newestFirst.filter((id) => id !== ids[3]));
    const first = await ownerPage(owner, place).expect(200);
    expect(first.body.items.map((r: { _id: string }) => r._id)).toEqual(
      newestFirst.filter((id) => id !== ids[1] && id !== ids[3]),
    );
    expect(JSON.stringify(first.body)).not.toContain('@');

    // A cursor continues only the list it was made for.
    const page = await ownerPage(owner, place, '?status=all&limit=1').expect(200);
    const other = await ownerPage(
      owner,
      place,
      `?status=unanswered&cursor=${encodeURIComponent(page.body.nextCursor)}`,
    );
    expect(other.status).toBe(400);
    expect((await ownerPage(owner, place, '?status=answered')).status).toBe(400);
  });
});

describe("an owner's account deletion", () => {
  it('removes the account from every place it owns, keeps its answers, and leaves other owners', async () => {
    const places = [await newPlace(admin), await newPlace(admin)];
    const leaving = await verifiedUser();
    const staying = await verifiedUser();
    for (const place of places) {
      await setOwners(admin, place, [leaving.email, staying.email]).expect(200);
    }
    const id = await post(await createTestUser(), places[0]!, 4);
    const { response } = (await answer(leaving, id, 'See you soon.').expect(200)).body;

    await closeAccount(leaving).expect(200);
    for (const place of places) {
      const stored = await emulatorDb().collection('placeOwners').doc(place).get();
      expect(stored.get('uids')).toEqual([staying.uid]);
      const listed = await api()
        .get(`/admin/service/${place}/owners`)
        .set(bearer(admin.idToken))
        .expect(200);
      expect(listed.body.owners).toEqual([staying.email]);
    }
    const left = await emulatorDb()
      .collection('placeOwners')
      .where('uids', 'array-contains', leaving.uid)
      .get();
    expect(left.size).toBe(0);
    // The answer spoke for the place: it stays.
    expect((await publicItems(places[0]!))[0]?.response).toEqual(response);
  });
});
