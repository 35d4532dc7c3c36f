/**
 * api:review-pages — a place's public reviews, 10 a page, newest first: the first page and a page
 * deep into a place with 5,000 reviews (the cursor a visitor holds after 4,900), beside the first
 * page of a place with 10. A page is one indexed query from its cursor, so its cost should not
 * grow with the place's reviews nor with the depth: CPU time per request (the API in process and
 * the suite's Firestore emulator) in short alternating rounds, the median of the rounds' ratios.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { LOCAL_CURSOR_SECRET } from '@tourist-guide/stack/ports';
import { resetData } from '@tourist-guide/testing';
import { createCursors } from '../../../functions/src/lib/cursor.js';
import { reviewPages as meta } from '../catalogue.js';
import { serveApp } from '../support/app.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';
import { dbStats, pairedRatios, PLACE, resetDbStats } from '../support/measure.js';
import { layReviewId, layReviews, reviewTime } from '../support/reviews.js';

const flags = parseFlags(meta);
const load = { seconds: flags.number('seconds'), connections: flags.number('connections') };

await resetData();
await layReviews(PLACE.petra, 10);
await layReviews(PLACE.machuPicchu, 5000);
const api = await serveApp();

// The 4,900th newest review's time and id, signed with the suite's key (the app's CURSOR_SECRET).
const deep = 5000 - 4900;
const cursor = createCursors(() => LOCAL_CURSOR_SECRET).encode(
  `reviews:${PLACE.machuPicchu}:newest`,
  [Timestamp.fromMillis(reviewTime(deep)), layReviewId(PLACE.machuPicchu, deep)],
);
const calls = [
  // The first is the baseline of the others.
  ['5,000 reviews: first page', `${api.url}/service/${PLACE.machuPicchu}/reviews`],
  ['5,000 reviews: page 491', `${api.url}/service/${PLACE.machuPicchu}/reviews?cursor=${cursor}`],
  ['10 reviews: first page', `${api.url}/service/${PLACE.petra}/reviews`],
] as const;

const readsPerPage: Record<string, number> = {};
for (const [call, url] of calls) {
  const check = await fetch(url);
  const body = (await check.json()) as { items?: unknown[] };
  if (!check.ok || body.items?.length !== 10) {
    throw new Error(`${call}: ${check.status}, ${body.items?.length ?? 'no'} reviews`);
  }
  // One request alone on a warm instance: exactly one page's reads.
  resetDbStats();
  await fetch(url).then((res) => res.arrayBuffer());
  readsPerPage[call] = dbStats.docsRead;
}
const { ratios, rows } = await pairedRatios(calls, flags.number('rounds'), load);
api.close();

const median = (call: string) => {
  const cpu = rows[call]!.map((row) => row.cpu).sort((a, b) => a - b);
  return cpu[Math.floor((cpu.length - 1) / 2)]!.toFixed(2);
};
console.log(
  `\n[bench] 10 against 5,000 reviews, first page: ${ratios['10 reviews: first page']!.toFixed(2)}× ` +
    'the CPU per request (reported)\n',
);
const goals = new Goals();
const deepRatio = ratios['5,000 reviews: page 491']!;
goals.judge(
  meta.goals.deep,
  deepRatio,
  `median ${deepRatio.toFixed(2)}× over ${rows['5,000 reviews: page 491']!.length} rounds ` +
    `(${median('5,000 reviews: page 491')} against ${median('5,000 reviews: first page')} ms/req)`,
);
const most = Math.max(...Object.values(readsPerPage));
goals.judge(
  meta.goals.reads,
  most,
  Object.entries(readsPerPage)
    .map(([call, n]) => `${call} ${n}`)
    .join(', '),
);
goals.finish(meta.name);
