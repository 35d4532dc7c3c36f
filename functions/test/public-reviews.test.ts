import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/testing';
import { dbStats, resetDbStats } from '../src/lib/db-stats';
import {
  api,
  bearer,
  createTestUser,
  emulatorDb,
  resetData,
  reviewBody,
  type TestUser,
} from './helpers';

/*
 * GET /service/:id/reviews: everybody's reviews of a place, for everybody, a page
 * at a time. Reviews are written straight to Firestore here (as the API stores
 * them) so that a test can lay out dozens with exact times and stars.
 */
let place: SeedService;
let quiet: SeedService;
let authors: TestUser[];

beforeAll(async () => {
  [place, quiet] = (await resetData()) as [SeedService, SeedService];
  authors = await Promise.all([createTestUser(), createTestUser()]);
});

beforeEach(async () => {
  const all = await emulatorDb().collection('reviews').get();
  await Promise.all(all.docs.map((d) => d.ref.delete()));
});

interface Laid {
  id: string;
  rating: number | null;
  at: number;
  hidden?: boolean;
  helpful?: number;
}

/** Stores reviews of `place` with the given stars and times (ms since the epoch). */
async function lay(reviews: Laid[]): Promise<void> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const batch = emulatorDb().batch();
  for (const r of reviews) {
    const author = authors[0] as TestUser;
    const at = Timestamp.fromMillis(r.at);
    batch.set(emulatorDb().collection('reviews').doc(r.id), {
      uid: author.uid,
      email: author.email,
      service: place._id,
      serviceName: place.title,
      price: place.price,
      customer: `Customer ${r.id}`,
      message: `Review ${r.id}`,
      rating: r.rating,
      ratingHigh: r.rating ?? 0,
      ratingLow: r.rating ?? 6,
      hidden: r.hidden ?? false,
      helpful: r.helpful ?? 0,
      response: null,
      createdAt: at,
      updatedAt: at,
    });
  }
  await batch.commit();
}

async function walk(sort: string, limit: number, between?: (page: number) => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const query: Record<string, string> = { sort, limit: String(limit) };
    if (cursor) query.cursor = cursor;
    const res = await api().get(`/service/${place._id}/reviews`).query(query).expect(200);
    ids.push(...res.body.items.map((r: { _id: string }) => r._id));
    cursor = res.body.nextCursor;
    if (!cursor) return ids;
    await between?.(page);
  }
  throw new Error('more than 100 pages');
}

const T = Date.UTC(2026, 0, 1);
const id = (n: number) => `r${String(n).padStart(3, '0')}`;

