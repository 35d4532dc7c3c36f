import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generatePlaces, writePlaces, type SeedService } from '@tourist-guide/testing';
import { createApp } from '../src/app';
import { dbStats, resetDbStats } from '../src/lib/db-stats';
import { OWN_REVIEWS_PAGE_MAX } from '../src/reviews/schema';
import { SAVED_MAX, SAVED_PAGE_MAX } from '../src/saved/limits';
import { SERVICE_LIST_MAX } from '../src/services/catalog';
import {
  bearer,
  createAdmin,
  createTestUser,
  resetData,
  reviewBody,
  UNLIMITED,
  type TestUser,
} from './helpers';
import { storeSaved } from './saved-support';

let services: SeedService[];
beforeAll(async () => {
  services = await resetData();
});
beforeEach(() => resetDbStats());

describe('service reads are cached per instance', () => {
  it('reads Firestore once for many service calls within the TTL', async () => {
    const app = createApp();
    await request(app).get('/service').expect(200);
    const afterFirst = { ...dbStats };
    expect(afterFirst.roundTrips).toBe(1);
    await request(app).get('/services').expect(200);
    await request(app).get(`/service/${services[0]!._id}`).expect(200);
    expect(dbStats).toEqual(afterFirst);
    // A place that is not on offer costs one read, to tell a retired place (410) from one that
    // never was (404); asked again within the TTL, nothing.
    await request(app).get('/service/no-such-place').expect(404);
    await request(app).get('/service/no-such-place').expect(404);
    await request(app).get('/service/no-such-place/reviews').expect(404);
    expect(dbStats).toEqual({
      ...afterFirst,
      roundTrips: afterFirst.roundTrips + 1,
      docsRead: afterFirst.docsRead + 1,
    });
  });

  it('reads again once the TTL has passed (ttl 0 = no cache)', async () => {
    const app = createApp({ servicesTtlMs: 0 });
    await request(app).get('/service').expect(200);
    await request(app).get('/service').expect(200);
    expect(dbStats.roundTrips).toBe(2);
  });
});

describe('review calls do the fewest reads', () => {
  it('lists My Review in one query plus at most one batched service read, whatever the row count', async () => {
    const user = await createTestUser();
    const app = createApp({ servicesTtlMs: 0 });
    for (const s of services.slice(0, 5)) {
      await request(app)
        .post('/review')
        .set(bearer(user.idToken))
        .send(reviewBody(s._id, user.email))
        .expect(201);
    }
    resetDbStats();
    const res = await request(app).get('/reviews').set(bearer(user.idToken)).expect(200);
    expect(res.body).toHaveLength(5);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // One query (5 docs) + one getAll of the 5 distinct services.
    expect(dbStats.roundTrips).toBe(2);
    expect(dbStats.docsRead).toBe(10);
  });

  it('serves the pictures from the cached catalog when it is warm: one round trip', async () => {
    const user = await createTestUser();
    const app = createApp();
    await request(app).get('/service').expect(200);
    await request(app)
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(services[0]!._id, user.email))
      .expect(201);
    resetDbStats();
    await request(app).get('/reviews').set(bearer(user.idToken)).expect(200);
    expect(dbStats.roundTrips).toBe(1);
  });
});

/*
 * Every call's reads stay within a bound set by a constant or its page size, never by the size of
 * the catalogue: measured here on a catalogue larger than GET /service's maximum and than a
 * sitemap page (a small page size, so that a few hundred places make several pages), each call on
 * a fresh instance (every cache empty: the most it can cost).
 */
