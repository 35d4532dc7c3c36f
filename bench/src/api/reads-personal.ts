/**
 * The personal calls of api:reads: a reader who saved 500 places and reviewed 150 of them (fewer
 * on a small catalogue), each page of both lists, one place's review, a profile change that
 * rewrites every review, the export. Their places are the catalogue's last, beyond any instance's
 * cached list, so each page reads its places. Also the reader api:account-minute uses.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { createTestUser, emulatorDb, type TestUser } from '@tourist-guide/testing';
import { SAVED_MAX } from '../../../functions/src/saved/limits.js';
import type { Call } from '../support/app.js';

/*
 * The bounds of docs/api.md, "Bounded costs", written out rather than taken from the code's
 * constants: a change that makes a page bigger must miss a goal, not move it.
 */
/** GET /reviews: a page of the caller's reviews (100 + 1) and their places: "at most 201". */
export const OWN_REVIEWS_PAGE = 201;
/** GET /me/saved: the caller's list and a page of its places, "at most 1 + 100". */
export const SAVED_PAGE = 101;

/** A call's bound: documents, or `flat` (no more at the largest size than at the smallest). */
export type Bound = number | 'flat';

/** Measures one call's reads (api:reads), returning its first answer. */
export type Row = (
  name: string,
  path: string,
  init: Parameters<Call>[1],
  options: { bound: Bound; again?: boolean; fresh?: boolean },
) => Promise<{ status: number; json: unknown; link: string | null }>;

export const HEAVY = { saved: SAVED_MAX, reviews: 150 };

/** A reader whose saved list holds the catalogue's last `n` places. */
export async function heavyReader(n: number): Promise<{ user: TestUser; saved: string[] }> {
  const user = await createTestUser({ displayName: 'Reads Heavy' });
  const snap = await emulatorDb().collection('services').orderBy('__name__', 'desc').limit(n).get();
  const saved = snap.docs.map((d) => d.id);
  await emulatorDb()
    .collection('savedPlaces')
    .doc(user.uid)
    .set({ ids: saved, updatedAt: Timestamp.now() });
  return { user, saved };
}

export const cursorOf = (link: string | null) =>
  link ? new URL(/<([^>]*)>/.exec(link)![1]!, 'http://x').searchParams.get('cursor') : null;

export async function personalCalls(row: Row, call: Call, size: number): Promise<void> {
  const { user: heavy, saved } = await heavyReader(Math.min(HEAVY.saved, size));
  const reviewed = saved.slice(0, Math.min(HEAVY.reviews, saved.length));
  for (const service of reviewed) {
    const body = { service, customer: 'Heavy', message: 'Worth it.', rating: 5 };
    const res = await call('/review', { method: 'POST', as: heavy, body });
    if (res.status !== 201) throw new Error(`POST /review: ${res.status}`);
  }
  const as = { as: heavy };
  // The caller's list and, in one getAll, the page's places: at most 1 + 100.
  const savedPage = { bound: SAVED_PAGE };
  const n = `${saved.length} saved`;
  const first = await row(`GET /me/saved (${n}, page 1)`, '/me/saved', as, savedPage);
  const next = (first.json as { nextCursor: string | null }).nextCursor;
  if (next) {
    const path = `/me/saved?cursor=${encodeURIComponent(next)}`;
    await row(`GET /me/saved (${n}, page 2)`, path, as, savedPage);
  }
  // A page of the caller's reviews (limit + 1) and their places: at most 201.
  const reviewsPage = { bound: OWN_REVIEWS_PAGE };
  const r = `${reviewed.length} reviews`;
  const email = encodeURIComponent(heavy.email);
  const mine = await row(`GET /reviews (${r}, page 1)`, `/reviews?email=${email}`, as, reviewsPage);
  const more = cursorOf(mine.link);
  if (more) {
    const path = `/reviews?email=${email}&cursor=${more}`;
    await row(`GET /reviews (${r}, page 2)`, path, as, reviewsPage);
  }
  const one = `/reviews?email=${email}&service=${saved[0]}`;
  await row(`GET /reviews?service= (${r})`, one, as, { bound: 2 });
  // About 3 per review (listed, read again in its chunk's transaction, rewritten), plus 3.
  await row(
    `PUT /account/profile (${r})`,
    '/account/profile',
    { method: 'PUT', as: heavy, body: { photoURL: 'https://example.com/heavy.png' } },
    { bound: 3 * reviewed.length + 3, again: false },
  );
  // What the account holds: each review and its place's picture, the account, the list, and
  // its reports and votes (none: a query that finds nothing is one read each).
  await row(`GET /account/export (${r}, ${n})`, '/account/export', as, {
    bound: 2 * reviewed.length + 4,
    again: false,
  });
}
