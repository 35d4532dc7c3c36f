/**
 * npm run bench:load — a mixed workload through the Hosting emulator for 30 s: 24 signed-in users
 * read services and their reviews, create, edit and delete reviews. Afterwards it checks every
 * acknowledged create is stored exactly once and every acknowledged delete is gone, and prints
 * throughput, latency and the count of each status.
 */
import autocannon, { type Request } from 'autocannon';
import { reviewIdFor } from '../../functions/src/reviews/reviews.js';
import {
  createTestUser,
  emulatorDb,
  resetData,
  siteUrl,
  type TestUser,
} from '@tourist-guide/testing';
import { load as meta } from './catalogue.js';
import { parseFlags } from './support/cli.js';
import { Goals } from './support/goals.js';

const flags = parseFlags(meta);
const USERS = flags.number('users');
const SECONDS = flags.number('seconds');
// Six connections fill one function worker's six slots (the deployed concurrency), as they
// would fill one instance; the users rotate over them.
const CONNECTIONS = flags.number('connections');

interface UserState {
  user: TestUser;
  lastId?: string;
  next: number;
}
interface Ctx {
  /** Which share of the users this connection acts for. */
  slot?: number;
  cycles?: number;
  state?: UserState;
  reviewing?: string;
  deleting?: string;
}

const services = await resetData();
const users: TestUser[] = [];
for (let i = 0; i < USERS; i++) users.push(await createTestUser({ displayName: `Load ${i}` }));

const created = new Map<string, string>(); // insertedId -> email
const deleted = new Set<string>();
// Writes that timed out or answered 503 may still have landed: they are not acknowledged.
const unacknowledgedDeletes = new Set<string>();
const states: UserState[] = users.map((user) => ({
  user,
  next: Math.floor(Math.random() * services.length),
}));
// Each connection acts for its own users, so one user's requests never overlap: responses then
// arrive in the order the server applied them, and the final check can replay them exactly.
// (With shared users, a delete answered before an earlier create's 201 looked like a lost write.)
if (USERS < CONNECTIONS) throw new Error('--users must be at least --connections');
const statesBySlot = Array.from({ length: CONNECTIONS }, (_, slot) =>
  states.filter((_, i) => i % CONNECTIONS === slot),
);
let nextSlot = 0;

const json = { 'content-type': 'application/json' };
const auth = (ctx: Ctx) => ({ authorization: `Bearer ${ctx.state!.user.idToken}` });

// A cycle is 7 requests (3 of them writes) by one user; each cycle takes the connection's next user.
const requests: Request[] = [
  {
    method: 'GET',
    path: '/api/service',
    setupRequest: (req, context) => {
      const ctx = context as Ctx;
      ctx.slot ??= nextSlot++ % CONNECTIONS;
      ctx.cycles = (ctx.cycles ?? -1) + 1;
      const mine = statesBySlot[ctx.slot]!;
      ctx.state = mine[ctx.cycles % mine.length];
      return req;
    },
  },
  {
    method: 'GET',
    setupRequest: (req) => ({
      ...req,
      path: `/api/service/${services[Math.floor(Math.random() * services.length)]!._id}`,
    }),
  },
  {
    method: 'POST',
    path: '/api/review',
    setupRequest: (req, context) => {
      const ctx = context as Ctx;
      const service = services[ctx.state!.next % services.length]!;
      ctx.state!.next = ctx.state!.next + 1;
      ctx.reviewing = service._id;
      return {
        ...req,
        headers: { ...json, ...auth(ctx) },
        body: JSON.stringify({
          service: service._id,
          serviceName: service.title,
          price: service.price,
          customer: ctx.state!.user.displayName,
          email: ctx.state!.user.email,
          message: `Load test review of ${service.title}`,
        }),
      };
    },
    onResponse: (status, body, context) => {
      const ctx = context as Ctx;
      if (status === 201) {
        const id = (JSON.parse(body) as { insertedId: string }).insertedId;
        created.set(id, ctx.state!.user.email);
        deleted.delete(id);
        ctx.state!.lastId = id;
      } else if (status === 409) {
        // Already reviewed: go on with that review, as the UI's "edit your review" does.
        ctx.state!.lastId = reviewIdFor(ctx.state!.user.uid, ctx.reviewing!);
      }
    },
  },
  {
    method: 'GET',
    setupRequest: (req, context) => {
      const ctx = context as Ctx;
      return {
        ...req,
        path: `/api/reviews?email=${encodeURIComponent(ctx.state!.user.email)}`,
        headers: auth(ctx),
      };
    },
  },
  {
    method: 'PUT',
    setupRequest: (req, context) => {
      const ctx = context as Ctx;
      return {
        ...req,
        path: `/api/review/${ctx.state!.lastId ?? 'none'}`,
        headers: { ...json, ...auth(ctx) },
        body: JSON.stringify({ review: `Edited at ${Date.now()}` }),
      };
    },
  },
  {
    method: 'GET',
    setupRequest: (req, context) => {
      const ctx = context as Ctx;
      return { ...req, path: `/api/review/${ctx.state!.lastId ?? 'none'}`, headers: auth(ctx) };
    },
  },
  {
    method: 'DELETE',
    setupRequest: (req, context) => {
      const ctx = context as Ctx;
      // Delete every other review so the stored set keeps changing both ways.
      ctx.deleting = Math.random() < 0.5 ? ctx.state!.lastId : undefined;
      return { ...req, path: `/api/review/${ctx.deleting ?? 'none'}`, headers: auth(ctx) };
    },
    onResponse: (status, _body, context) => {
      const ctx = context as Ctx;
      const id = ctx.deleting;
      if (!id) return;
      if (status === 200) {
        deleted.add(id);
        if (ctx.state!.lastId === id) ctx.state!.lastId = undefined;
      } else if (status >= 500) {
        unacknowledgedDeletes.add(id);
      }
    },
  },
];

