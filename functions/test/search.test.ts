import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/testing';
import { createApp } from '../src/app';
import type { Service } from '../src/services/schema';
import { bearer, createAdmin, createTestUser, post, resetData, type TestUser } from './helpers';
import { TRAVELLER_QUERIES } from './search/traveller-queries';

/*
 * GET /catalog?q= over the seeded places, as a traveller types, and how soon a search sees what
 * an admin or a reviewer changed: at once through the instance that made the change, within the
 * catalogue's lifetime through any other.
 */
let seeded: SeedService[];
beforeAll(async () => {
  seeded = await resetData();
});

const ids = (body: { items: Service[] }) => body.items.map((s) => s._id);

describe('GET /catalog?q=, as travellers type', () => {
  const app = createApp();
  const search = (query: Record<string, string | number>) =>
    request(app).get('/catalog').query(query).expect(200);

  it(`puts the place each of ${TRAVELLER_QUERIES.length} traveller queries means in the first three`, async () => {
    const missed: string[] = [];
    for (const { q, want, filters } of TRAVELLER_QUERIES) {
      const res = await search({ q, ...filters, limit: 3 });
      if (!ids(res.body).includes(want)) missed.push(`${q} → ${ids(res.body).join(', ')}`);
    }
    const hits = TRAVELLER_QUERIES.length - missed.length;
    console.info(
      `[search] traveller queries: ${hits}/${TRAVELLER_QUERIES.length} in the first three`,
    );
    expect(missed).toEqual([]);
  });

  it('gives the first result it gave before for a place’s name, whole or its start', async () => {
    for (const place of seeded) {
      const title = place.title;
      const first = title.split(/[ ,]/)[0]!;
      expect(ids((await search({ q: title })).body)[0], title).toBe(place._id);
      expect(ids((await search({ q: first })).body), first).toContain(place._id);
    }
  });

  it('answers nonsense with 200 and no places', async () => {
    const res = await search({ q: 'xqzvv wkkpq' });
    expect(res.body).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      totalCapped: false,
      suggestion: null,
    });
  });
});

describe('how soon a search sees a change', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin();
  });
  const TTL_MS = 1500;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const found = async (app: ReturnType<typeof createApp>, q: string, more = {}) =>
    ids(
      (
        await request(app)
          .get('/catalog')
          .query({ q, ...more })
          .expect(200)
      ).body,
    );

  it('an added, edited or retired place shows at once through the instance that changed it, and within the TTL through another', async () => {
    const writer = createApp({ servicesTtlMs: 60_000 });
    const other = createApp({ servicesTtlMs: TTL_MS });
    const place = {
      title: 'Quokka Island',
      description: 'Smiling marsupials on a car-free island off Perth.',
      price: 990,
      country: 'Australia',
      region: 'Oceania',
      img: '/images/uluru-800.webp',
    };
    // Both instances have built their index before the change.
    expect(await found(writer, 'quokka')).toEqual([]);
    expect(await found(other, 'quokka')).toEqual([]);

    const added = await request(writer)
      .post('/admin/service')
      .set(bearer(admin.idToken))
      .send(place)
      .expect(201);
    const id = added.body.insertedId as string;
    expect(await found(writer, 'quokka')).toEqual([id]);
    await sleep(TTL_MS);
    expect(await found(other, 'quokka')).toEqual([id]);

    await request(writer)
      .put(`/admin/service/${id}`)
      .set(bearer(admin.idToken))
      .send({ ...place, description: 'Smiling wallabies on a car-free island off Perth.' })
      .expect(200);
    expect(await found(writer, 'wallabies')).toEqual([id]);
    expect(await found(writer, 'marsupials')).toEqual([]);
    await sleep(TTL_MS);
    expect(await found(other, 'wallabies')).toEqual([id]);

    await request(writer).delete(`/admin/service/${id}`).set(bearer(admin.idToken)).expect(200);
    expect(await found(writer, 'quokka')).toEqual([]);
    await sleep(TTL_MS);
    expect(await found(other, 'quokka')).toEqual([]);
  });

  it("a place's new rating reaches the rating filter and sorts within the TTL", async () => {
    const reader = createApp({ servicesTtlMs: TTL_MS });
    const target = seeded.find((s) => s._id === 'petra-jordan')!;
    expect(await found(reader, 'petra', { minRating: 4 })).toEqual([]);
    const author: TestUser = await createTestUser();
    await post(author, target._id, 5);
    await sleep(TTL_MS);
    expect(await found(reader, 'petra', { minRating: 4 })).toEqual([target._id]);
  });
});
