import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createTestUser, emulatorDb } from '@tourist-guide/testing';
import { runCli } from './cli.js';

/** `npm run reviews -- …` as an operator types it, against this suite's emulators. */
const reviews = (...args: string[]) => runCli('reviews-cli.ts', ...args);

/** A review as the API stored it before helpful votes, plus `extra`. */
function oldReview(service: string, n: number, extra: Record<string, unknown> = {}) {
  const at = Timestamp.fromMillis(Date.UTC(2025, 5, 1) + n * 1000);
  return {
    uid: `old-author-${n}`,
    email: `old-${n}@example.com`,
    service,
    serviceName: 'An old place',
    price: 100,
    customer: `Old reviewer ${n}`,
    message: `Written before votes ${n}`,
    rating: 4,
    ratingHigh: 4,
    ratingLow: 4,
    hidden: false,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

/** The place's reviews in the "most helpful" order, as the API queries them. */
async function mostHelpful(service: string): Promise<string[]> {
  const snap = await emulatorDb()
    .collection('reviews')
    .where('service', '==', service)
    .where('hidden', '==', false)
    .orderBy('helpful', 'desc')
    .orderBy('createdAt', 'desc')
    .get();
  return snap.docs.map((d) => d.id);
}

describe('npm run reviews -- backfill', () => {
  it("gives old reviews helpful 0 and no response, so the most helpful order lists them; leaves the others' fields alone; a second run changes nothing", async () => {
    const service = `old-place-${randomUUID().slice(0, 8)}`;
    const db = emulatorDb();
    const id = (n: number) => `${service}-r${n}`;
    await db.collection('reviews').doc(id(1)).set(oldReview(service, 1));
    await db
      .collection('reviews')
      .doc(id(2))
      .set(oldReview(service, 2, { helpful: 2, response: null }));
    await db
      .collection('reviews')
      .doc(id(3))
      .set(oldReview(service, 3, { helpful: 1 }));
    const voted = await db.collection('reviews').doc(id(2)).get();
    // Firestore leaves a document without the ordered field out of the order.
    expect(await mostHelpful(service)).toEqual([id(2), id(3)]);

    const first = await reviews('backfill');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Checked \d+ reviews in the local emulators/);

    expect(await mostHelpful(service)).toEqual([id(2), id(3), id(1)]);
    const after = await Promise.all(
      [1, 2, 3].map((n) => db.collection('reviews').doc(id(n)).get()),
    );
    expect(after.map((d) => [d.get('helpful'), d.get('response')])).toEqual([
      [0, null],
      [2, null],
      [1, null],
    ]);
    // The review that had both was not written at all.
    expect(after[1]!.updateTime!.isEqual(voted.updateTime!)).toBe(true);
    expect(after[0]!.get('message')).toBe('Written before votes 1');

    const again = await reviews('backfill');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(': 0 given what they lacked');
  }, 60_000);

  it('gives audit entries from before `uids` the accounts their summaries name, at once "a deleted account" for those gone; a second run changes nothing', async () => {
    const db = emulatorDb();
    const [admin, author, owner] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
    ]);
    const tag = randomUUID().slice(0, 8);
    const reviewId = `old-review-${tag}`;
    await db.collection('reviews').doc(reviewId).set({ uid: author.uid, email: author.email });
    const actor = { uid: admin.uid, email: admin.email };
    const entry = (id: string, fields: Record<string, unknown>) =>
      db
        .collection('audit')
        .doc(`${tag}-${id}`)
        .set({ actor, at: Timestamp.now(), ...fields });
    await entry('hid', {
      action: 'review.hide',
      target: { kind: 'review', id: reviewId },
      summary: `Hid the review by Ana Old <${author.email}> of "Kyoto" (1 report: spam ×1)`,
    });
    await entry('gone', {
      actor: { uid: `gone-admin-${tag}`, email: `gone-admin-${tag}@example.com` },
      action: 'review.restore',
      target: { kind: 'review', id: `gone-review-${tag}` },
      summary: `Restored the review by Gus Gone <gone-${tag}@example.com> of "Kyoto"`,
    });
    await entry('owners', {
      action: 'place.owners',
      target: { kind: 'place', id: 'kyoto' },
      summary: `Owners of "Kyoto": ${owner.email}, gone-owner-${tag}@example.com`,
    });
    await entry('new', {
      action: 'place.edit',
      target: { kind: 'place', id: 'kyoto' },
      summary: 'Edited "Kyoto": price',
      uids: [admin.uid],
    });
    const untouched = await db.collection('audit').doc(`${tag}-new`).get();

    const first = await reviews('backfill');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Checked \d+ audit entries: \d+ given the accounts they name/);
    const stored = async (id: string) =>
      (await db.collection('audit').doc(`${tag}-${id}`).get()).data();
    expect(await stored('hid')).toMatchObject({
      actor,
      uids: [admin.uid, author.uid],
      parts: [
        'Hid the review by ',
        { uid: author.uid, text: `Ana Old <${author.email}>` },
        ' of "Kyoto" (1 report: spam ×1)',
      ],
      summary: `Hid the review by Ana Old <${author.email}> of "Kyoto" (1 report: spam ×1)`,
    });
    expect(await stored('gone')).toMatchObject({
      actor: { uid: `gone-admin-${tag}`, email: '' },
      uids: [],
      summary: 'Restored the review by a deleted account of "Kyoto"',
    });
    expect(await stored('owners')).toMatchObject({
      uids: [admin.uid, owner.uid],
      summary: `Owners of "Kyoto": ${owner.email}, a deleted account`,
    });
    const after = await db.collection('audit').doc(`${tag}-new`).get();
    expect(after.updateTime!.isEqual(untouched.updateTime!)).toBe(true);

    const again = await reviews('backfill');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(': 0 given the accounts they name');
  }, 60_000);

  it('refuses anything but backfill or sweep-photos with the usage and exit code 2', async () => {
    for (const args of [[], ['backfil'], ['backfill', 'extra'], ['backfill', '--project']]) {
      const res = await reviews(...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(/usage: npm run reviews -- backfill|--project needs a project id/);
    }
  }, 60_000);
});