// Warm the Functions emulator's workers so start-up is not measured.
await Promise.all(
  Array.from({ length: CONNECTIONS }, () =>
    fetch(`${siteUrl()}/api/service`).then((r) => r.arrayBuffer()),
  ),
);

console.log(
  `[load] ${USERS} users over ${CONNECTIONS} connections, ${SECONDS} s, through ${siteUrl()} (Hosting -> Functions emulator)`,
);
const result = await autocannon({
  url: siteUrl(),
  connections: CONNECTIONS,
  duration: SECONDS,
  requests,
  timeout: 10,
});

// What the acknowledged requests imply, against what is stored.
const db = emulatorDb();
const stored = new Map<string, string>();
for (const u of users) {
  const snap = await db.collection('reviews').where('email', '==', u.email).get();
  snap.docs.forEach((d) => stored.set(d.id, String(d.get('email'))));
}
const lost = [...created].filter(
  ([id]) => !deleted.has(id) && !unacknowledgedDeletes.has(id) && !stored.has(id),
);
const notDeleted = [...deleted].filter((id) => stored.has(id));
const wrongOwner = [...created].filter(([id, email]) => stored.has(id) && stored.get(id) !== email);
const unexplained = [...stored.keys()].filter((id) => !created.has(id));

const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [
    code,
    (v as { count: number }).count,
  ]),
);
const fivexx = Object.entries(statuses)
  .filter(([code]) => code.startsWith('5'))
  .reduce((n, [, c]) => n + c, 0);

console.log(
  [
    `[load] requests: ${result.requests.total} in ${result.duration.toFixed(1)} s = ${result.requests.average.toFixed(1)} req/s`,
    `[load] latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `[load] statuses: ${JSON.stringify(statuses)}; errors (timeouts/resets): ${result.errors}, non-2xx: ${result.non2xx}`,
    `[load] acknowledged creates: ${created.size}, acknowledged deletes: ${deleted.size}, stored now: ${stored.size}`,
    `[load] lost creates: ${lost.length}, deletes still stored: ${notDeleted.length}, wrong owner: ${wrongOwner.length}, stored but never acknowledged: ${unexplained.length}`,
  ].join('\n'),
);
const goals = new Goals();
goals.judge(meta.goals.fivexx, fivexx + result.errors, `${fivexx} 5xx, ${result.errors} failed`);
const wrong = lost.length + notDeleted.length + wrongOwner.length;
goals.judge(
  meta.goals.lost,
  wrong,
  `${lost.length} lost, ${notDeleted.length} deleted but stored, ${wrongOwner.length} misattributed`,
);
goals.finish(meta.name);
