import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  decide,
  emulatorDb,
  newPlace,
  report,
  resetData,
  reviewBody,
  type TestUser,
} from './helpers';
import { closeAccount } from './accounts-support';
import { answer, ownerOf, setOwners, unanswer, verifiedUser } from './owners-support';
import { addPhoto } from './photos-support';

/*
 * The audit trail and people: an admin's answers in a place's name and removals of travellers'
 * photos are recorded like the other decisions, and a deleted account's address and name leave
 * every entry that named them (as the admin who acted, the author of a review, an owner), while
 * the entries stay.
 */

let admin: TestUser;
beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
});

interface Entry {
  _id: string;
  actor: { uid: string; email: string };
  action: string;
  target: { kind: string; id: string };
  summary: string;
}

async function wholeTrail(): Promise<Entry[]> {
  const entries: Entry[] = [];
  let path: string | null = '/admin/audit?limit=100';
  while (path) {
    const res: Response = await api().get(path).set(bearer(admin.idToken)).expect(200);
    entries.push(...(res.body as Entry[]));
    path = res.headers.link ? /^<([^>]+)>/.exec(res.headers.link)![1]! : null;
  }
  return entries;
}

const about = (id: string, entries: Entry[]) => entries.filter((e) => e.target.id === id);

async function reviewBy(author: TestUser, placeId: string, customer: string): Promise<string> {
  const res = await api()
    .post('/review')
    .set(bearer(author.idToken))
    .send(reviewBody(placeId, author.email, { customer, rating: 2 }));
  expect(res.status, res.text).toBe(201);
  return res.body.insertedId as string;
}

describe("an admin's answers in the audit trail", () => {
  it("records an admin's answer, its change and its removal once each, and nothing for an owner's or for no change", async () => {
    const place = await newPlace(admin);
    const owner = await ownerOf(admin, place);
    const author = await createTestUser();
    const id = await reviewBy(author, place, 'Ana Traveller');
    const title = (await api().get(`/service/${place}`).expect(200)).body.title as string;

    await answer(admin, id, 'Thank you!').expect(200);
    await answer(admin, id, 'Thank you!').expect(200);
    await answer(admin, id, 'Thank you, come again.').expect(200);
    await answer(owner, id, 'From the owner.').expect(200);
    await unanswer(owner, id).expect(200);
    await answer(owner, id, 'From the owner, again.').expect(200);
    await unanswer(admin, id).expect(200);
    await unanswer(admin, id).expect(200);

    const whose = `the review by Ana Traveller <${author.email}> of "${title}"`;
    expect(about(id, await wholeTrail()).map((e) => [e.action, e.actor.uid, e.summary])).toEqual([
      ['review.unanswer', admin.uid, `Removed the answer to ${whose}`],
      ['review.answer', admin.uid, `Changed the answer to ${whose}`],
      ['review.answer', admin.uid, `Answered ${whose}`],
    ]);
  });
});

