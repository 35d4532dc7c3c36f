import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/testing';
import { generatePlaces, signIn, writePlaces } from '@tourist-guide/testing';
import { adminAuth } from '../src/lib/firebase';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  emulatorDb,
  resetData,
  reviewBody,
  type TestUser,
} from './helpers';

/*
 * The maintainers' side: who may call /admin/**, managing places (add, edit, archive)
 * and moderating reported reviews.
 */

let services: SeedService[];
let admin: TestUser;

const place = (extra: Record<string, unknown> = {}) => ({
  title: 'Lakes of Plitvice, Croatia',
  description:
    'Sixteen terraced lakes joined by waterfalls in a forest of beech and fir, walked on wooden paths.',
  price: 1650,
  country: 'Croatia',
  region: 'Europe',
  img: '/images/lisbon-800.webp',
  ...extra,
});

const storedReview = async (id: string) =>
  (await emulatorDb().collection('reviews').doc(id).get()).data();

/** A review by a new user of `serviceId`, with `rating` stars. */
async function reviewOf(serviceId: string, rating?: number) {
  const author = await createTestUser();
  const res = await api()
    .post('/review')
    .set(bearer(author.idToken))
    .send(reviewBody(serviceId, author.email, rating ? { rating } : {}))
    .expect(201);
  return { author, id: res.body.insertedId as string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  services = await resetData();
  admin = await createAdmin();
});

describe('who may call /admin/**', () => {
  /** Every admin call, each with what an admin gets. Ids are made fresh for each caller. */
  async function calls() {
    const target = services[3]!._id;
    const { id: review } = await reviewOf(services[4]!._id);
    const created = await api()
      .post('/admin/service')
      .set(bearer(admin.idToken))
      .send(place({ title: `To retire ${Math.random()}` }))
      .expect(201);
    const retire = created.body.insertedId as string;
    return [
      { call: 'GET /admin/services', ok: 200, send: () => api().get('/admin/services') },
      {
        call: 'GET /admin/service/:id',
        ok: 200,
        send: () => api().get(`/admin/service/${target}`),
      },
      {
        call: 'POST /admin/service',
        ok: 201,
        send: () => api().post('/admin/service').send(place()),
      },
      {
        call: 'PUT /admin/service/:id',
        ok: 200,
        send: () =>
          api()
            .put(`/admin/service/${target}`)
            .send({ ...place({ title: services[3]!.title }), ...pick(services[3]!) }),
      },
      {
        call: 'DELETE /admin/service/:id',
        ok: 200,
        send: () => api().delete(`/admin/service/${retire}`),
      },
      { call: 'GET /admin/reports', ok: 200, send: () => api().get('/admin/reports') },
      { call: 'GET /admin/audit', ok: 200, send: () => api().get('/admin/audit') },
      {
        call: 'GET /admin/service/:id/owners',
        ok: 200,
        send: () => api().get(`/admin/service/${target}/owners`),
      },
      {
        call: 'PUT /admin/service/:id/owners',
        ok: 200,
        send: () => api().put(`/admin/service/${target}/owners`).send({ emails: [] }),
      },
      {
        call: 'PUT /admin/review/:id',
        ok: 200,
        send: () => api().put(`/admin/review/${review}`).send({ hidden: false }),
      },
      { call: 'GET /admin/anything-else', ok: 404, send: () => api().get('/admin/anything-else') },
    ] as const;
  }
  const pick = (s: SeedService) => ({
    title: s.title,
    description: s.description,
    price: s.price,
    country: s.country,
    region: s.region,
    img: s.img,
    photos: s.photos,
  });

  it('answers 401 to anonymous callers and 403 to signed-in readers on every call, and serves admins', async () => {
    const reader = await createTestUser();
    const results: Record<string, [number, number, number]> = {};
    for (const { call, ok, send } of await calls()) {
      const anonymous = await send();
      const signedIn = await send().set(bearer(reader.idToken));
      const asAdmin = await send().set(bearer(admin.idToken));
      results[call] = [anonymous.status, signedIn.status, asAdmin.status];
      expect(anonymous.body.error?.code, call).toBe('unauthenticated');
      expect(signedIn.body.error, call).toEqual({
        code: 'forbidden',
        message: "Only the guide's maintainers can do this",
      });
      expect(asAdmin.status, `${call}: ${asAdmin.text}`).toBe(ok);
      expect(asAdmin.headers['cache-control'], call).toBe('private, no-store');
    }
    expect(Object.values(results).map(([a, s]) => [a, s])).toEqual(
      Object.keys(results).map(() => [401, 403]),
    );
  });

  it('a revoked admin: the old token is refused on every call, reads included, and a new one has no claim', async () => {
    const former = await createAdmin();
    // Revocation is to the second: the token must be older than it.
    await sleep(1100);
    await adminAuth().setCustomUserClaims(former.uid, null);
    await adminAuth().revokeRefreshTokens(former.uid);
    for (const { call, send } of await calls()) {
      const res = await send().set(bearer(former.idToken));
      // Every /admin/** call verifies with checkRevoked. (On the Auth emulator the Admin SDK
      // checks revocation on every verification anyway; contract/cases/admin.ts shows a read
      // served once and refused after the revocation, where a token cache would let it through.)
      expect(res.status, `${call} with the old token: ${res.text}`).toBe(401);
      expect(res.body.error.message).toBe('Your sign-in was revoked, please sign in again');
    }
    await sleep(1100);
    const fresh = await signIn(former.email, former.password);
    for (const { call, send } of await calls()) {
      const res = await send().set(bearer(fresh));
      expect(res.status, `${call} with a new token`).toBe(403);
    }
  });

  it('a claim other than admin: true (a string, another name) gives nothing', async () => {
    const pretender = await createTestUser();
    await adminAuth().setCustomUserClaims(pretender.uid, { admin: 'true', role: 'admin' });
    const token = await signIn(pretender.email, pretender.password);
    await api().get('/admin/reports').set(bearer(token)).expect(403);
    await api().post('/admin/service').set(bearer(token)).send(place()).expect(403);
  });
});

