import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { dbStats, resetDbStats } from '../src/lib/db-stats';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  emulatorDb,
  newPlace,
  resetData,
  reviewBody,
  type TestUser,
  UNLIMITED,
} from './helpers';
import { fillerIds, save, savedIds, storeSaved, storedSaved, unsave } from './saved-support';

/*
 * PUT and DELETE /me/saved/:serviceId, GET /me/saved: who may save, what, how many, and what the
 * list answers afterwards. Against the emulators with real Auth emulator tokens.
 */

let admin: TestUser;
let places: string[];
beforeAll(async () => {
  // The seeded catalogue alone (and the places below): it fits GET /service's cached list.
  await resetData();
  admin = await createAdmin();
  places = [];
  for (let i = 0; i < 4; i++) places.push(await newPlace(admin));
}, 60_000);

/**
 * The API as a separate instance runs it: a fresh copy of its modules, so that nothing in memory
 * (the catalogue, the turns `inTransaction` gives one instance's transactions on a document) is
 * shared with another, and saves racing on two of them meet only in Firestore. Through the
 * Functions emulator ten at once wait for its workers until it answers 504 itself (measured).
 */
async function separateInstance(): Promise<App> {
  vi.resetModules();
  const fresh = await import('../src/app.js');
  return fresh.createApp({
    limits: UNLIMITED,
  });
}
type App = ReturnType<typeof createApp>;

const error = (code: string, message: string) => ({ error: { code, message } });
const NO_SUCH = error('not_found', 'No such service');

/** The place as GET /service/:id answers it (the catalogue's shape). */
async function served(id: string) {
  const res = await api().get(`/service/${id}`).expect(200);
  return res.body as Record<string, unknown>;
}

const archive = (id: string) =>
  api().delete(`/admin/service/${id}`).set(bearer(admin.idToken)).expect(200);