describe('GET /service/:id/reviews', () => {
  it('answers a page of public reviews, newest first, with no email or account id anywhere', async () => {
    const author = authors[1] as TestUser;
    await api()
      .post('/review')
      .set(bearer(author.idToken))
      .send(reviewBody(place._id, author.email, { rating: 4, message: 'Lovely <b>place</b>' }))
      .expect(201);
    const res = await api().get(`/service/${place._id}/reviews`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.body).toEqual({
      items: [
        {
          _id: expect.any(String),
          customer: 'Ana Traveller',
          rating: 4,
          message: 'Lovely <b>place</b>',
          helpful: 0,
          response: null,
          photos: [],
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          authorPhotoURL: null,
        },
      ],
      nextCursor: null,
    });
    // Privacy: not in the reviews, not in the places, not anywhere in the raw text.
    for (const path of [
      `/service/${place._id}/reviews`,
      '/service',
      '/services',
      `/service/${place._id}`,
    ]) {
      const raw = (await api().get(path).expect(200)).text;
      for (const secret of [author.email, author.uid, 'example.com', '"uid"', '"email"']) {
        expect(raw, `${path} carries ${secret}`).not.toContain(secret);
      }
    }
  });

  it('when the cursor is followed to the end, then every visible review comes exactly once, in order, for every sort', async () => {
    const laid: Laid[] = Array.from({ length: 23 }, (_, n) => ({
      id: id(n),
      // Ties on purpose: several reviews share stars and some share a time.
      rating: n % 7 === 0 ? null : (n % 5) + 1,
      at: T + Math.floor(n / 2) * 1000,
      hidden: n === 5,
      helpful: n % 4,
    }));
    await lay(laid);
    const visible = laid.filter((r) => !r.hidden);
    const byTimeThenId = (a: Laid, b: Laid) => b.at - a.at || (a.id < b.id ? 1 : -1);
    const expected = {
      newest: [...visible].sort(byTimeThenId),
      highest: [...visible].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || byTimeThenId(a, b)),
      lowest: [...visible].sort((a, b) => (a.rating ?? 6) - (b.rating ?? 6) || byTimeThenId(a, b)),
      helpful: [...visible].sort(
        (a, b) => (b.helpful ?? 0) - (a.helpful ?? 0) || byTimeThenId(a, b),
      ),
    };
    for (const sort of ['newest', 'highest', 'lowest', 'helpful'] as const) {
      for (const limit of [1, 4, 10, 50]) {
        expect(await walk(sort, limit), `${sort} by ${limit}`).toEqual(
          expected[sort].map((r) => r.id),
        );
      }
    }
  });

  it('when reviews are added while a visitor pages through, then no review is repeated or skipped', async () => {
    await lay(Array.from({ length: 12 }, (_, n) => ({ id: id(n), rating: 3, at: T + n * 1000 })));
    let added = 100;
    const seen = await walk('newest', 5, async () => {
      // Newer reviews arrive between pages: they belong before the pages already read.
      await lay([{ id: id(added), rating: 5, at: Date.UTC(2026, 5, 1) + added * 1000 }]);
      added += 1;
    });
    expect(seen).toEqual(Array.from({ length: 12 }, (_, n) => id(11 - n)));
  });

  it('when a cursor is cut, edited, or made for another sort or place, then it is 400', async () => {
    await lay(Array.from({ length: 3 }, (_, n) => ({ id: id(n), rating: 2, at: T + n })));
    const first = await api().get(`/service/${place._id}/reviews`).query({ limit: 1 }).expect(200);
    const cursor = first.body.nextCursor as string;
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as {
      v: unknown[];
      d: string;
    };
    const edited = Buffer.from(JSON.stringify({ ...decoded, v: [decoded.v[0], 'r999'] })).toString(
      'base64url',
    );
    const tampered = [
      cursor.slice(0, -3),
      `${cursor}x`,
      'not-a-cursor',
      edited,
      Buffer.from('{}').toString('base64url'),
    ];
    for (const bad of tampered) {
      const res = await api()
        .get(`/service/${place._id}/reviews`)
        .query({ limit: 1, cursor: bad })
        .expect(400);
      expect(res.body.error.code).toBe('invalid_input');
    }
    await api().get(`/service/${place._id}/reviews`).query({ sort: 'highest', cursor }).expect(400);
    await api().get(`/service/${quiet._id}/reviews`).query({ cursor }).expect(400);
    await api().get(`/service/${place._id}/reviews`).query({ limit: 1, cursor }).expect(200);
  });

  it.each([
    [{ sort: 'best' }, 'sort'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '51' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ page: '2' }, 'query'],
  ])('answers 400 for %j', async (query, field) => {
    const res = await api().get(`/service/${place._id}/reviews`).query(query).expect(400);
    expect(res.body.error.message).toMatch(new RegExp(`^Invalid ${field}`));
  });

  it('answers 404 for a place that does not exist, and an empty list for one nobody reviewed', async () => {
    await api().get('/service/no-such-place/reviews').expect(404);
    const res = await api().get(`/service/${quiet._id}/reviews`).expect(200);
    expect(res.body).toEqual({ items: [], nextCursor: null });
  });

  it('reads at most limit + 1 reviews for a page, however many the place has', async () => {
    await lay(Array.from({ length: 40 }, (_, n) => ({ id: id(n), rating: 4, at: T + n })));
    resetDbStats();
    const res = await api().get(`/service/${place._id}/reviews`).query({ limit: 10 }).expect(200);
    expect(res.body.items).toHaveLength(10);
    // The place (to know it exists) and 11 reviews: the 10 of the page and one to see there are more.
    expect(dbStats.docsRead).toBe(1 + 11);
    resetDbStats();
    await api()
      .get(`/service/${place._id}/reviews`)
      .query({ limit: 10, cursor: res.body.nextCursor })
      .expect(200);
    expect(dbStats.docsRead).toBe(1 + 11);
  });
});
