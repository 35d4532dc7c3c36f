import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbStats, resetDbStats } from '../src/lib/db-stats';
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

/*
 * Moderation that sticks (a decision outlives delete + re-post), a queue that empties (open and
 * resolved, dismiss, paged, most reported first by the reports since the last decision), and
 * per-reason counts kept on the review (a page reads its own size).
 */

let admin: TestUser;

interface Row {
  review: { _id: string; hidden: boolean; email: string; message: string };
  reportCount: number;
  openReports: number;
  status: 'open' | 'resolved';
  reasons: { reason: string; count: number }[];
  notes: string[];
  repost: boolean;
}

beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
});

/** Every row of a queue, following the Link header from page to page. */
async function wholeQueue(status: 'open' | 'resolved', limit = 100): Promise<Row[]> {
  const rows: Row[] = [];
  let path: string | null = `/admin/reports?status=${status}&limit=${limit}`;
  while (path) {
    const res: Response = await api().get(path).set(bearer(admin.idToken)).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeLessThanOrEqual(limit);
    rows.push(...(res.body as Row[]));
    path = res.headers.link ? /^<([^>]+)>; rel="next"$/.exec(res.headers.link)![1]! : null;
  }
  return rows;
}

const ids = (rows: Row[]) => rows.map((r) => r.review._id);
const only = (rows: Row[], wanted: string[]) => rows.filter((r) => wanted.includes(r.review._id));

async function publicIds(placeId: string): Promise<string[]> {
  const res = await api().get(`/service/${placeId}/reviews?limit=50`).expect(200);
  return res.body.items.map((r: { _id: string }) => r._id);
}

const storedRating = async (placeId: string) =>
  (await emulatorDb().collection('services').doc(placeId).get()).get('rating');

