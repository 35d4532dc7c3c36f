/**
 * api:review-answers — what votes and answers cost a place's public list: the first page (10) of
 * a place whose reviews all carry helpful votes and an answer from the place, newest and most
 * helpful first, beside the same page of a place whose reviews carry neither: CPU time per
 * request (the API in process and the suite's Firestore emulator), in short alternating rounds,
 * each list's ratio to the plain one the median of the rounds' (lib/measure.ts, pairedRatios).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { resetData } from '@tourist-guide/testing';
import { reviewAnswers as meta } from '../catalogue.js';
import { serveApp } from '../support/app.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';
import { pairedRatios, PLACE } from '../support/measure.js';
import { layReviews } from '../support/reviews.js';

const flags = parseFlags(meta);
const load = { seconds: flags.number('seconds'), connections: flags.number('connections') };

await resetData();
await layReviews(PLACE.petra, 10);
await layReviews(PLACE.bali, 10, (i) => ({
  helpful: (i * 7) % 13,
  response: {
    message:
      `Thank you for your visit and for taking the time to write, reviewer ${i}. We are glad ` +
      'the views were worth the climb; the terrace now opens an hour earlier in summer.',
    respondedAt: Timestamp.fromMillis(Date.UTC(2025, 6, 1) + i * 60_000),
  },
}));
const api = await serveApp();

const calls = [
  // The first is the baseline of the others.
  ['without votes or answers', `${api.url}/service/${PLACE.petra}/reviews`],
  ['votes and answers, newest', `${api.url}/service/${PLACE.bali}/reviews`],
  ['votes and answers, most helpful', `${api.url}/service/${PLACE.bali}/reviews?sort=helpful`],
] as const;
const { ratios, rows } = await pairedRatios(calls, flags.number('rounds'), load);
api.close();

const goals = new Goals();
const spread = (call: string) => {
  const cpu = rows[call]!.map((row) => row.cpu);
  const rps = rows[call]!.map((row) => row.rps);
  return (
    `${Math.min(...cpu).toFixed(2)}–${Math.max(...cpu).toFixed(2)} ms/req, ` +
    `${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)} req/s`
  );
};
for (const [goal, call] of [
  [meta.goals.newest, 'votes and answers, newest'],
  [meta.goals.helpful, 'votes and answers, most helpful'],
] as const) {
  const failed = rows[call]!.reduce((n, row) => n + row.non2xx + row.errors, 0);
  if (failed > 0) throw new Error(`${call}: ${failed} answers were not 2xx`);
  goals.judge(
    goal,
    ratios[call]!,
    `median ${ratios[call]!.toFixed(2)}× over ${rows[call]!.length} rounds (${spread(call)}, ` +
      `the plain page ${spread('without votes or answers')})`,
  );
}
goals.finish(meta.name);