describe('managing places', () => {
  it('adds a place: validated, on offer at once, findable, without ratings', async () => {
    const res = await api()
      .post('/admin/service')
      .set(bearer(admin.idToken))
      .send(place({ title: 'Lakes of Plitvice, Croatia' }))
      .expect(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const id = res.body.insertedId as string;
    const got = await api().get(`/service/${id}`).expect(200);
    expect(got.body).toMatchObject({
      _id: id,
      title: 'Lakes of Plitvice, Croatia',
      photos: ['/images/lisbon-800.webp'],
      rating: { average: null, count: 0 },
    });
    const found = await api().get('/catalog').query({ q: 'plitvice' }).expect(200);
    expect(found.body.items.map((s: { _id: string }) => s._id)).toContain(id);
  });

  it('refuses a bad place with 400 naming the field, and stores nothing', async () => {
    const before = (await emulatorDb().collection('services').count().get()).data().count;
    for (const [body, field] of [
      [place({ img: 'http://example.com/a.webp' }), 'img'],
      [place({ price: -1 }), 'price'],
      [place({ region: 'Atlantis' }), 'region'],
      [place({ title: '  ' }), 'title'],
      [place({ photos: ['/images/kyoto-800.webp'] }), 'photos'],
      [place({ rating: { average: 5, count: 100 } }), 'body'],
      [place({ live: false }), 'body'],
    ] as const) {
      const res = await api().post('/admin/service').set(bearer(admin.idToken)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(new RegExp(`^Invalid ${field}`));
    }
    const after = (await emulatorDb().collection('services').count().get()).data().count;
    expect(after).toBe(before);
  });

  it('edits a place: its text and search follow, its rating and reviews stay', async () => {
    const created = await api()
      .post('/admin/service')
      .set(bearer(admin.idToken))
      .send(place({ title: 'Old Town of Kotor' }))
      .expect(201);
    const id = created.body.insertedId as string;
    const { id: review } = await reviewOf(id, 4);
    const edit = place({
      title: 'Bay of Kotor, Montenegro',
      country: 'Montenegro',
      price: 1400,
      img: '/images/santorini-800.webp',
      photos: ['/images/santorini-800.webp', '/images/lisbon-800.webp'],
    });
    const res = await api()
      .put(`/admin/service/${id}`)
      .set(bearer(admin.idToken))
      .send(edit)
      .expect(200);
    expect(res.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    const again = await api()
      .put(`/admin/service/${id}`)
      .set(bearer(admin.idToken))
      .send(edit)
      .expect(200);
    expect(again.body.modifiedCount).toBe(0);
    const got = await api().get(`/service/${id}`).expect(200);
    expect(got.body).toMatchObject({
      title: 'Bay of Kotor, Montenegro',
      price: 1400,
      photos: ['/images/santorini-800.webp', '/images/lisbon-800.webp'],
      rating: { average: 4, count: 1, histogram: [0, 0, 0, 1, 0] },
    });
    const byNew = await api().get('/catalog').query({ q: 'montenegro' }).expect(200);
    expect(byNew.body.items.map((s: { _id: string }) => s._id)).toEqual([id]);
    const byOld = await api().get('/catalog').query({ q: 'old town of kotor' }).expect(200);
    expect(byOld.body.total).toBe(0);
    expect(await storedReview(review)).toMatchObject({ service: id, rating: 4 });
    await api().put('/admin/service/noSuchPlace').set(bearer(admin.idToken)).send(edit).expect(404);
  });

  it("archives a place: gone from lists and search, 410 on its page, its reviews kept and still their authors'", async () => {
    const created = await api()
      .post('/admin/service')
      .set(bearer(admin.idToken))
      .send(place({ title: 'Salt Flats of Uyuni', country: 'Bolivia', region: 'South America' }))
      .expect(201);
    const id = created.body.insertedId as string;
    const { author, id: review } = await reviewOf(id, 5);
    const res = await api().delete(`/admin/service/${id}`).set(bearer(admin.idToken)).expect(200);
    expect(res.body).toEqual({ acknowledged: true, archived: true });

    const page = await api().get(`/service/${id}`).expect(410);
    expect(page.body).toEqual({
      error: { code: 'gone', message: 'This place is no longer offered' },
    });
    expect(page.headers['cache-control']).toBe('no-store');
    await api().get(`/service/${id}/reviews`).expect(410);
    const all = await api().get('/service').expect(200);
    expect(all.body.map((s: { _id: string }) => s._id)).not.toContain(id);
    const search = await api().get('/catalog').query({ q: 'uyuni' }).expect(200);
    expect(search.body).toMatchObject({ items: [], total: 0 });
    const newcomer = await createTestUser();
    const late = await api()
      .post('/review')
      .set(bearer(newcomer.idToken))
      .send(reviewBody(id, newcomer.email))
      .expect(410);
    expect(late.body.error.code).toBe('gone');

    // Nothing is lost: the review, the place and its rating are stored; the author keeps it.
    expect(await storedReview(review)).toMatchObject({ service: id, rating: 5 });
    const stored = (await emulatorDb().collection('services').doc(id).get()).data();
    expect(stored).toMatchObject({ live: false, rating: { count: 1 } });
    const mine = await api().get('/reviews').set(bearer(author.idToken)).expect(200);
    expect(mine.body.map((r: { _id: string }) => r._id)).toEqual([review]);
    await api()
      .put(`/review/${review}`)
      .set(bearer(author.idToken))
      .send({ review: 'Still the strangest place I have been.' })
      .expect(200);

    const listed = await api().get('/admin/services').set(bearer(admin.idToken)).expect(200);
    expect(listed.body.find((s: { _id: string }) => s._id === id)).toMatchObject({
      archived: true,
      rating: { count: 1 },
    });
    await api().delete('/admin/service/noSuchPlace').set(bearer(admin.idToken)).expect(404);
    await api().get('/service/noSuchPlace').expect(404);
  });
});

describe('reporting and moderation', () => {
  const report = (user: TestUser, id: string, body: Record<string, unknown>) =>
    api().post(`/review/${id}/report`).set(bearer(user.idToken)).send(body);

  it('a reader reports a review once, never their own, never a missing or hidden one', async () => {
    const { author, id } = await reviewOf(services[5]!._id, 2);
    const reader = await createTestUser();
    const res = await report(reader, id, { reason: 'spam', note: 'Links to a shop.' }).expect(201);
    expect(res.body).toEqual({ acknowledged: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const twice = await report(reader, id, { reason: 'other' }).expect(409);
    expect(twice.body.error.message).toBe('You have already reported this review');
    const own = await report(author, id, { reason: 'spam' }).expect(403);
    expect(own.body.error.message).toBe('You cannot report your own review');
    await report(reader, 'noSuchReview', { reason: 'spam' }).expect(404);
    await api().post(`/review/${id}/report`).send({ reason: 'spam' }).expect(401);
    for (const body of [
      {},
      { reason: 'boring' },
      { reason: 'spam', note: 'x'.repeat(501) },
      { reason: 'spam', extra: true },
    ]) {
      const bad = await report(await createTestUser(), id, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(await storedReview(id)).toMatchObject({ reportCount: 1 });

    await api()
      .put(`/admin/review/${id}`)
      .set(bearer(admin.idToken))
      .send({ hidden: true })
      .expect(200);
    const hidden = await report(await createTestUser(), id, { reason: 'spam' }).expect(404);
    expect(hidden.body.error.message).toBe('No such review');
  });

  it('the queue lists reported reviews most reported first, with reasons and notes; hiding takes a review out of its place and rating, restoring puts it back', async () => {
    const placeId = services[6]!._id;
    const once = await reviewOf(placeId, 1);
    const thrice = await reviewOf(placeId, 5);
    const kept = await reviewOf(placeId, 3);
    await report(await createTestUser(), once.id, { reason: 'off-topic' }).expect(201);
    for (const [reason, note] of [
      ['offensive', 'Insults the guide.'],
      ['offensive', ''],
      ['spam', 'Same text on every place.'],
    ] as const) {
      await report(await createTestUser(), thrice.id, { reason, note }).expect(201);
    }

    const queue = await api().get('/admin/reports').set(bearer(admin.idToken)).expect(200);
    const ours = queue.body.filter((row: { review: { _id: string } }) =>
      [once.id, thrice.id].includes(row.review._id),
    );
    expect(ours.map((row: { review: { _id: string } }) => row.review._id)).toEqual([
      thrice.id,
      once.id,
    ]);
    expect(ours[0]).toMatchObject({
      review: { _id: thrice.id, email: thrice.author.email, rating: 5, hidden: false },
      reportCount: 3,
      reasons: [
        { reason: 'offensive', count: 2 },
        { reason: 'spam', count: 1 },
      ],
    });
    expect([...ours[0].notes].sort()).toEqual(['Insults the guide.', 'Same text on every place.']);
    const counts = queue.body.map((row: { reportCount: number }) => row.reportCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));

    const rating = async () => (await api().get(`/service/${placeId}`).expect(200)).body.rating;
    const visible = async () =>
      (await api().get(`/service/${placeId}/reviews`).expect(200)).body.items.map(
        (r: { _id: string }) => r._id,
      );
    expect(await rating()).toMatchObject({ count: 3, histogram: [1, 0, 1, 0, 1] });

    const hide = await api()
      .put(`/admin/review/${thrice.id}`)
      .set(bearer(admin.idToken))
      .send({ hidden: true })
      .expect(200);
    expect(hide.body).toEqual({ acknowledged: true, hidden: true, modifiedCount: 1 });
    expect(await rating()).toEqual({ average: 2, count: 2, histogram: [1, 0, 1, 0, 0] });
    expect(await visible()).not.toContain(thrice.id);
    expect(await visible()).toContain(kept.id);
    const mine = await api().get('/reviews').set(bearer(thrice.author.idToken)).expect(200);
    expect(mine.body).toMatchObject([{ _id: thrice.id, hidden: true }]);
    const one = await api().get(`/review/${thrice.id}`).set(bearer(thrice.author.idToken));
    expect(one.body).toMatchObject({ hidden: true });
    // Hiding resolves its reports: it leaves the open queue for the resolved one, to be restored.
    const open = await api().get('/admin/reports').set(bearer(admin.idToken)).expect(200);
    expect(open.body.map((row: { review: { _id: string } }) => row.review._id)).not.toContain(
      thrice.id,
    );
    const after = await api()
      .get('/admin/reports?status=resolved')
      .set(bearer(admin.idToken))
      .expect(200);
    expect(
      after.body.find((row: { review: { _id: string } }) => row.review._id === thrice.id),
    ).toMatchObject({ review: { hidden: true }, reportCount: 3, status: 'resolved' });

    // Its author's edits of a hidden review do not reach the rating either.
    await api()
      .put(`/review/${thrice.id}`)
      .set(bearer(thrice.author.idToken))
      .send({ review: 'Toned down.', rating: 4 })
      .expect(200);
    expect(await rating()).toEqual({ average: 2, count: 2, histogram: [1, 0, 1, 0, 0] });

    const again = await api()
      .put(`/admin/review/${thrice.id}`)
      .set(bearer(admin.idToken))
      .send({ hidden: true })
      .expect(200);
    expect(again.body.modifiedCount).toBe(0);
    await api()
      .put(`/admin/review/${thrice.id}`)
      .set(bearer(admin.idToken))
      .send({ hidden: false })
      .expect(200);
    expect(await rating()).toEqual({ average: 8 / 3, count: 3, histogram: [1, 0, 1, 1, 0] });
    expect(await visible()).toContain(thrice.id);

    for (const body of [{}, { hidden: 'yes' }, { hidden: true, reason: 'x' }]) {
      await api()
        .put(`/admin/review/${thrice.id}`)
        .set(bearer(admin.idToken))
        .send(body)
        .expect(400);
    }
    await api()
      .put('/admin/review/noSuchReview')
      .set(bearer(admin.idToken))
      .send({ hidden: true })
      .expect(404);
  });
});

describe('the admin list of places, a page at a time', () => {
  /** Every stored place, archived ones too, in the list's order: its title as sorted, then its id. */
  async function everyPlace(): Promise<{ _id: string; titleSort: string; live: boolean }[]> {
    const snap = await emulatorDb().collection('services').get();
    return snap.docs
      .map((d) => ({ _id: d.id, titleSort: String(d.get('titleSort')), live: d.get('live') }))
      .sort((a, b) =>
        a.titleSort < b.titleSort ? -1 : a.titleSort > b.titleSort ? 1 : a._id < b._id ? -1 : 1,
      );
  }
  const next = (link: string | undefined) =>
    link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;

  /** Follows the Link headers from `path` to the last page; every page's ids. */
  async function follow(path: string) {
    const pages: string[][] = [];
    for (let at: string | undefined = path; at;) {
      const res = await api().get(at).set(bearer(admin.idToken)).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      pages.push(res.body.map((p: { _id: string }) => p._id));
      at = next(res.headers.link);
    }
    return pages;
  }

  beforeAll(async () => {
    await writePlaces(generatePlaces(90, services, 5));
    // One retired among them: the list shows it, marked.
    await api().delete(`/admin/service/generated-000003`).set(bearer(admin.idToken)).expect(200);
  });

  it('answers 50 places by title (retired ones too), names the next page in a Link header, and following it lists every place exactly once', async () => {
    const all = await everyPlace();
    expect(all.length).toBeGreaterThan(100);
    const first = await api().get('/admin/services').set(bearer(admin.idToken)).expect(200);
    expect(first.body).toHaveLength(50);
    expect(first.headers.link).toMatch(/^<\/admin\/services\?cursor=[\w-]+>; rel="next"$/);
    const pages = await follow('/admin/services');
    expect(pages.slice(0, -1).every((p) => p.length === 50)).toBe(true);
    expect(pages.flat()).toEqual(all.map((p) => p._id));
    const retired = (await follow('/admin/services?limit=100')).flat();
    expect(retired).toEqual(all.map((p) => p._id));
    const page = await api()
      .get('/admin/services?q=generated')
      .set(bearer(admin.idToken))
      .expect(200);
    expect(page.body).toEqual([]);
    const one = await api().get('/admin/service/generated-000003').set(bearer(admin.idToken));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: 'generated-000003', archived: true });
  });

  it('keeps the mount in its Link (/api behind Hosting) and the search in the next page', async () => {
    const res = await api().get('/api/admin/services?q=Lakes&limit=2').set(bearer(admin.idToken));
    expect(res.status).toBe(200);
    expect(res.headers.link).toMatch(
      /^<\/api\/admin\/services\?q=Lakes&limit=2&cursor=[\w-]+>; rel="next"$/,
    );
    const found = (await follow('/admin/services?q=LAKES%20of&limit=3')).flat();
    const expected = (await everyPlace()).filter((p) => p.titleSort.startsWith('lakes of'));
    expect(expected.length).toBeGreaterThan(3);
    expect(found).toEqual(expected.map((p) => p._id));
  });

  it('refuses a bad limit, an unknown parameter and a cursor it did not make for this search with the JSON 400, reading nothing', async () => {
    const first = await api().get('/admin/services?limit=1').set(bearer(admin.idToken)).expect(200);
    const cursor = new URL(next(first.headers.link)!, 'http://x').searchParams.get('cursor')!;
    for (const path of [
      '/admin/services?limit=0',
      '/admin/services?limit=101',
      '/admin/services?limit=ten',
      '/admin/services?page=2',
      '/admin/services?cursor=not-a-cursor',
      `/admin/services?q=lakes&cursor=${cursor}`,
      `/admin/services?q=${'x'.repeat(101)}`,
    ]) {
      const res = await api().get(path).set(bearer(admin.idToken));
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('invalid_input');
    }
    await api().get(`/admin/services?cursor=${cursor}`).set(bearer(admin.idToken)).expect(200);
  });

  it('answers one place by id, retired or not, and 404 for none', async () => {
    const res = await api().get(`/admin/service/${services[0]!._id}`).set(bearer(admin.idToken));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: services[0]!._id,
      title: services[0]!.title,
      archived: false,
    });
    const none = await api().get('/admin/service/noSuchPlace').set(bearer(admin.idToken));
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('not_found');
  });
});
