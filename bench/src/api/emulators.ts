/**
 * api:emulators — the everyday calls through the local stack's proxies (Hosting → Functions
 * emulator → the function's worker, and the function's own URL), which production does not have,
 * each as a share of the same call on createApp() in process measured in the same run. The
 * shares are reported (they measure the emulators more than the API); the statuses are judged.
 */
import { functionUrl, resetData, siteUrl } from '@tourist-guide/testing';
import { emulators as meta } from '../catalogue.js';
import { bearer, serveApp } from '../support/app.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';
import { PLACE, throughput, type Row } from '../support/measure.js';
import { makeUsers, postReviews } from '../support/reviews.js';

const flags = parseFlags(meta);
const load = { seconds: flags.number('seconds'), connections: flags.number('connections') };

const places = await resetData();
const [reader] = await makeUsers(1, 'Bench Reader');
const writers = await makeUsers(60, 'Bench Writer');
const api = await serveApp();
await api.call('/review', {
  method: 'POST',
  as: reader,
  body: { service: PLACE.kyoto, customer: 'Bench', message: 'A fine trip.' },
});

const targets = [
  ['api (node)', api.url, writers.slice(0, 20)],
  ['hosting emulator', `${siteUrl()}/api`, writers.slice(20, 40)],
  ['functions emulator', functionUrl(), writers.slice(40, 60)],
] as const;
const rows: Row[] = [];
for (const [target, base, users] of targets) {
  await throughput('warm-up', 'GET /service', `${base}/service`, { ...load, amount: 50 });
  rows.push(await throughput(target, 'GET /service', `${base}/service`, load));
  rows.push(
    await throughput(target, `GET /service/${PLACE.kyoto}`, `${base}/service/${PLACE.kyoto}`, load),
  );
  rows.push(
    await throughput(
      target,
      'GET /reviews (signed in)',
      `${base}/reviews?email=${encodeURIComponent(reader!.email)}`,
      { ...load, headers: bearer(reader!) },
    ),
  );
  rows.push(
    await throughput(target, 'POST /review', base, {
      ...load,
      amount: 100,
      requests: postReviews(
        base,
        users.flatMap((user) => places.map((p) => ({ user, service: p._id }))),
      ),
    }),
  );
}
api.close();

console.log(
  '\n| target | call | req/s | share of in process | p99 ms |\n| --- | --- | --: | --: | --: |',
);
for (const row of rows) {
  const direct = rows.find((r) => r.target === 'api (node)' && r.call === row.call)!;
  console.log(
    `| ${row.target} | ${row.call} | ${row.rps.toFixed(0)} | ` +
      `${((row.rps / direct.rps) * 100).toFixed(0)}% | ${row.p99} |`,
  );
}
console.log('');
const goals = new Goals();
const failed = rows.reduce((n, r) => n + r.non2xx + r.errors, 0);
goals.judge(meta.goals.answered, failed, `${failed} not 2xx or failed`);
goals.finish(meta.name);
