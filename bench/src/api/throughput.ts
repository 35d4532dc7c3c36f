/**
 * api:throughput — requests/s of the API's everyday calls on createApp() in process, each against
 * a baseline measured in the same run: the reads against a bare Express route that sends the
 * same JSON from memory (measured before and after, the mean counts), GET /reviews against the
 * one Firestore query it makes, issued directly with the same client.
 */
import express from 'express';
import { emulatorDb, resetData } from '@tourist-guide/testing';
import { throughput as meta } from '../catalogue.js';
import { bearer, serveApp } from '../support/app.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';
import {
  cpuNow,
  listen,
  PLACE,
  printRow,
  quantile,
  ratio,
  throughput,
  type Row,
} from '../support/measure.js';
import { makeUsers, postReviews } from '../support/reviews.js';

const flags = parseFlags(meta);
const load = { seconds: flags.number('seconds'), connections: flags.number('connections') };

const places = await resetData();
const [reader] = await makeUsers(1, 'Bench Reader');
const writers = await makeUsers(80, 'Bench Writer');
const api = await serveApp();
// The reader's one review, so that GET /reviews answers a row.
await api.call('/review', {
  method: 'POST',
  as: reader,
  body: { service: PLACE.kyoto, customer: 'Bench', message: 'A fine trip.' },
});

const bare = express();
bare.disable('x-powered-by');
const catalogue = (await api.call('/service')).json;
bare.get('/service', (_req, res) => {
  res.json(catalogue);
});
const baseline = await listen(bare);

/** The /reviews query alone, `connections` at a time, for `seconds`. */
async function queryAlone(): Promise<Row> {
  const db = emulatorDb();
  const latencies: number[] = [];
  const cpuBefore = cpuNow();
  const until = Date.now() + load.seconds * 1000;
  await Promise.all(
    Array.from({ length: load.connections }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await db
          .collection('reviews')
          .where('uid', '==', reader!.uid)
          .orderBy('createdAt', 'desc')
          .get();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const row: Row = {
    target: 'firestore client',
    call: 'the /reviews query',
    rps: latencies.length / load.seconds,
    cpu: (cpuNow() - cpuBefore) / Math.max(1, latencies.length),
    p50: Math.round(quantile(latencies, 0.5)),
    p99: Math.round(quantile(latencies, 0.99)),
    non2xx: 0,
    errors: 0,
  };
  printRow(row);
  return row;
}

const reviewsUrl = `${api.url}/reviews?email=${encodeURIComponent(reader!.email)}`;
const pairs = (from: number, to: number) =>
  writers.slice(from, to).flatMap((user) => places.map((p) => ({ user, service: p._id })));

await throughput('warm-up', 'GET /service', `${api.url}/service`, { ...load, amount: 500 });
await throughput('warm-up', 'GET /service', `${baseline.url}/service`, { ...load, amount: 500 });
const bareBefore = await throughput(
  'bare express',
  'GET /service',
  `${baseline.url}/service`,
  load,
);
const list = await throughput('api (node)', 'GET /service', `${api.url}/service`, load);
const place = await throughput(
  'api (node)',
  `GET /service/${PLACE.kyoto}`,
  `${api.url}/service/${PLACE.kyoto}`,
  load,
);
const reviews = await throughput('api (node)', 'GET /reviews (signed in)', reviewsUrl, {
  ...load,
  headers: bearer(reader!),
});
const query = await queryAlone();
const writes = await throughput('api (node)', 'POST /review', api.url, {
  ...load,
  requests: postReviews(api.url, pairs(0, 40)),
  amount: 40 * places.length,
});
const rated = await throughput('api (node)', 'POST /review with stars', api.url, {
  ...load,
  requests: postReviews(api.url, pairs(40, 80), true),
  amount: 40 * places.length,
});
const bareAfter = await throughput('bare express', 'GET /service', `${baseline.url}/service`, load);
api.close();
baseline.close();

const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
console.log(
  `\n[bench] bare Express ${bareRps.toFixed(0)} req/s (mean of before and after); POST /review ` +
    `${writes.rps.toFixed(0)} req/s p99 ${writes.p99} ms, with stars ${rated.rps.toFixed(0)} req/s ` +
    `p99 ${rated.p99} ms (reported)\n`,
);
const goals = new Goals();
const share = (row: Row, base: number, of: string) =>
  `${row.rps.toFixed(0)} req/s, ${ratio(row.rps / base)} ${of}`;
goals.judge(meta.goals.list, list.rps / bareRps, share(list, bareRps, 'bare'));
goals.judge(meta.goals.place, place.rps / bareRps, share(place, bareRps, 'bare'));
goals.judge(meta.goals.reviews, reviews.rps / query.rps, share(reviews, query.rps, 'the query'));
const rows = [list, place, reviews, writes, rated];
const failed = rows.reduce((n, r) => n + r.non2xx + r.errors, 0);
goals.judge(meta.goals.answered, failed, `${failed} not 2xx or failed`);
goals.finish(meta.name);
