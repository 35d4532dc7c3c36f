/**
 * api:contention — raters of one place. A rated review moves its place's rating in the review's
 * transaction, so the raters of one place queue on that one document; one instance's
 * transactions take turns (functions/src/lib/transaction.ts). Each part rates a place of its own,
 * with fresh accounts: one rater at a time (the baseline), 10 at a time for 100 reviews, 100 at
 * the same moment in process, and 40 at the same moment through Hosting, whose Functions emulator
 * serves them as the deployed instances would (emulators/stack/src/functions-instances.ts).
 */
import {
  percentile,
  ratePlaceAtOnce,
  resetData,
  siteUrl,
  statusLine,
  type Burst,
  type TestUser,
} from '@tourist-guide/testing';
import { contention as meta } from '../catalogue.js';
import { serveApp } from '../support/app.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';
import { dbStats, PLACE, resetDbStats, throughput, type Row } from '../support/measure.js';
import { makeUsers, postReviews, ratingIsExact } from '../support/reviews.js';

parseFlags(meta);
const BOUND_MS = 10_000;

await resetData();
const raters = await makeUsers(100, 'Rater');
const api = await serveApp();

/** Rated reviews of `service`, `connections` at a time, with the transaction attempts they took. */
async function rateSteadily(
  call: string,
  service: string,
  users: TestUser[],
  connections: number,
): Promise<{ row: Row; attempts: number }> {
  resetDbStats();
  const row = await throughput('api (node)', call, api.url, {
    seconds: 0,
    connections,
    amount: users.length,
    requests: postReviews(
      api.url,
      users.map((user) => ({ user, service })),
      true,
    ),
  });
  return { row, attempts: dbStats.transactionAttempts / Math.max(1, dbStats.transactions) };
}

async function rateAtOnce(
  name: string,
  base: string,
  users: TestUser[],
  service: string,
): Promise<{ burst: Burst; exact: boolean; attempts: number }> {
  resetDbStats();
  const burst = await ratePlaceAtOnce(base, users, service);
  const exact = await ratingIsExact(service);
  // Through Hosting the transactions run in the emulator's worker, not in this process.
  const attempts = dbStats.transactions ? dbStats.transactionAttempts / dbStats.transactions : NaN;
  console.log(
    `[bench] ${name}: ${statusLine(burst)} in ${Math.round(burst.ms)} ms, p50 ` +
      `${percentile(burst, 0.5)} ms p99 ${percentile(burst, 0.99)} ms, rating ` +
      `${exact ? 'equal to' : 'NOT EQUAL TO'} a recomputation` +
      (Number.isFinite(attempts) ? `, ${attempts.toFixed(2)} attempts per transaction` : ''),
  );
  return { burst, exact, attempts };
}

const alone = await rateSteadily('one place, one at a time', PLACE.lisbon, raters.slice(0, 30), 1);
const sustained = await rateSteadily('one place, 10 at a time', PLACE.santorini, raters, 10);
const hundred = await rateAtOnce('100 at once (in process)', api.url, raters, PLACE.reykjavik);
const hosting = await rateAtOnce(
  '40 at once (through Hosting)',
  `${siteUrl()}/api`,
  raters.slice(0, 40),
  PLACE.amalfi,
);
api.close();

const goals = new Goals();
goals.judge(
  meta.goals.sustained,
  sustained.row.rps / alone.row.rps,
  `${sustained.row.rps.toFixed(0)} against ${alone.row.rps.toFixed(0)} reviews/s, ` +
    `${(sustained.row.rps / alone.row.rps).toFixed(2)}× (p99 ${sustained.row.p99} against ${alone.row.p99} ms)`,
);
const attempts = Math.max(alone.attempts, sustained.attempts, hundred.attempts);
goals.judge(meta.goals.attempts, attempts, `at most ${attempts.toFixed(2)}`);
const all = (burst: Burst, n: number) => (burst.statuses[201] ?? 0) === n;
goals.check(
  meta.goals.hundred,
  all(hundred.burst, 100) && hundred.exact,
  `${statusLine(hundred.burst)}, rating ${hundred.exact ? 'exact' : 'wrong'}`,
);
goals.check(
  meta.goals.hosting,
  all(hosting.burst, 40) && percentile(hosting.burst, 1) <= BOUND_MS && hosting.exact,
  `${statusLine(hosting.burst)}, slowest ${percentile(hosting.burst, 1)} ms, rating ` +
    (hosting.exact ? 'exact' : 'wrong'),
);
goals.finish(meta.name);
