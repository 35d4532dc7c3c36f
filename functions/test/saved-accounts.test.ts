import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createAdmin, createTestUser, newPlace, type TestUser } from './helpers';
import { closeAccount, expectNothingLeftOf } from './accounts-support';
import { save, savedIds, storedSaved } from './saved-support';

/*
 * An account's saved places and its data: the export lists them (most recently saved first,
 * retired ones too); its deletion removes them, and nobody else's. (Cut off half-way:
 * accounts-interrupted.test.ts; a save from another tab once deletion has begun: saved.test.ts.)
 */

let admin: TestUser;
let places: string[];
beforeAll(async () => {
  admin = await createAdmin();
  places = [];
  for (let i = 0; i < 3; i++) places.push(await newPlace(admin));
}, 60_000);

describe("an account's saved places", () => {
  it('GET /account/export lists them, most recently saved first, a retired one too, and only its own', async () => {
    const [me, other] = await Promise.all([createTestUser(), createTestUser()]);
    const [a, b, c] = places as [string, string, string];
    await save(me, a).expect(200);
    await save(me, b).expect(200);
    await save(other, c).expect(200);
    await api().delete(`/admin/service/${a}`).set(bearer(admin.idToken)).expect(200);
    const res = await api().get('/account/export').set(bearer(me.idToken));
    expect(res.status, res.text).toBe(200);
    expect(res.body.saved).toEqual([b, a]);
    const none = await api()
      .get('/account/export')
      .set(bearer((await createTestUser()).idToken));
    expect(none.body.saved).toEqual([]);
  });

  it("DELETE /account removes them, and another account's list stays", async () => {
    const [me, other] = await Promise.all([createTestUser(), createTestUser()]);
    for (const user of [me, other]) {
      for (const id of places.slice(1)) await save(user, id).expect(200);
    }
    const res = await closeAccount(me);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, deletedReviews: 0, deletedReports: 0 });
    expect(await storedSaved(me.uid)).toBeUndefined();
    await expectNothingLeftOf(me.uid);
    expect(await savedIds(other)).toEqual([places[2], places[1]]);
    // The old token is refused; the list does not come back.
    expect((await save(me, places[1]!)).status).toBe(401);
    expect(await storedSaved(me.uid)).toBeUndefined();
  });
});