describe("an admin's removal of a traveller's photo in the audit trail", () => {
  const removePhoto = (user: TestUser, reviewId: string, photoId: string) =>
    api().delete(`/review/${reviewId}/photos/${photoId}`).set(bearer(user.idToken));
  const describePhoto = (author: TestUser, reviewId: string, photoId: string, alt: string) =>
    api()
      .patch(`/review/${reviewId}/photos/${photoId}`)
      .set(bearer(author.idToken))
      .send({ alt })
      .expect(200);
  const titleOf = async (place: string) =>
    (await api().get(`/service/${place}`).expect(200)).body.title as string;
  it("records each removal from another's review once, naming the photo by its id; the author's own removal and a removal that fails (404) record nothing", async () => {
    const place = await newPlace(admin);
    const author = await createTestUser();
    const id = await reviewBy(author, place, 'Ana Traveller');
    const [gate, plain, own] = [
      await addPhoto(author, id),
      await addPhoto(author, id),
      await addPhoto(author, id),
    ];
    await describePhoto(author, id, gate.id, 'At the gate');

    await removePhoto(author, id, own.id).expect(200);
    await removePhoto(admin, id, 'noSuchPhoto1').expect(404);
    await removePhoto(admin, id, gate.id).expect(200);
    await removePhoto(admin, id, gate.id).expect(404);
    await removePhoto(admin, id, plain.id).expect(200);

    const whose = `the review by Ana Traveller <${author.email}> of "${await titleOf(place)}"`;
    const entries = about(id, await wholeTrail());
    expect(
      entries.map(({ actor, action, target, summary }) => ({ actor, action, target, summary })),
    ).toEqual(
      [`Removed photo ${plain.id} from ${whose}`, `Removed photo ${gate.id} from ${whose}`].map(
        (summary) => ({
          actor: { uid: admin.uid, email: admin.email },
          action: 'review.photo.remove',
          target: { kind: 'review', id },
          summary,
        }),
      ),
    );
  });

  it("records an admin's removal from their own review too, as an admin's answers are recorded", async () => {
    const place = await newPlace(admin);
    const id = await reviewBy(admin, place, 'Ada Admin');
    const photo = await addPhoto(admin, id);
    await removePhoto(admin, id, photo.id).expect(200);
    expect(about(id, await wholeTrail()).map((e) => [e.action, e.actor.uid, e.summary])).toEqual([
      [
        'review.photo.remove',
        admin.uid,
        `Removed photo ${photo.id} from the review by Ada Admin <${admin.email}> of "${await titleOf(place)}"`,
      ],
    ]);
  });

  it("when the photo's author deletes their account, then the entry keeps neither their name and address nor the photo's alt text", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const name = `Yan Yellowstone ${tag}`;
    const author = await createTestUser();
    const place = await newPlace(admin);
    const id = await reviewBy(author, place, name);
    const photo = await addPhoto(author, id);
    await describePhoto(author, id, photo.id, `${name} at the gate`);
    await removePhoto(admin, id, photo.id).expect(200);

    await closeAccount(author).expect(200);

    expect(about(id, await wholeTrail()).map((e) => e.summary)).toEqual([
      `Removed photo ${photo.id} from the review by a deleted account of "${await titleOf(place)}"`,
    ]);
    const stored = JSON.stringify(
      (await emulatorDb().collection('audit').get()).docs.map((d) => d.data()),
    );
    for (const gone of [name, author.email]) expect(stored).not.toContain(gone);
  });
});

describe('a deleted account in the audit trail', () => {
  it('names neither its address nor its name in any entry afterwards, as the admin who acted, the author of a review or an owner; the entries stay', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const leavingAdmin = await createAdmin({ displayName: `Lea Leaving ${tag}` });
    const author = await createTestUser({ displayName: `Zed Zebulon ${tag}` });
    const [owner, keeper] = [await verifiedUser(), await verifiedUser()];
    const place = await newPlace(admin);
    const name = `Zed Zebulon ${tag}`;
    const id = await reviewBy(author, place, name);

    await report(await createTestUser(), id, 'spam', 'Ads.').expect(201);
    await decide(leavingAdmin, id, true).expect(200);
    await decide(admin, id, false).expect(200);
    await setOwners(admin, place, [owner.email, keeper.email]).expect(200);
    await answer(admin, id, `Thank you, ${name}!`).expect(200);
    await answer(leavingAdmin, id, 'Thank you, from us.').expect(200);
    const before = await wholeTrail();
    expect(about(id, before)).toHaveLength(4);
    expect(JSON.stringify(before)).toContain(author.email);

    for (const leaving of [leavingAdmin, author, owner]) await closeAccount(leaving).expect(200);

    const after = await wholeTrail();
    expect(after.map((e) => e._id)).toEqual(before.map((e) => e._id));
    const stored = (await emulatorDb().collection('audit').get()).docs.map((d) => d.data());
    for (const text of [JSON.stringify(after), JSON.stringify(stored)]) {
      for (const gone of [leavingAdmin.email, author.email, owner.email, name, 'Lea Leaving']) {
        expect(text).not.toContain(gone);
      }
      // Those still here are named as before.
      expect(text).toContain(keeper.email);
      expect(text).toContain(admin.email);
    }
    const byLeaving = after.filter((e) => e.actor.uid === leavingAdmin.uid);
    expect(byLeaving.map((e) => e.action).sort()).toEqual(['review.answer', 'review.hide']);
    expect(byLeaving.every((e) => e.actor.email === '')).toBe(true);
    const summaries = about(id, after).map((e) => e.summary);
    expect(summaries).toEqual([
      expect.stringMatching(/^Changed the answer to the review by a deleted account of "/),
      expect.stringMatching(/^Answered the review by a deleted account of "/),
      expect.stringMatching(/^Restored the review by a deleted account of "/),
      expect.stringMatching(/^Hid the review by a deleted account of ".*" \(1 report: spam ×1\)$/),
    ]);
    const owners = about(place, after).find((e) => e.action === 'place.owners');
    expect(owners?.summary).toMatch(new RegExp(`: a deleted account, ${keeper.email}$`));
  });
});