describe('every call reads a bounded number of documents, whatever the catalogue', () => {
  const SITEMAP_PAGE = 200;
  /**
   * The sitemap's plan (sitemap-plan.ts) on these ids: one count of all, at most four splits of 64
   * counts (the first character, "g", "generated-00", "generated-000"), two probes per character
   * the ids of a group share ("generated-0…": about 13) and a first id per group looked into.
   */
  const PLAN_BOUND = 1 + 4 * 64 + 2 * 15 + 8;
  let live: number;
  let admin: TestUser;
  let author: TestUser;
  let reviewId: string;
  let placeId: string;
  let placeIds: string[];

  beforeAll(async () => {
    const real = await resetData();
    placeId = real[0]!._id;
    const generated = generatePlaces(600, real, 11);
    await writePlaces(generated);
    placeIds = [...real.map((p) => p._id), ...generated.map((g) => g.place._id)];
    live = real.length + 600;
    admin = await createAdmin();
    author = await createTestUser();
    const created = await request(createApp())
      .post('/review')
      .set(bearer(author.idToken))
      .send(reviewBody(real[0]!._id, author.email))
      .expect(201);
    reviewId = created.body.insertedId as string;
  });

  /** `author`'s reviews of each of `places`, written through the API. */
  async function writeReviewsBy(who: TestUser, places: readonly string[]) {
    const app = createApp({ limits: UNLIMITED });
    for (const place of places) {
      await request(app)
        .post('/review')
        .set(bearer(who.idToken))
        .send(reviewBody(place, who.email))
        .expect(201);
    }
  }

  /** The documents one request reads on a fresh instance, and its answer. */
  async function coldReads(path: string, as?: TestUser) {
    const app = createApp({ sitemapPageSize: SITEMAP_PAGE });
    resetDbStats();
    const call = request(app).get(path);
    const res = await (as ? call.set(bearer(as.idToken)) : call);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    return { res, reads: dbStats.docsRead };
  }

  it('the public calls: a constant, or the page they answer', async () => {
    const bounds: [path: string, most: number][] = [
      ['/services', 4],
      [`/service/${placeId}`, 1],
      ['/service', SERVICE_LIST_MAX + 1],
      // A page of the catalogue: limit + 1 places, and a count that stops at 10,000 (11 reads).
      ['/catalog', 12 + 1 + 11],
      ['/catalog?limit=48&sort=title', 48 + 1 + 11],
      ['/catalog?region=Asia&sort=price', 12 + 1 + 11],
    ];
    for (const [path, most] of bounds) {
      const { reads } = await coldReads(path);
      expect(reads, path).toBeLessThanOrEqual(most);
    }
    const list = await coldReads('/service');
    expect(list.res.body).toHaveLength(SERVICE_LIST_MAX);
  });

  it("a search: an instance's first reads each place on offer once to build its index; then a search reads its page's places, and once per TTL those changed", async () => {
    const app = createApp({ servicesTtlMs: 500 });
    const search = async (path: string) => {
      resetDbStats();
      const res = await request(app).get(path).expect(200);
      return { shown: (res.body.items as unknown[]).length, reads: dbStats.docsRead };
    };
    const built = await search('/catalog?q=lakes&region=Asia&sort=price');
    expect(built.shown).toBeGreaterThan(0);
    expect(built.reads).toBe(live + built.shown);
    for (const path of [
      '/catalog?q=lakes',
      '/catalog?q=temples%20of%20nara&limit=48',
      '/catalog?q=lakkes',
      // The nearest first comes from the same index: its page's places, nothing more.
      '/catalog?near=35.01,135.77&sort=distance',
      '/catalog?near=-33.9,18.4&sort=distance&limit=48&region=Africa&maxPrice=2500',
      '/catalog?q=lakes&near=35.01,135.77&sort=distance',
    ]) {
      const { shown, reads } = await search(path);
      expect(reads, path).toBe(shown);
    }
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Past the TTL: one query for the places changed since (none: Firestore bills it as one read).
    const past = await search('/catalog?q=lakes');
    expect(past.reads).toBe(1 + past.shown);
    // Three rated reviews move three places' ratings: the index reads those three again.
    const rater = await createTestUser();
    for (const place of placeIds.slice(1, 4)) {
      await request(app)
        .post('/review')
        .set(bearer(rater.idToken))
        .send(reviewBody(place, rater.email, { rating: 5 }))
        .expect(201);
    }
    await new Promise((resolve) => setTimeout(resolve, 600));
    const caught = await search('/catalog?q=lakes');
    expect(caught.reads).toBe(3 + caught.shown);
  });

  it('the sitemap: the plan and one page, fewer reads than there are places', async () => {
    const index = await coldReads('/sitemap.xml');
    expect(index.reads).toBeLessThanOrEqual(PLAN_BOUND);
    const pages = [...index.res.text.matchAll(/<loc>[^<]*\/sitemap-(\d+)\.xml<\/loc>/g)];
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(live / SITEMAP_PAGE));
    for (const [, n] of pages) {
      const page = await coldReads(`/sitemap-${n}.xml`);
      expect(page.reads, `page ${n}`).toBeLessThanOrEqual(PLAN_BOUND + SITEMAP_PAGE);
      expect(page.reads, `page ${n}`).toBeLessThan(live);
    }
  });

  it("the signed-in and admin calls: their page, or the caller's own documents", async () => {
    const bounds: [path: string, most: number, as: TestUser][] = [
      [`/review/${reviewId}`, 1, author],
      ['/admin/services', 50 + 1, admin],
      ['/admin/services?limit=100', 100 + 1, admin],
      ['/admin/services?q=lakes', 50 + 1, admin],
      [`/admin/service/${placeId}`, 1, admin],
    ];
    for (const [path, most, as] of bounds) {
      const { reads } = await coldReads(path, as);
      expect(reads, path).toBeLessThanOrEqual(most);
    }
  });

  it('the saved places: a page reads the list and its places, at most 1 + SAVED_PAGE_MAX, however many are saved', async () => {
    const reader = await createTestUser();
    const saved = placeIds.slice(-SAVED_MAX);
    await storeSaved(reader.uid, saved);
    const listed: string[] = [];
    let path: string | null = '/me/saved';
    while (path) {
      const { res, reads } = await coldReads(path, reader);
      expect(reads, path).toBeLessThanOrEqual(1 + SAVED_PAGE_MAX);
      listed.push(...res.body.items.map((place: { _id: string }) => place._id));
      path = res.body.nextCursor
        ? `/me/saved?cursor=${encodeURIComponent(res.body.nextCursor as string)}`
        : null;
    }
    expect(listed).toEqual(saved);
  });

  it("an author's reviews: a page reads at most its reviews, one more, and their places; one place's review, one document", async () => {
    const prolific = await createTestUser();
    const places = placeIds.slice(-(OWN_REVIEWS_PAGE_MAX + 20));
    await writeReviewsBy(prolific, places);
    const first = await coldReads('/reviews', prolific);
    expect(first.res.body).toHaveLength(OWN_REVIEWS_PAGE_MAX);
    expect(first.reads).toBeLessThanOrEqual(2 * OWN_REVIEWS_PAGE_MAX + 1);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.res.headers.link))?.[1];
    expect(next).toMatch(/^\/reviews\?cursor=/);
    const rest = await coldReads(next!, prolific);
    expect(rest.res.body).toHaveLength(20);
    expect(rest.res.headers.link).toBeUndefined();
    const all = [...first.res.body, ...rest.res.body].map((r: { service: string }) => r.service);
    expect(new Set(all)).toEqual(new Set(places));
    const one = await coldReads(`/reviews?service=${places[3]}`, prolific);
    expect(one.res.body.map((r: { service: string }) => r.service)).toEqual([places[3]]);
    expect(one.reads).toBeLessThanOrEqual(2);
  });
});