describe('who may save', () => {
  it('anonymous: every call is the JSON 401, never stored by a cache, and nothing is saved', async () => {
    for (const res of [
      await api().put(`/me/saved/${places[0]}`),
      await api().delete(`/me/saved/${places[0]}`),
      await api().get('/me/saved'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthenticated');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const saved = await emulatorDb().collection('savedPlaces').count().get();
    const before = saved.data().count;
    await api().put(`/me/saved/${places[0]}`).expect(401);
    expect((await emulatorDb().collection('savedPlaces').count().get()).data().count).toBe(before);
  });

  it('an account being deleted: 403 and nothing saved', async () => {
    const leaving = await createTestUser();
    await emulatorDb()
      .collection('accounts')
      .doc(leaving.uid)
      .set({ closingSince: new Date() }, { merge: true });
    const res = await save(leaving, places[0]!);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(
      error('forbidden', 'This account is being deleted: it can no longer write'),
    );
    expect(await storedSaved(leaving.uid)).toBeUndefined();
  });

  it("each account has its own list: one reader's saves are not another's", async () => {
    const [ana, ben] = await Promise.all([createTestUser(), createTestUser()]);
    await save(ana, places[0]!).expect(200);
    await save(ben, places[1]!).expect(200);
    expect(await savedIds(ana)).toEqual([places[0]]);
    expect(await savedIds(ben)).toEqual([places[1]]);
    await unsave(ben, places[0]!).expect(200);
    expect(await savedIds(ana)).toEqual([places[0]]);
  });
});

describe('saving and removing', () => {
  it('is idempotent: PUT twice saves once, DELETE twice leaves none; every answer private, no-store', async () => {
    const me = await createTestUser();
    for (const res of [await save(me, places[0]!), await save(me, places[0]!)]) {
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ saved: true });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(await storedSaved(me.uid)).toEqual([places[0]]);
    for (const res of [await unsave(me, places[0]!), await unsave(me, places[0]!)]) {
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ saved: false });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(await storedSaved(me.uid)).toBeUndefined();
    const list = await api().get('/me/saved').set(bearer(me.idToken));
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ items: [], nextCursor: null });
    expect(list.headers['cache-control']).toBe('private, no-store');
  });

  it('an unknown place is 404 both ways, a malformed id 400, and nothing is stored', async () => {
    const me = await createTestUser();
    for (const res of [await save(me, 'noSuchPlace123'), await unsave(me, 'noSuchPlace123')]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NO_SUCH);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    for (const res of [await save(me, 'not.an.id'), await unsave(me, 'constructor')]) {
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
    }
    expect(await storedSaved(me.uid)).toBeUndefined();
  });

  it('lists the most recently saved first, each place as the catalogue answers it; saving one again does not move it', async () => {
    const me = await createTestUser();
    const [a, b, c] = places as [string, string, string];
    for (const id of [a, b, c]) await save(me, id).expect(200);
    expect(await savedIds(me)).toEqual([c, b, a]);
    await save(me, a).expect(200);
    expect(await savedIds(me)).toEqual([c, b, a]);
    await unsave(me, b).expect(200);
    const res = await api().get('/me/saved').set(bearer(me.idToken)).expect(200);
    expect(res.body).toEqual({
      items: [
        { ...(await served(c)), archived: false },
        { ...(await served(a)), archived: false },
      ],
      nextCursor: null,
    });
    await save(me, b).expect(200);
    expect(await savedIds(me)).toEqual([b, c, a]);
  });

  it('comes in pages that continue where the last ended, while places are saved and removed between them', async () => {
    const me = await createTestUser();
    const [a, b, c, d] = places as [string, string, string, string];
    for (const id of [a, b, c]) await save(me, id).expect(200);
    const page = async (cursor?: string) => {
      const query = cursor ? `?limit=1&cursor=${encodeURIComponent(cursor)}` : '?limit=1';
      const res = await api().get(`/me/saved${query}`).set(bearer(me.idToken)).expect(200);
      const ids = res.body.items.map((p: { _id: string }) => p._id) as string[];
      return { ids, next: res.body.nextCursor as string | null };
    };
    const first = await page();
    expect(first.ids).toEqual([c]);
    // Saved since: it goes first, before the pages already read, and nothing repeats.
    await save(me, d).expect(200);
    const second = await page(first.next!);
    expect(second.ids).toEqual([b]);
    // The place the last page ended on is removed: the next page starts where it would have.
    await unsave(me, b).expect(200);
    const third = await page(second.next!);
    expect(third).toEqual({ ids: [a], next: null });
    // A cursor is the caller's own: another account's is refused.
    const other = await createTestUser();
    await api()
      .get(`/me/saved?cursor=${encodeURIComponent(first.next!)}`)
      .set(bearer(other.idToken))
      .expect(400);
  });
});

describe('a retired place', () => {
  it('stays in the list marked archived, a PUT on it stays 200, and it can be removed; then it cannot be saved again (404)', async () => {
    const place = await newPlace(admin);
    const [me, other] = await Promise.all([createTestUser(), createTestUser()]);
    await save(me, places[0]!).expect(200);
    await save(me, place).expect(200);
    const before = await served(place);
    await archive(place);

    const res = await api().get('/me/saved').set(bearer(me.idToken)).expect(200);
    expect(res.body.items).toEqual([
      { ...before, archived: true },
      { ...(await served(places[0]!)), archived: false },
    ]);
    // Already saved: idempotent, and it keeps its place in the list.
    expect((await save(me, place)).body).toEqual({ saved: true });
    expect(await savedIds(me)).toEqual([place, places[0]]);
    // Not offered: no one saves it afresh.
    const refused = await save(other, place);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(NO_SUCH);
    expect(await storedSaved(other.uid)).toBeUndefined();

    expect((await unsave(me, place)).body).toEqual({ saved: false });
    expect((await unsave(me, place)).body).toEqual({ saved: false });
    expect(await savedIds(me)).toEqual([places[0]]);
    expect((await save(me, place)).status).toBe(404);
    expect(await savedIds(me)).toEqual([places[0]]);
  });
});