describe("a moderator's decision survives its review being deleted and posted again", () => {
  it('a hidden review, deleted and posted again, comes back hidden: out of its place and rating, in the open queue once, marked a re-post, below every review with open reports; restoring it brings it back', async () => {
    const placeId = await newPlace(admin);
    const { author, id } = await reviewOf(placeId, 1);
    await reviewOf(placeId, 5);
    for (const note of ['An advert for watches.', 'Spam.', 'Ads again.']) {
      await report(await createTestUser(), id, 'spam', note).expect(201);
    }
    expect((await decide(admin, id, true).expect(200)).body.modifiedCount).toBe(1);
    // A review with one genuinely new report, awaiting a decision.
    const fresh = await reviewOf(placeId, 2);
    await report(await createTestUser(), fresh.id, 'offensive').expect(201);

    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    const again = await post(author, placeId, 1, 'Cheap watches, again!');
    expect(again).toBe(id);

    expect(await publicIds(placeId)).not.toContain(id);
    expect(await storedRating(placeId)).toMatchObject({ count: 2, histogram: [0, 1, 0, 0, 1] });
    const mine = await api().get('/reviews').set(bearer(author.idToken)).expect(200);
    expect(mine.body).toMatchObject([{ _id: id, hidden: true, message: 'Cheap watches, again!' }]);
    const open = only(await wholeQueue('open'), [id, fresh.id]);
    // The reports already decided stay decided: it does not jump above a new report.
    expect(ids(open)).toEqual([fresh.id, id]);
    expect(open[1]).toMatchObject({
      review: { _id: id, hidden: true, message: 'Cheap watches, again!', email: author.email },
      status: 'open',
      reportCount: 3,
      openReports: 0,
      reasons: [{ reason: 'spam', count: 3 }],
      notes: ['Ads again.', 'Spam.', 'An advert for watches.'],
      repost: true,
    });
    expect(open[0]).toMatchObject({ openReports: 1, repost: false });
    // Hidden, it cannot be reported (nor found) by readers.
    await report(await createTestUser(), id).expect(404);
    expect((await emulatorDb().collection('hiddenReviews').doc(id).get()).exists).toBe(false);

    // The new text is fine: a moderator restores it; it counts again and leaves the open queue.
    expect((await decide(admin, id, false).expect(200)).body).toEqual({
      acknowledged: true,
      hidden: false,
      modifiedCount: 1,
    });
    expect(await publicIds(placeId)).toContain(id);
    expect(await storedRating(placeId)).toMatchObject({ count: 3, histogram: [1, 1, 0, 0, 1] });
    expect(ids(await wholeQueue('open'))).not.toContain(id);
    expect(only(await wholeQueue('resolved'), [id])[0]).toMatchObject({
      status: 'resolved',
      openReports: 0,
      review: { hidden: false },
      repost: false,
    });
  });

  it('a re-post a moderator kept hidden stays hidden and resolved however often its author deletes and posts it again, and what the review keeps does not grow', async () => {
    const placeId = await newPlace(admin);
    const { author, id } = await reviewOf(placeId, 2);
    await report(await createTestUser(), id, 'spam', 'Ads.').expect(201);
    await decide(admin, id, true).expect(200);
    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    await post(author, placeId, 2);
    expect(only(await wholeQueue('open'), [id])[0]).toMatchObject({
      status: 'open',
      reportCount: 1,
      openReports: 0,
      repost: true,
      review: { hidden: true },
    });
    expect((await decide(admin, id, true).expect(200)).body.modifiedCount).toBe(1);
    expect(ids(await wholeQueue('open'))).not.toContain(id);
    const kept = (await emulatorDb().collection('reviews').doc(id).get()).data()!;

    for (let cycle = 1; cycle <= 3; cycle += 1) {
      await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
      await post(author, placeId, 2, `Cycle ${cycle}: still selling watches.`);
      expect(ids(await wholeQueue('open')), `cycle ${cycle}`).not.toContain(id);
      expect(only(await wholeQueue('resolved'), [id])[0], `cycle ${cycle}`).toMatchObject({
        status: 'resolved',
        reportCount: 1,
        openReports: 0,
        repost: true,
        review: { hidden: true, message: `Cycle ${cycle}: still selling watches.` },
      });
      const stored = (await emulatorDb().collection('reviews').doc(id).get()).data()!;
      expect(stored.reportPostings, `cycle ${cycle}`).toEqual(kept.reportPostings);
      expect(stored.reportPostings.length, `cycle ${cycle}`).toBeLessThanOrEqual(1);
      expect(stored.reportNotes, `cycle ${cycle}`).toEqual(['Ads.']);
    }
    expect(await publicIds(placeId)).not.toContain(id);
    expect(await storedRating(placeId)).toMatchObject({ count: 0 });
    expect((await decide(admin, id, true).expect(200)).body.modifiedCount).toBe(0);

    // Only a moderator changes it: restored, it is public and counted again.
    expect((await decide(admin, id, false).expect(200)).body.modifiedCount).toBe(1);
    expect(await publicIds(placeId)).toContain(id);
    expect(await storedRating(placeId)).toMatchObject({ count: 1 });
  });

  it('a hidden review never reported, deleted and posted again, waits in the open queue once, marked a re-post', async () => {
    const placeId = await newPlace(admin);
    const { author, id } = await reviewOf(placeId, 2);
    await decide(admin, id, true).expect(200);
    for (let cycle = 0; cycle < 2; cycle += 1) {
      await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
      await post(author, placeId, 2);
      expect(only(await wholeQueue('open'), [id])).toMatchObject([
        { status: 'open', reportCount: 0, openReports: 0, repost: true, review: { hidden: true } },
      ]);
    }
  });

  it('reports on a visible review survive its deletion and re-post: still open, marked a re-post; its reporters have reported it already, a new reader adds to it, and a dismissal stands through re-posts', async () => {
    const placeId = await newPlace(admin);
    const { author, id } = await reviewOf(placeId, 3);
    const [first, second] = [await createTestUser(), await createTestUser()];
    await report(first, id, 'off-topic', 'About another place.').expect(201);
    await report(second, id, 'spam').expect(201);

    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    expect(ids(await wholeQueue('open'))).not.toContain(id);
    expect(await post(author, placeId, 3, 'Rewritten: about this place now.')).toBe(id);
    expect(await publicIds(placeId)).toContain(id);
    expect(only(await wholeQueue('open'), [id])[0]).toMatchObject({
      status: 'open',
      reportCount: 2,
      openReports: 2,
      reasons: [
        { reason: 'off-topic', count: 1 },
        { reason: 'spam', count: 1 },
      ],
      notes: ['About another place.'],
      repost: true,
      review: { hidden: false, message: 'Rewritten: about this place now.' },
    });
    await report(first, id, 'spam', 'Still not about this place.').expect(409);
    await report(await createTestUser(), id, 'spam', 'Still not about this place.').expect(201);
    expect(only(await wholeQueue('open'), [id])[0]).toMatchObject({
      reportCount: 3,
      openReports: 3,
      notes: ['Still not about this place.', 'About another place.'],
    });

    // Dismissed, then deleted and posted again: the dismissal stands.
    expect((await decide(admin, id, false).expect(200)).body.modifiedCount).toBe(1);
    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    await post(author, placeId, 3, 'Posted a third time.');
    expect(ids(await wholeQueue('open'))).not.toContain(id);
    expect(only(await wholeQueue('resolved'), [id])[0]).toMatchObject({
      status: 'resolved',
      reportCount: 3,
      openReports: 0,
      repost: true,
    });
  });
});

