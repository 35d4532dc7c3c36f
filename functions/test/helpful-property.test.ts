import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { createAdmin, createTestUser, newPlace, post, UNLIMITED, type TestUser } from './helpers';
import { expectCountExact, myVotes, unvote, vote } from './helpful-support';

/*
 * Random sequences of votes and withdrawals by several accounts on a few reviews (one of them
 * each voter's own), some steps sent at the same moment, through the API. After every step each
 * review's count equals its vote documents and the model (who voted, as the answers said), and
 * each account's GET /me/helpful lists exactly its votes.
 */
const USERS = 4;
const RUNS = 25;

const app = createApp({
  limits: UNLIMITED,
});

let users: TestUser[];
let place: string;
/** Review ids; reviews[i] was written by users[i] for i < 2 (their own: 403), the rest by others. */
let reviews: string[];

beforeAll(async () => {
  const admin = await createAdmin();
  place = await newPlace(admin);
  users = await Promise.all(Array.from({ length: USERS }, () => createTestUser()));
  const others = await Promise.all([createTestUser(), createTestUser()]);
  reviews = [
    await post(users[0]!, place, 5),
    await post(users[1]!, place, 3),
    await post(others[0]!, place, 4),
    await post(others[1]!, place, 1),
  ];
}, 60_000);

interface Op {
  user: number;
  review: number;
  kind: 'put' | 'delete';
}

const op: fc.Arbitrary<Op> = fc.record({
  user: fc.nat(USERS - 1),
  review: fc.nat(3),
  kind: fc.constantFrom('put' as const, 'delete' as const),
});
/** A step: 1-4 requests sent at once, each about a different account and review pair. */
const step = fc.uniqueArray(op, {
  minLength: 1,
  maxLength: 4,
  selector: (o) => `${o.user}:${o.review}`,
});

describe('helpful counts under any sequence of votes and withdrawals, some at once', () => {
  it(`equal the vote documents and the model after every step (${RUNS} sequences)`, async () => {
    /** `${user}:${review}` of every vote standing, across runs (the data stays). */
    const model = new Set<string>();
    const check = async (where: string) => {
      for (const [r, id] of reviews.entries()) {
        const expected = [...model].filter((k) => k.endsWith(`:${r}`)).length;
        await expectCountExact(id, expected, `${where}: review ${r}`);
      }
      for (const [u, user] of users.entries()) {
        const mine = reviews.filter((_, r) => model.has(`${u}:${r}`)).sort();
        expect(await myVotes(user, place), `${where}: votes of user ${u}`).toEqual(mine);
      }
    };
    await check('before');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const [i, ops] of steps.entries()) {
          const answers = await Promise.all(
            ops.map((o) => {
              const user = users[o.user]!;
              const id = reviews[o.review]!;
              return o.kind === 'put' ? vote(user, id, app) : unvote(user, id, app);
            }),
          );
          // The model follows what the API answered before anything is judged, so that one
          // failure is reported as itself, not as a model gone astray in the runs after it.
          for (const [j, o] of ops.entries()) {
            if (answers[j]!.status !== 200) continue;
            if (answers[j]!.body.voted === true) model.add(`${o.user}:${o.review}`);
            else model.delete(`${o.user}:${o.review}`);
          }
          for (const [j, o] of ops.entries()) {
            const res = answers[j]!;
            const own = o.review < 2 && o.review === o.user;
            expect(res.status, `${JSON.stringify(o)}: ${res.text}`).toBe(own ? 403 : 200);
            if (!own) expect(res.body.voted, JSON.stringify(o)).toBe(o.kind === 'put');
          }
          await check(`after step ${i} ${JSON.stringify(ops)}`);
        }
      }),
      // No shrinking: the data outlives each run, so a smaller replay would start elsewhere.
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 240_000);
});
