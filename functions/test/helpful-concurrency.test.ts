import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { dbStats, resetDbStats } from '../src/lib/db-stats';
import { createAdmin, createTestUser, newPlace, post, UNLIMITED, type TestUser } from './helpers';
import { expectCountExact, unvote, vote, votersOf } from './helpful-support';

/*
 * 50 accounts voting and taking their votes back on one review at the same moment: every
 * request answers 200, and the review's count ends equal to its vote documents and to the
 * model (each account's last word). Wall times are logged for the note.
 * In-process only: through Hosting the Functions emulator runs each request in a worker of its
 * own and, on a loaded machine, answered 504 itself after 60 s even 5 voters at a time (as it
 * does for ratings, docs/performance.md). Between instances the count rests on Firestore's
 * transactions alone (the emulator's conformance tests: 30 concurrent read-modify-writes of one
 * counter end at 30).
 */
const VOTERS = 50;

const app = createApp({
  limits: UNLIMITED,
});

let admin: TestUser;
let voters: TestUser[];
beforeAll(async () => {
  admin = await createAdmin();
  voters = [];
  while (voters.length < VOTERS) {
    voters.push(...(await Promise.all(Array.from({ length: 10 }, () => createTestUser()))));
  }
}, 60_000);

type Act = 'put' | 'delete';
/** What voter `i` sends, in order: every mix of voting and taking back, some twice. */
const plan = (i: number): Act[] =>
  (
    [
      ['put'],
      ['delete'],
      ['put', 'delete'],
      ['delete', 'put'],
      ['put', 'put'],
      ['put', 'delete', 'put'],
    ] as Act[][]
  )[i % 6]!;

/** Voters with an even index have voted before the burst. */
const votedBefore = (i: number) => i % 2 === 0;

describe(`${VOTERS} voters and un-voters on one review at once`, () => {
  it('in-process: every answer 200 and the count equals the vote documents and the model', async () => {
    const place = await newPlace(admin);
    const id = await post(await createTestUser(), place, 4);
    await Promise.all(voters.map((v, i) => (votedBefore(i) ? vote(v, id, app).expect(200) : null)));
    await expectCountExact(id, voters.filter((_, i) => votedBefore(i)).length);

    resetDbStats();
    const t0 = performance.now();
    const answers = await Promise.all(
      voters.map(async (v, i) => {
        const statuses: number[] = [];
        for (const act of plan(i)) {
          const res = await (act === 'put' ? vote(v, id, app) : unvote(v, id, app));
          statuses.push(res.status);
          expect(res.body.voted, res.text).toBe(act === 'put');
        }
        return statuses;
      }),
    );
    const ms = performance.now() - t0;
    const requests = answers.flat().length;
    console.log(
      `[helpful] ${VOTERS} voters, ${requests} requests at once (in-process): ${ms.toFixed(0)} ms, ` +
        `${dbStats.transactionAttempts} attempts for ${dbStats.transactions} transactions`,
    );
    expect(answers.flat().every((s) => s === 200)).toBe(true);
    const expected = voters.filter((_, i) => plan(i).at(-1) === 'put');
    await expectCountExact(id, expected.length);
    expect(await votersOf(id)).toEqual(expected.map((v) => v.uid).sort());
  }, 60_000);
});