describe('the queue: open and resolved, most reported first', () => {
  it('dismissing resolves without hiding; new reports reopen it, ranked by the reports since; hiding and restoring resolve', async () => {
    const placeId = await newPlace(admin);
    const a = await reviewOf(placeId);
    const b = await reviewOf(placeId);
    const c = await reviewOf(placeId);
    for (const [id, n] of [
      [a.id, 3],
      [b.id, 2],
      [c.id, 1],
    ] as const) {
      for (let i = 0; i < n; i += 1) {
        await report(await createTestUser(), id, i === 0 ? 'offensive' : 'spam', `note ${i}`);
      }
    }
    const ours = [a.id, b.id, c.id];
    const open = only(await wholeQueue('open'), ours);
    expect(ids(open)).toEqual([a.id, b.id, c.id]);
    expect(open[0]).toMatchObject({
      status: 'open',
      reportCount: 3,
      openReports: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'offensive', count: 1 },
      ],
      notes: ['note 2', 'note 1', 'note 0'],
    });

    // Dismiss: resolved, still public, out of the open queue.
    expect((await decide(admin, a.id, false).expect(200)).body).toEqual({
      acknowledged: true,
      hidden: false,
      modifiedCount: 1,
    });
    expect((await decide(admin, a.id, false).expect(200)).body.modifiedCount).toBe(0);
    expect(await publicIds(placeId)).toContain(a.id);
    expect(ids(only(await wholeQueue('open'), ours))).toEqual([b.id, c.id]);
    expect(only(await wholeQueue('resolved'), ours)).toMatchObject([
      { review: { _id: a.id, hidden: false }, status: 'resolved', reportCount: 3, openReports: 0 },
    ]);

    // A new report reopens it, ranked by that one report: below b's two, not back on top.
    await report(await createTestUser(), a.id, 'other').expect(201);
    const reopened = only(await wholeQueue('open'), ours);
    expect(ids(reopened)).toEqual([b.id, ...ids(reopened.slice(1))]);
    expect(reopened.find((r) => r.review._id === a.id)).toMatchObject({
      reportCount: 4,
      openReports: 1,
    });

    // Hiding resolves; restoring keeps it resolved (it left the queue when hidden).
    await decide(admin, b.id, true).expect(200);
    expect(ids(await wholeQueue('open'))).not.toContain(b.id);
    await decide(admin, b.id, false).expect(200);
    expect(ids(await wholeQueue('open'))).not.toContain(b.id);
    expect(await publicIds(placeId)).toContain(b.id);

    // A decision on a review nobody reported: visible is nothing to do; hidden is resolved.
    const d = await reviewOf(placeId);
    expect((await decide(admin, d.id, false).expect(200)).body.modifiedCount).toBe(0);
    expect(ids(await wholeQueue('resolved'))).not.toContain(d.id);
    await decide(admin, d.id, true).expect(200);
    expect(only(await wholeQueue('resolved'), [d.id])[0]).toMatchObject({
      reportCount: 0,
      review: { hidden: true },
    });
  });

  it('five throwaway accounts reporting many harmless reviews bury a real report only until their reports are dismissed, and do not bury it again', async () => {
    const placeId = await newPlace(admin);
    const throwaways = await Promise.all([1, 2, 3, 4, 5].map(() => createTestUser()));
    const harmless: { id: string }[] = [];
    for (let i = 0; i < 12; i += 1) harmless.push(await reviewOf(placeId, 5));
    for (const { id } of harmless) {
      for (const t of throwaways) await report(t, id, 'offensive').expect(201);
    }
    const real = await reviewOf(placeId, 1);
    await report(await createTestUser(), real.id, 'spam', 'A shop advert').expect(201);
    await report(await createTestUser(), real.id, 'spam').expect(201);
    const ours = [real.id, ...harmless.map((h) => h.id)];
    expect(ids(only(await wholeQueue('open'), ours)).at(-1)).toBe(real.id);

    for (const { id } of harmless) await decide(admin, id, false).expect(200);
    expect(ids(only(await wholeQueue('open'), ours))).toEqual([real.id]);
    // The same accounts cannot report again; a sixth reopens one harmless review, below the real one.
    await report(throwaways[0]!, harmless[0]!.id, 'offensive').expect(409);
    await report(await createTestUser(), harmless[0]!.id, 'offensive').expect(201);
    expect(ids(only(await wholeQueue('open'), ours))).toEqual([real.id, harmless[0]!.id]);
  }, 60_000);

  it('is paged: each page at most `limit` rows, the next in the Link header, every row once and in order; reads at most limit + 1 documents', async () => {
    const placeId = await newPlace(admin);
    const reviews: { id: string }[] = [];
    for (let i = 0; i < 5; i += 1) reviews.push(await reviewOf(placeId));
    for (const [i, { id }] of reviews.entries()) {
      for (let n = 0; n <= i % 3; n += 1) await report(await createTestUser(), id).expect(201);
    }
    const res = await api().get('/admin/reports?limit=2').set(bearer(admin.idToken)).expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.headers.link).toMatch(/^<\/admin\/reports\?limit=2&cursor=[\w-]+>; rel="next"$/);

    const rows = await wholeQueue('open', 2);
    expect(new Set(ids(rows)).size).toBe(rows.length);
    expect(ids(rows)).toEqual(expect.arrayContaining(reviews.map((r) => r.id)));
    const order = rows.map((r) => r.openReports);
    expect(order).toEqual([...order].sort((x, y) => y - x));
    expect(rows.every((r) => r.status === 'open')).toBe(true);
    // The last page has no Link.
    const lastPage = await api()
      .get(`/admin/reports?limit=${rows.length}`)
      .set(bearer(admin.idToken))
      .expect(200);
    expect(lastPage.headers.link).toBeUndefined();

    resetDbStats();
    await api().get('/admin/reports?limit=3').set(bearer(admin.idToken)).expect(200);
    expect(dbStats.docsRead).toBeLessThanOrEqual(4);
    expect(dbStats.roundTrips).toBe(1);
  });

  it('refuses a bad status, limit, cursor or parameter with the JSON 400', async () => {
    const first = await api()
      .get('/admin/reports?status=resolved&limit=1')
      .set(bearer(admin.idToken))
      .expect(200);
    const resolvedCursor = /cursor=([\w-]+)/.exec(first.headers.link ?? '')?.[1];
    const bad = [
      '?status=closed',
      '?limit=0',
      '?limit=101',
      '?limit=ten',
      '?cursor=not-a-cursor',
      '?sort=oldest',
      ...(resolvedCursor ? [`?status=open&cursor=${resolvedCursor}`] : []),
    ];
    for (const query of bad) {
      const res = await api().get(`/admin/reports${query}`).set(bearer(admin.idToken));
      expect(res.status, query).toBe(400);
      expect(res.body.error.code, query).toBe('invalid_input');
    }
  });
});

