import { beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '../src/accounts/schema';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  decide,
  newPlace,
  post,
  report,
  resetData,
  type TestUser,
} from './helpers';

/* GET /account/export: one JSON file with the account and everything it wrote, and nobody else's. */

let admin: TestUser;
beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
});

describe('GET /account/export', () => {
  it("holds the account, its reviews (hidden ones too, as its author gets them) and its reports, and no other account's data", async () => {
    const [one, two] = [await newPlace(admin), await newPlace(admin)];
    const me = await createTestUser({ displayName: 'Exporting Ema' });
    const other = await createTestUser({ displayName: 'Other Otto' });
    const visible = await post(me, one, 5, 'My visible review');
    const hidden = await post(me, two, 2, 'My hidden review');
    expect((await decide(admin, hidden, true)).status).toBe(200);
    const theirs = await post(other, one, 4, 'Their review');
    expect((await report(me, theirs, 'off-topic', 'Not about the place')).status).toBe(201);
    const mine = await post(other, two, 1, 'Another of theirs');
    expect((await report(other, visible, 'spam')).status).toBe(201);
    expect((await report(me, mine, 'spam')).status).toBe(201);

    const t0 = Date.now();
    const res = await api().get('/account/export').set(bearer(me.idToken)).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?tourist-guide-account-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = accountExportSchema.parse(res.body);
    expect(Object.keys(res.body)).toEqual([
      'exportedAt',
      'account',
      'reviews',
      'reports',
      'helpful',
      'saved',
    ]);
    expect(Date.parse(data.exportedAt)).toBeGreaterThanOrEqual(t0 - 1000);
    expect(data.account).toEqual({
      uid: me.uid,
      email: me.email,
      displayName: 'Exporting Ema',
      photoURL: null,
      emailVerified: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Exactly what GET /reviews gives the author, hidden review included and marked.
    const own = await api().get('/reviews').set(bearer(me.idToken)).expect(200);
    expect(data.reviews).toEqual(own.body);
    expect(data.reviews.map((r) => [r._id, r.message, r.hidden]).sort()).toEqual(
      [
        [visible, 'My visible review', false],
        [hidden, 'My hidden review', true],
      ].sort(),
    );
    expect(data.reports).toEqual([
      { review: mine, reason: 'spam', note: null, createdAt: expect.any(String) },
      {
        review: theirs,
        reason: 'off-topic',
        note: 'Not about the place',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.helpful).toEqual([]);
    expect(data.saved).toEqual([]);
    // Nothing of the other account: not its reviews, its report of mine, its address or id.
    for (const secret of [other.uid, other.email, 'Their review', 'Another of theirs']) {
      expect(res.text).not.toContain(secret);
    }
  });

  it('refuses an unsigned caller with the JSON 401, never cached', async () => {
    const res = await api().get('/account/export').expect(401);
    expect(res.body.error.code).toBe('unauthenticated');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
