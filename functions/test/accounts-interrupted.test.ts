import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  decide,
  emulatorDb,
  newPlace,
  post,
  report,
  resetData,
  type TestUser,
} from './helpers';
import {
  closeAccount,
  expectNothingLeftOf,
  expectRatingsRecomputable,
  moderationOf,
} from './accounts-support';
import { save, storedSaved } from './saved-support';

/*
 * DELETE /account cut off half-way (the instance dies, the request times out): whatever it had
 * done leaves a consistent database, and calling it again finishes the job with nothing orphaned.
 * The cut is injected at each step through the modules the deletion calls (nothing in the product
 * knows about it).
 */

const fault = vi.hoisted(() => ({ at: '', after: 0, calls: 0 }));

/** Counts calls of `step`; the one after `fault.after` of them dies, as a crashing instance would. */
function cut<A extends unknown[], R>(step: string, work: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    if (fault.at === step && fault.calls++ >= fault.after) {
      throw new Error(`injected fault: the instance died at ${step}`);
    }
    return work(...args);
  };
}

vi.mock('../src/reviews', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/reviews')>();
  return {
    ...actual,
    deleteOwnReview: cut('review', actual.deleteOwnReview),
    forgetTombstonesOf: cut('tombstones', actual.forgetTombstonesOf),
    withdrawReportsOf: cut('reports', actual.withdrawReportsOf),
  };
});
vi.mock('../src/saved', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/saved')>();
  return { ...actual, forgetSaved: cut('saved', actual.forgetSaved) };
});
vi.mock('../src/audit', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/audit')>();
  return { ...actual, forgetInAudit: cut('audit', actual.forgetInAudit) };
});
vi.mock('../src/accounts/auth-store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/accounts/auth-store')>();
  return { ...actual, removeAuthAccount: cut('auth', actual.removeAuthAccount) };
});

let admin: TestUser;
beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
});
beforeEach(() => {
  Object.assign(fault, { at: '', after: 0, calls: 0 });
});

/**
 * An account with reviews on three places (one hidden and deleted: a tombstone), a report and
 * two saved places.
 */
async function busyAccount() {
  const places = await Promise.all([1, 2, 3, 4].map(() => newPlace(admin)));
  const user = await createTestUser();
  const someone = await createTestUser();
  await post(user, places[0]!, 5);
  await post(user, places[1]!, 2);
  await post(user, places[2]!, 4);
  const tombstoned = await post(user, places[3]!, 1);
  expect((await decide(admin, tombstoned, true)).status).toBe(200);
  await api().delete(`/review/${tombstoned}`).set(bearer(user.idToken)).expect(200);
  const reported = await post(someone, places[0]!, 3);
  expect((await report(user, reported, 'spam', 'a note')).status).toBe(201);
  for (const place of places.slice(0, 2)) await save(user, place).expect(200);
  return { places, user, reported };
}

describe('DELETE /account interrupted half-way', () => {
  it.each([
    ['after its first review', 'review', 1],
    ['after all its reviews, before the tombstones', 'tombstones', 0],
    ['before its reports', 'reports', 0],
    ['before its saved places', 'saved', 0],
    ['before its name leaves the audit trail', 'audit', 0],
    ['before the Auth account', 'auth', 0],
  ])(
    '%s: answers 500, every rating still right; a second call finishes, nothing orphaned',
    async (_label, at, after) => {
      const { places, user, reported } = await busyAccount();
      Object.assign(fault, { at, after, calls: 0 });
      const cutOff = await closeAccount(user);
      expect(cutOff.status, cutOff.text).toBe(500);
      expect(cutOff.body).toEqual({
        error: { code: 'internal', message: 'Something went wrong on our side' },
      });
      await expectRatingsRecomputable(places);
      // The saved places go in the step before the audit trail's.
      const savedGone = at === 'auth' || at === 'audit';
      expect(await storedSaved(user.uid)).toEqual(savedGone ? undefined : [places[1], places[0]]);

      fault.at = '';
      const again = await closeAccount(user);
      expect(again.status, again.text).toBe(200);
      const first = at === 'review' ? 1 : 3;
      expect(again.body).toEqual({
        acknowledged: true,
        deletedReviews: 3 - first,
        deletedReports: savedGone || at === 'saved' ? 0 : 1,
      });
      await expectRatingsRecomputable(places);
      await expectNothingLeftOf(user.uid);
      // The decision on its hidden review is still in the audit trail, naming it no more.
      const trail = (await emulatorDb().collection('audit').get()).docs.map((d) => d.data());
      expect(JSON.stringify(trail)).toContain('the review by a deleted account');
      expect(JSON.stringify(trail)).not.toContain(user.email);
      expect(await moderationOf('reviews', reported)).toMatchObject({
        reportCount: 0,
        reportNotes: [],
        reportStatus: null,
      });
    },
  );
});
