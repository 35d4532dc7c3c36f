import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { emulatorDb } from '@tourist-guide/testing';
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

  it('refuses anything but backfill with the usage and exit code 2', async () => {
    for (const args of [[], ['backfil'], ['backfill', 'extra'], ['backfill', '--project']]) {
      const res = await reviews(...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(/usage: npm run reviews -- backfill|--project needs a project id/);
    }
  }, 60_000);
});
