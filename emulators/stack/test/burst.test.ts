import { readSeedPlaces } from '@tourist-guide/seed';
import {
  createTestUser,
  emulatorDb,
  percentile,
  ratePlaceAtOnce,
  statusLine,
  type Burst,
  type TestUser,
} from '@tourist-guide/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteEnv, testPorts } from '../src/ports.js';
import { startSuite, type Suite } from '../src/suite.js';
import { ownOffset } from './support/own-offset.js';

/**
 * The stack `npm start` runs, started afresh beside the running suite (510 ports further), and
 * 40 readers rating one place through Hosting at the same moment: the first requests after the
 * start (cold), then again on another place (warm). The deployed function serves 6 requests per
 * instance on up to 10 instances; the Functions emulator must take such a burst too.
 */
const WRITERS = 40;
const BOUND_MS = 10_000;

const saved = { ...process.env };
let suite: Suite | undefined;
let site = '';
let readers: TestUser[] = [];

beforeAll(async () => {
  const ports = testPorts(ownOffset(510));
  // This file's helpers (Auth, the site) then talk to its own suite, not the running one. Its
  // limits are the deployed ones: 80 first reviews are far inside them.
  Object.assign(process.env, suiteEnv(ports));
  suite = await startSuite(ports, `burst-${ports.hosting}`, { quiet: true });
  site = suite.env.TG_SITE_URL!;
  // Accounts come from the Auth emulator alone: nothing here reaches the function before the burst.
  readers = [];
  while (readers.length < 2 * WRITERS) {
    readers.push(...(await Promise.all(Array.from({ length: 10 }, () => createTestUser()))));
  }
}, 120_000);

afterAll(async () => {
  await suite?.stop();
  process.env = saved;
}, 30_000);

/** The place's stored count of ratings (the API's instances cache places for a while). */
async function ratingCount(place: string): Promise<number> {
  const stored = await emulatorDb().collection('services').doc(place).get();
  return (stored.get('rating') as { count: number }).count;
}

function summary(burst: Burst) {
  return { statuses: statusLine(burst), slowestWithinBound: percentile(burst, 1) <= BOUND_MS };
}

describe('the local stack under a burst of writers', () => {
  it(`when ${WRITERS} signed-in readers rate one place at once through Hosting, first just after the start and then warm, every answer is a 201 within ${BOUND_MS / 1000} s and every rating counts`, async () => {
    const [cold, warm] = (readSeedPlaces() as { _id: string }[]).map((p) => p._id);
    // Requests still unanswered at 30 s count as failed (status 0) rather than hold the test.
    const first = await ratePlaceAtOnce(`${site}/api`, readers.slice(0, WRITERS), cold!, 30_000);
    const second = await ratePlaceAtOnce(`${site}/api`, readers.slice(WRITERS), warm!, 30_000);
    const detail = (burst: Burst) =>
      `${statusLine(burst)}, p50 ${percentile(burst, 0.5)} ms, slowest ${percentile(burst, 1)} ms`;
    console.log(`[burst] ${WRITERS} raters at once: cold ${detail(first)}; warm ${detail(second)}`);
    expect(
      { cold: summary(first), warm: summary(second) },
      `cold: ${detail(first)}; warm: ${detail(second)}`,
    ).toEqual({
      cold: { statuses: `201×${WRITERS}`, slowestWithinBound: true },
      warm: { statuses: `201×${WRITERS}`, slowestWithinBound: true },
    });
    expect([await ratingCount(cold!), await ratingCount(warm!)]).toEqual([WRITERS, WRITERS]);
  }, 90_000);
});