describe('at most 500 saved places', () => {
  it('the 501st is the JSON 409 and changes nothing; one already saved stays 200; after a removal there is room again', async () => {
    const me = await createTestUser();
    const full = [places[0]!, ...fillerIds(499)];
    await storeSaved(me.uid, full);
    const res = await save(me, places[1]!);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(
      error(
        'conflict',
        'You have saved 500 places, the most an account may keep: remove one to save another',
      ),
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await storedSaved(me.uid)).toEqual(full);
    expect((await save(me, places[0]!)).body).toEqual({ saved: true });

    await unsave(me, 'noSuchPlace').expect(404);
    await unsave(me, places[0]!).expect(200);
    await save(me, places[1]!).expect(200);
    const stored = await storedSaved(me.uid);
    expect(stored).toHaveLength(500);
    expect(stored?.[0]).toBe(places[1]);
    expect(stored).not.toContain(places[0]);
  });

  it.each([
    ['on one instance', 1],
    ['each on an instance of its own', 10],
  ])(
    'exact when they race %s: at 498 saved, 10 different places at once, exactly 2 are saved',
    async (_label, instances) => {
      const apps: App[] = [];
      for (let i = 0; i < instances; i++) apps.push(await separateInstance());
      const contenders: string[] = [];
      while (contenders.length < 10) contenders.push(await newPlace(admin));
      const me = await createTestUser();
      await storeSaved(me.uid, fillerIds(498));
      const answers = await Promise.all(
        contenders.map((id, i) => save(me, id, apps[i % apps.length])),
      );
      const won = contenders.filter((_, i) => answers[i]!.status === 200);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses, answers.map((r) => r.text).join('\n')).toEqual([
        200,
        200,
        ...Array.from({ length: 8 }, () => 409),
      ]);
      const stored = await storedSaved(me.uid);
      expect(stored).toHaveLength(500);
      expect(new Set(stored?.slice(0, 2))).toEqual(new Set(won));
    },
    60_000,
  );
});

describe('the limits and the reads', () => {
  it('a save and a removal count against the write allowance, like every other write', async () => {
    const app = createApp({
      limits: { ...UNLIMITED, writesPerUser: 3 },
    });
    const me = await createTestUser();
    expect((await save(me, places[0]!, app)).status).toBe(200);
    expect((await unsave(me, places[0]!, app)).status).toBe(200);
    expect((await save(me, places[0]!, app)).status).toBe(200);
    for (const res of [await unsave(me, places[0]!, app), await save(me, places[1]!, app)]) {
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('rate_limited');
      expect(res.headers['retry-after']).toBeDefined();
    }
    // The refused calls changed nothing.
    expect(await storedSaved(me.uid)).toEqual([places[0]]);
    // A write of another kind shares the same allowance; reading the list is not a write.
    const other = await request(app)
      .post('/review')
      .set(bearer(me.idToken))
      .send(reviewBody(places[2]!, me.email, { rating: 3 }));
    expect(other.status).toBe(429);
    expect(await savedIds(me, app)).toEqual([places[0]]);
  });

  it('GET /me/saved reads the list, then in one getAll only the places the warm catalogue does not hold', async () => {
    const retired = await newPlace(admin);
    const me = await createTestUser();
    for (const id of [places[0]!, places[1]!, retired]) await save(me, id).expect(200);
    await archive(retired);

    const cold = createApp();
    resetDbStats();
    expect(await savedIds(me, cold)).toEqual([retired, places[1], places[0]]);
    expect(dbStats).toMatchObject({ roundTrips: 2, docsRead: 1 + 3 });

    // With the catalogue's list loaded, the places on offer come from memory.
    const warm = createApp();
    await request(warm).get('/service').expect(200);
    resetDbStats();
    expect(await savedIds(me, warm)).toEqual([retired, places[1], places[0]]);
    expect(dbStats).toMatchObject({ roundTrips: 2, docsRead: 1 + 1 });
  });
});
