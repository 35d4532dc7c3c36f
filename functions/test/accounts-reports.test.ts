import { beforeAll, describe, expect, it } from 'vitest';
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
  reviewOf,
  type TestUser,
} from './helpers';
import { closeAccount, moderationOf } from './accounts-support';

/*
 * A reporter who deletes their account takes their reports with them, and what those reports
 * added to the queue: the counts, reasons, notes and open state are those the other reporters'
 * reports alone would have made.
 */

let admin: TestUser;
let place: string;
beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
  place = await newPlace(admin);
});

async function reportsOn(reviewId: string): Promise<string[]> {
  const snap = await emulatorDb().collection('reports').where('review', '==', reviewId).get();
  return snap.docs.map((d) => d.get('uid') as string).sort();
}

describe("deleting a reporter's account", () => {
  it('takes its report, reason and note out of the open queue, leaving the other reports as they were', async () => {
    const { id } = await reviewOf(place);
    const [leaving, staying] = [await createTestUser(), await createTestUser()];
    expect((await report(leaving, id, 'spam', "leaving's note")).status).toBe(201);
    expect((await report(staying, id, 'offensive', "staying's note")).status).toBe(201);

    const res = await closeAccount(leaving).expect(200);
    expect(res.body).toEqual({ acknowledged: true, deletedReviews: 0, deletedReports: 1 });
    expect(await moderationOf('reviews', id)).toEqual({
      reportCount: 1,
      reportReasons: { offensive: 1 },
      reportNotes: ["staying's note"],
      openReports: 1,
      reportStatus: 'open',
    });
    expect(await reportsOn(id)).toEqual([staying.uid]);
  });

  it('takes a review it alone reported out of every queue', async () => {
    const { id } = await reviewOf(place);
    const leaving = await createTestUser();
    expect((await report(leaving, id, 'other', 'hmm')).status).toBe(201);
    await closeAccount(leaving).expect(200);
    expect(await moderationOf('reviews', id)).toEqual({
      reportCount: 0,
      reportReasons: {},
      reportNotes: [],
      openReports: 0,
      reportStatus: null,
    });
    const queue = await api()
      .get('/admin/reports?status=open&limit=100')
      .set(bearer(admin.idToken))
      .expect(200);
    expect(queue.body.map((r: { review: { _id: string } }) => r.review._id)).not.toContain(id);
  });

  it('counts a report made before a decision as resolved and one made after it as open', async () => {
    // Reported, dismissed, reported again: the leaving account's report was the resolved one.
    const first = await reviewOf(place);
    const [early, late] = [await createTestUser(), await createTestUser()];
    expect((await report(early, first.id, 'spam')).status).toBe(201);
    expect((await decide(admin, first.id, false)).status).toBe(200);
    expect((await report(late, first.id, 'spam')).status).toBe(201);
    await closeAccount(early).expect(200);
    expect(await moderationOf('reviews', first.id)).toMatchObject({
      reportCount: 1,
      openReports: 1,
      reportStatus: 'open',
    });

    // The same, but the leaving account's report was the open one: resolved again.
    const second = await reviewOf(place);
    const [before, after] = [await createTestUser(), await createTestUser()];
    expect((await report(before, second.id, 'spam')).status).toBe(201);
    expect((await decide(admin, second.id, false)).status).toBe(200);
    expect((await report(after, second.id, 'offensive')).status).toBe(201);
    await closeAccount(after).expect(200);
    expect(await moderationOf('reviews', second.id)).toEqual({
      reportCount: 1,
      reportReasons: { spam: 1 },
      reportNotes: [],
      openReports: 0,
      reportStatus: 'resolved',
    });
  });

  it('takes its report out of the decision a hidden review left behind, deleted or posted again', async () => {
    const { author, id } = await reviewOf(place);
    const [leaving, staying] = [await createTestUser(), await createTestUser()];
    expect((await report(leaving, id, 'spam', 'ads')).status).toBe(201);
    expect((await report(staying, id, 'offensive')).status).toBe(201);
    expect((await decide(admin, id, true)).status).toBe(200);
    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);

    await closeAccount(leaving).expect(200);
    expect(await moderationOf('hiddenReviews', id)).toEqual({
      reportCount: 1,
      reportReasons: { offensive: 1 },
      reportNotes: [],
      openReports: 0,
      reportStatus: 'resolved',
    });

    // Posted again: hidden, awaiting a look with the reports that are left, decided; a reporter
    // of the earlier posting leaving now takes theirs out of it too, and it still awaits a look.
    expect(await post(author, place, 4)).toBe(id);
    expect(await moderationOf('reviews', id)).toMatchObject({
      reportCount: 1,
      openReports: 0,
      reportStatus: 'open',
    });
    await closeAccount(staying).expect(200);
    expect(await moderationOf('reviews', id)).toEqual({
      reportCount: 0,
      reportReasons: {},
      reportNotes: [],
      openReports: 0,
      reportStatus: 'open',
    });
    const hidden = await api().get(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    expect(hidden.body.hidden).toBe(true);
  });

  it('takes its report out of a visible review deleted and posted again, which kept the report', async () => {
    const { author, id } = await reviewOf(place);
    const [leaving, staying] = [await createTestUser(), await createTestUser()];
    expect((await report(leaving, id, 'spam', 'ads')).status).toBe(201);
    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    expect(await post(author, place, 3)).toBe(id);
    expect((await report(staying, id, 'other')).status).toBe(201);
    expect(await moderationOf('reviews', id)).toMatchObject({ reportCount: 2, openReports: 2 });

    await closeAccount(leaving).expect(200);
    expect(await moderationOf('reviews', id)).toEqual({
      reportCount: 1,
      reportReasons: { other: 1 },
      reportNotes: [],
      openReports: 1,
      reportStatus: 'open',
    });
    expect(await reportsOn(id)).toEqual([staying.uid]);
  });

  it('takes its report out of a visible review deleted and not posted again (its tombstone keeps the state)', async () => {
    const { author, id } = await reviewOf(place);
    const [leaving, staying] = [await createTestUser(), await createTestUser()];
    expect((await report(leaving, id, 'spam')).status).toBe(201);
    expect((await report(staying, id, 'offensive')).status).toBe(201);
    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);

    await closeAccount(leaving).expect(200);
    expect(await moderationOf('hiddenReviews', id)).toEqual({
      reportCount: 1,
      reportReasons: { offensive: 1 },
      reportNotes: [],
      openReports: 1,
      reportStatus: 'open',
    });
    expect(await post(author, place, 3)).toBe(id);
    expect(await moderationOf('reviews', id)).toMatchObject({ reportCount: 1, openReports: 1 });
  });
});
