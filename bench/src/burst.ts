/**
 * npm run bench:burst — 40 readers rate one place at the same moment through Hosting
 * (TG_SITE_URL/api), on a suite the launcher has just started: the first burst meets the
 * Functions emulator as `npm start` leaves it (cold), the second, on another place, the workers
 * the first one left (warm). Each answer must be a 201 within 10 s (issue 41).
 */
import {
  percentile,
  ratePlaceAtOnce,
  siteUrl,
  statusLine,
  type Burst,
} from '@tourist-guide/testing';
import { burst as meta } from './catalogue.js';
import { parseFlags } from './support/cli.js';
import { Goals } from './support/goals.js';
import { PLACE } from './support/measure.js';
import { makeUsers } from './support/reviews.js';

const flags = parseFlags(meta);
const WRITERS = flags.number('writers');
const BOUND_MS = 10_000;

const users = await makeUsers(2 * WRITERS, 'Rater');
const goals = new Goals();
for (const [name, place, raters, goal] of [
  ['cold', PLACE.havana, users.slice(0, WRITERS), meta.goals.cold],
  ['warm', PLACE.banff, users.slice(WRITERS), meta.goals.warm],
] as const) {
  const burst: Burst = await ratePlaceAtOnce(`${siteUrl()}/api`, raters, place);
  const slowest = percentile(burst, 1);
  goals.check(
    goal,
    (burst.statuses[201] ?? 0) === WRITERS && slowest <= BOUND_MS,
    `${statusLine(burst)} in ${Math.round(burst.ms)} ms, p50 ${percentile(burst, 0.5)} ms, ` +
      `p99 ${percentile(burst, 0.99)} ms (${name}, ${place})`,
  );
}
goals.finish(meta.name);
