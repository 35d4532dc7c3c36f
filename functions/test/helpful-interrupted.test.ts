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
  reviewOf,
  type TestUser,
} from './helpers';
import { closeAccount } from './accounts-support';
import { expectCountExact, myVotes, tombstoneOf, vote, votersOf } from './helpful-support';

/*
 * Votes when the work around them is cut off half-way (the instance dies, a request times out):
 * a deleted review whose votes were not yet removed, an account deletion stopped while it
 * withdraws its votes. The cut is injected through the votes' store (nothing in the product
 * knows about it); whatever was done leaves every count equal to its votes, and the next call
 * that meets the leftovers finishes the job.
 */

const fault = vi.hoisted(() => ({ at: '', after: 0, calls: 0 }));

function cut<A extends unknown[], R>(step: string, work: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    if (fault.at === step && fault.calls++ >= fault.after) {
      throw new Error(`injected fault: the instance died at ${step}`);
    }
    return work(...args);
  };
}

vi.mock('../src/reviews/helpful-store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/reviews/helpful-store')>();
  return {
    ...actual,
    readVoteIdsOn: cut('cleanup', actual.readVoteIdsOn),
    readVoteById: cut('withdraw', actual.readVoteById),
  };
});

let admin: TestUser;
let place: string;
beforeAll(async () => {
  admin = await createAdmin();
  place = await newPlace(admin);
});
beforeEach(() => {
  Object.assign(fault, { at: '', after: 0, calls: 0 });
});

/** A review by a new author with votes from `n` new readers. */
async function votedReview(n: number) {
  const author = await createTestUser();
  const id = await post(author, place, 4);
  const fans: TestUser[] = [];
  for (let i = 0; i < n; i++) {
    const fan = await createTestUser();
    await vote(fan, id).expect(200);
    fans.push(fan);
  }
  return { author, id, fans };
}

describe('helpful votes cut off half-way', () => {
  it("a deletion whose votes' removal dies still answers 200; posting the review again removes them first, and it starts at 0", async () => {
    const { author, id, fans } = await votedReview(2);
    fault.at = 'cleanup';
    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    expect(await votersOf(id)).toHaveLength(2);
    expect(await tombstoneOf(id)).toMatchObject({ hidden: false, votesPending: true });

    fault.at = '';
    expect(await post(author, place, 2, 'Again.')).toBe(id);
    expect(await votersOf(id)).toEqual([]);
    expect(await tombstoneOf(id)).toBeUndefined();
    await expectCountExact(id, 0);
    expect(await myVotes(fans[0]!, place)).toEqual([]);
    expect((await vote(fans[0]!, id)).body).toEqual({ helpful: 1, voted: true });
    await expectCountExact(id, 1);
  });

  it("a hidden review whose votes' removal dies leaves one tombstone with both; posted again, it removes the votes first and comes back hidden, open for a moderator", async () => {
    const { author, id } = await votedReview(2);
    await decide(admin, id, true).expect(200);
    fault.at = 'cleanup';
    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    expect(await tombstoneOf(id)).toMatchObject({
      hidden: true,
      votesPending: true,
      reportStatus: 'resolved',
    });

    fault.at = '';
    expect(await post(author, place, 2, 'Again.')).toBe(id);
    expect(await votersOf(id)).toEqual([]);
    expect(await tombstoneOf(id)).toBeUndefined();
    const again = (await emulatorDb().collection('reviews').doc(id).get()).data();
    expect(again).toMatchObject({ hidden: true, reportStatus: 'open', helpful: 0 });
  });

  it("the same leftovers go with the author's account", async () => {
    const { author, id } = await votedReview(2);
    fault.at = 'cleanup';
    await api().delete(`/review/${id}`).set(bearer(author.idToken)).expect(200);
    fault.at = '';
    const res = await closeAccount(author);
    expect(res.status, res.text).toBe(200);
    expect(await votersOf(id)).toEqual([]);
    expect(await tombstoneOf(id)).toBeUndefined();
  });

  it('DELETE /account stopped after its first vote: 500, every count still equal to its votes; a second call finishes', async () => {
    const me = await createTestUser();
    const liked = [await reviewOf(place), await reviewOf(place), await reviewOf(place)];
    const other = await createTestUser();
    for (const { id } of liked) {
      await vote(me, id).expect(200);
      await vote(other, id).expect(200);
    }
    Object.assign(fault, { at: 'withdraw', after: 1, calls: 0 });
    const cutOff = await closeAccount(me);
    expect(cutOff.status, cutOff.text).toBe(500);
    for (const { id } of liked) await expectCountExact(id);
    const left = await emulatorDb().collection('helpfulVotes').where('uid', '==', me.uid).get();
    expect(left.size).toBe(2);

    fault.at = '';
    const again = await closeAccount(me);
    expect(again.status, again.text).toBe(200);
    for (const { id } of liked) {
      await expectCountExact(id, 1);
      expect(await votersOf(id)).toEqual([other.uid]);
    }
  });
});
