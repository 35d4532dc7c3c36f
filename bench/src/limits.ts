/**
 * npm run bench:limits — what the API's rate limits cost per request, and what the shared
 * alternative would (docs/api.md, "Rate limits").
 *
 * 1. In memory (what runs): a bare Express route with and without the anonymous per-address
 *    limiter in front, and an unsigned request refused with and without the failed sign-in
 *    bucket, each as a ratio of the same route without the limiter, in the same run.
 * 2. Shared (the alternative): a Firestore counter per caller, one transaction (read, then
 *    write) per limited request, on the Firestore emulator, as a ratio of a plain document read
 *    measured in the same run; once for callers on distinct keys and once for one busy caller
 *    whose requests all meet on its counter.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import express, { type RequestHandler } from 'express';
import { requireCaller } from '../../functions/src/http/auth.js';
import { errorHandler } from '../../functions/src/http/error-handler.js';
import { createLimiters } from '../../functions/src/http/rate-limit.js';
import { emulatorDb } from '@tourist-guide/testing';
import { limits as meta } from './catalogue.js';
import { parseFlags } from './support/cli.js';
import { Goals } from './support/goals.js';
import { listen, quantile } from './support/measure.js';

const flags = parseFlags(meta);
const SECONDS = flags.number('seconds');
const CONNECTIONS = flags.number('connections');
const ROUNDS = flags.number('rounds');

const huge = 1e9;
const limiters = createLimiters({
  windowMs: 60_000,
  writesPerUser: huge,
  costPerUser: huge,
  requestsPerIp: huge,
  unverifiedPerIp: huge,
  failedAuthPerIp: huge,
});

function appWith(...chain: RequestHandler[]): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/x', ...chain, (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler);
  return app;
}

async function rps(name: string, app: express.Express): Promise<number> {
  const server = await listen(app);
  const url = `${server.url}/x`;
  await autocannon({ url, connections: CONNECTIONS, amount: 2_000 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  server.close();
  console.log(
    `[bench] ${name.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${result.latency.p99} ms`,
  );
  return result.requests.average;
}

const unsigned = requireCaller({ checkRevoked: false });
const unsignedCounted = requireCaller({ checkRevoked: false, onFailure: limiters.failedAuth });

const plain = await rps('read, no limiter', appWith());
const limited = await rps('read, anonymous per-address limiter', appWith(limiters.admit));
const refused = await rps('unsigned 401, no bucket', appWith(unsigned));
const refusedCounted = await rps('unsigned 401, failed sign-in bucket', appWith(unsignedCounted));

async function timeEach(rounds: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const db = emulatorDb();
const counters = db.collection('benchRateLimits');
await db.collection('benchRateLimits').doc('read-me').set({ hits: 0 });

/** The shared counter: one transaction per request, read the window's count, write it + 1. */
async function countShared(key: string): Promise<number> {
  return db.runTransaction(async (tx) => {
    const ref = counters.doc(key);
    const snap = await tx.get(ref);
    const hits = ((snap.get('hits') as number | undefined) ?? 0) + 1;
    tx.set(ref, { hits, windowStart: snap.get('windowStart') ?? Date.now() });
    return hits;
  });
}

const reads = await timeEach(ROUNDS, () => counters.doc('read-me').get());
const distinct = await timeEach(ROUNDS, (i) => countShared(`caller-${i}`));

// One busy caller: CONNECTIONS requests at a time, all on its one counter.
let attempts = 0;
const busy: number[] = [];
for (let round = 0; round < Math.ceil(ROUNDS / CONNECTIONS); round++) {
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const start = performance.now();
      await db.runTransaction(async (tx) => {
        attempts += 1;
        const ref = counters.doc('busy-caller');
        const snap = await tx.get(ref);
        tx.set(ref, { hits: ((snap.get('hits') as number | undefined) ?? 0) + 1 });
      });
      busy.push(performance.now() - start);
    }),
  );
}
busy.sort((a, b) => a - b);
const busyCount = busy.length;

const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(`\n[bench] shared Firestore counter (ratios to one document read, same run)`);
console.log(
  `[bench]   document read:        p50 ${ms(quantile(reads, 0.5))}  p99 ${ms(quantile(reads, 0.99))}`,
);
console.log(
  `[bench]   counter, distinct keys: p50 ${ms(quantile(distinct, 0.5))} (${(quantile(distinct, 0.5) / quantile(reads, 0.5)).toFixed(1)}×)  p99 ${ms(quantile(distinct, 0.99))} (${(quantile(distinct, 0.99) / quantile(reads, 0.99)).toFixed(1)}×)`,
);
console.log(
  `[bench]   counter, one busy caller (${CONNECTIONS} at once): p50 ${ms(quantile(busy, 0.5))} (${(quantile(busy, 0.5) / quantile(reads, 0.5)).toFixed(1)}×)  p99 ${ms(quantile(busy, 0.99))} (${(quantile(busy, 0.99) / quantile(reads, 0.99)).toFixed(1)}×)  attempts per request ${(attempts / busyCount).toFixed(2)}`,
);
console.log(
  '[bench]   billed per limited request: +1 document read and +1 document write (the in-memory limiter: none)',
);
await Promise.all((await counters.listDocuments()).map((d) => d.delete()));

const goals = new Goals();
goals.judge(
  meta.goals.admit,
  limited / plain,
  `${limited.toFixed(0)} against ${plain.toFixed(0)} req/s, ${(limited / plain).toFixed(2)}×`,
);
goals.judge(
  meta.goals.failedAuth,
  refusedCounted / refused,
  `${refusedCounted.toFixed(0)} against ${refused.toFixed(0)} req/s, ` +
    `${(refusedCounted / refused).toFixed(2)}×`,
);
goals.finish(meta.name);