describe('the audit trail', () => {
  interface Entry {
    _id: string;
    at: string;
    actor: { uid: string; email: string };
    action: string;
    target: { kind: string; id: string };
    summary: string;
  }

  async function trailOf(who: TestUser, limit = 100): Promise<Entry[]> {
    const entries: Entry[] = [];
    let path: string | null = `/admin/audit?limit=${limit}`;
    while (path) {
      const res: Response = await api().get(path).set(bearer(admin.idToken)).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      entries.push(...(res.body as Entry[]));
      path = res.headers.link ? /^<([^>]+)>/.exec(res.headers.link)![1]! : null;
    }
    return entries.filter((e) => e.actor.uid === who.uid);
  }

  it('records who hid, restored and dismissed which review, and who added, edited and retired which place, newest first', async () => {
    const ada = await createAdmin();
    const place = {
      title: 'Audited Gardens',
      description: 'Gardens whose every change is written down.',
      price: 500,
      country: 'Japan',
      region: 'Asia',
      img: '/images/kyoto-800.webp',
    };
    const created = await api()
      .post('/admin/service')
      .set(bearer(ada.idToken))
      .send(place)
      .expect(201);
    const placeId = created.body.insertedId as string;
    const edited = { ...place, title: 'Audited Temple Gardens', price: 650 };
    await api().put(`/admin/service/${placeId}`).set(bearer(ada.idToken)).send(edited).expect(200);
    // Nothing changed, nothing recorded; a refused change records nothing either.
    await api().put(`/admin/service/${placeId}`).set(bearer(ada.idToken)).send(edited).expect(200);
    await api().put('/admin/service/noSuchPlace').set(bearer(ada.idToken)).send(edited).expect(404);

    const spam = await reviewOf(placeId, 1);
    const fair = await reviewOf(placeId, 4);
    await report(await createTestUser(), spam.id).expect(201);
    await report(await createTestUser(), fair.id, 'other').expect(201);
    await decide(ada, spam.id, true).expect(200);
    await decide(ada, spam.id, true).expect(200);
    await decide(ada, spam.id, false).expect(200);
    await decide(ada, fair.id, false).expect(200);
    await api().delete(`/admin/service/${placeId}`).set(bearer(ada.idToken)).expect(200);
    await api().delete(`/admin/service/${placeId}`).set(bearer(ada.idToken)).expect(200);

    const trail = await trailOf(ada);
    expect(trail.map((e) => [e.action, e.target.kind, e.target.id])).toEqual([
      ['place.retire', 'place', placeId],
      ['review.dismiss', 'review', fair.id],
      ['review.restore', 'review', spam.id],
      ['review.hide', 'review', spam.id],
      ['place.edit', 'place', placeId],
      ['place.add', 'place', placeId],
    ]);
    expect(new Set(trail.map((e) => JSON.stringify(e.actor)))).toEqual(
      new Set([JSON.stringify({ uid: ada.uid, email: ada.email })]),
    );
    const times = trail.map((e) => e.at);
    expect(times.every((t) => !Number.isNaN(Date.parse(t)))).toBe(true);
    expect(times).toEqual([...times].sort().reverse());
    expect(trail.map((e) => e.summary)).toEqual([
      'Retired "Audited Temple Gardens"',
      `Dismissed 1 report of the review by Ana Traveller <${fair.author.email}> of "Audited Temple Gardens" (1 report: other ×1)`,
      `Restored the review by Ana Traveller <${spam.author.email}> of "Audited Temple Gardens"`,
      `Hid the review by Ana Traveller <${spam.author.email}> of "Audited Temple Gardens" (1 report: spam ×1)`,
      'Edited "Audited Temple Gardens" (was "Audited Gardens"): title, price',
      'Added "Audited Gardens"',
    ]);

    // Paged like the other admin lists: a page of one at a time gives the same trail.
    expect(await trailOf(ada, 1)).toEqual(trail);
    // A page reads its own size (and one more, to know there is a next page).
    resetDbStats();
    await api().get('/admin/audit?limit=2').set(bearer(admin.idToken)).expect(200);
    expect(dbStats.docsRead).toBeLessThanOrEqual(3);
    expect(dbStats.roundTrips).toBe(1);
  });

  it('refuses a bad limit, cursor or parameter with the JSON 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?cursor=forged', '?action=hide']) {
      const res = await api().get(`/admin/audit${query}`).set(bearer(admin.idToken));
      expect(res.status, query).toBe(400);
      expect(res.body.error.code, query).toBe('invalid_input');
    }
  });
});
