/**
 * npm run bench:burst — 40 readers rate one place at the same moment through Hosting
 * (TG_SITE_URL/api), on a suite the launcher has just started: the first burst meets the
 * Functions emulator as `npm start` leaves it (cold), the second, on another place, the workers
 * the first one left (warm). Prints each burst's statuses, p50, p99 and total time; exits 1
 * unless every answer of both is a 201 within 10 s (issue 41).
 */
import {
  createTestUser,
  emulatorDb,
  percentile,
  ratePlaceAtOnce,
  siteUrl,
  statusLine,
  type Burst,
  type TestUser,
} from '@tourist-guide/testing';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 40);

const users: TestUser[] = [];
while (users.length < 2 * WRITERS) {
  users.push(
    ...(await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createTestUser({ displayName: `Rater ${users.length + i}` }),
      ),
    )),
  );
}
const places = (await emulatorDb().collection('services').limit(2).get()).docs.map((d) => d.id);

const BOUND_MS = 10_000;
const met = (burst: Burst) =>
  (burst.statuses[201] ?? 0) === WRITERS && percentile(burst, 1) <= BOUND_MS;
const report = (name: string, burst: Burst) =>
  console.log(
    `[bench] ${WRITERS} raters at once (hosting, ${name}): ${statusLine(burst)} in ${Math.round(burst.ms)} ms, ` +
      `p50 ${percentile(burst, 0.5)} ms p99 ${percentile(burst, 0.99)} ms`,
  );
const cold = await ratePlaceAtOnce(`${siteUrl()}/api`, users.slice(0, WRITERS), places[0]!);
report('cold', cold);
const warm = await ratePlaceAtOnce(`${siteUrl()}/api`, users.slice(WRITERS), places[1]!);
report('warm', warm);
const goal = met(cold) && met(warm);
console.log(
  `[bench] burst goal: every answer a 201 within ${BOUND_MS / 1000} s, cold and warm: ${goal ? 'MET' : 'NOT MET'}`,
);
process.exit(goal ? 0 : 1);
