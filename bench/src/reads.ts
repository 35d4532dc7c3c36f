/**
 * Reads per request: the Firestore documents every API call reads (billed reads: a count
 * aggregation is one per 1,000 matches, a query that finds nothing is one), at 100 and at
 * 60,000 places. Counted in process by the app's own counter (functions/src/lib/db-stats.ts,
 * which every store calls), one request at a time, so each figure is exactly one call's:
 *
 * - cold: the first request of a fresh instance (every cache empty): what a call costs at most;
 * - warm: the same request again on that instance (what most requests cost).
 *
 * Then what one account reads per minute under the deployed limits (measureAccountMinutes).
 *
 * Part of `npm run bench:api`; alone: `npm run suite -- tsx bench/src/reads.ts`.
 */
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Timestamp } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/app.js';
import type * as DbStats from '../../functions/src/lib/db-stats.js';
import {
  createTestAdmin,
  createTestUser,
  emulatorDb,
  generatePlaces,
  resetData,
  writePlaces,
  type TestUser,
} from '@tourist-guide/testing';

// The app's own read counter: functions/ is CommonJS, so this is the instance the app requires.
export const { dbStats, resetDbStats } = createRequire(import.meta.url)(
  '../../functions/src/lib/db-stats',
) as typeof DbStats;

export interface ReadsRow {
  call: string;
  /** Places in the catalogue. */
  size: number;
  status: number;
  cold: number;
  warm: number | null;
}

type Fetch = (
  path: string,
  init?: { method?: string; body?: unknown; as?: TestUser },
) => Promise<{
  status: number;
  json: unknown;
  link: string | null;
}>;

/** An instance with no limits that a bench meets, or with the deployed ones (`deployedLimits`). */
async function serve({ deployedLimits = false } = {}) {
  const app = createApp(
    deployedLimits
      ? {}
      : {
          limits: {
            writesPerUser: 1e6,
            costPerUser: 1e9,
            requestsPerIp: 1e6,
            unverifiedPerIp: 1e6,
          },
        },
  );
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call: Fetch = async (path, { method = 'GET', body, as } = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(as ? { authorization: `Bearer ${as.idToken}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // XML (the sitemap) or empty.
    }
    return { status: res.status, json, link: res.headers.get('link') };
  };
  return { call, close: () => server.close() };
}

/** The reads of one request (and, when `again`, of the same request repeated on the same instance). */
async function reads(
  call: Fetch,
  path: string,
  init: Parameters<Fetch>[1] = {},
  again = true,
): Promise<{
  status: number;
  cold: number;
  warm: number | null;
  json: unknown;
  link: string | null;
}> {
  resetDbStats();
  const first = await call(path, init);
  const cold = dbStats.docsRead;
  let warm: number | null = null;
  if (again) {
    resetDbStats();
    await call(path, init);
    warm = dbStats.docsRead;
  }
  return { status: first.status, cold, warm, json: first.json, link: first.link };
}

const cursorOf = (link: string | null) =>
  link ? new URL(/<([^>]*)>/.exec(link)![1]!, 'http://x').searchParams.get('cursor') : null;

/** Every call of the API once on a catalogue of `size` places. */
async function measureAt(size: number): Promise<ReadsRow[]> {
  const real = await resetData();
  await writePlaces(generatePlaces(Math.max(0, size - real.length), real, 7));
  const [author, reader, admin] = await Promise.all([
    createTestUser({ displayName: 'Reads Author' }),
    createTestUser({ displayName: 'Reads Reader' }),
    createTestAdmin(),
  ]);
  const place = real[0]!._id;
  const rows: ReadsRow[] = [];
  const row = async (
    name: string,
    path: string,
    init: Parameters<Fetch>[1] = {},
    { again = true, fresh = true } = {},
  ) => {
    // A fresh instance for each call, so "cold" is that call's own cost with every cache empty.
    const app = fresh ? await serve() : shared;
    try {
      const r = await reads(app.call, path, init, again);
      rows.push({ call: name, size, status: r.status, cold: r.cold, warm: r.warm });
      return r;
    } finally {
      if (fresh) app.close();
    }
  };
  const shared = await serve();

  await row('GET /services', '/services');
  await row('GET /service', '/service');
  await row('GET /service/:id', `/service/${place}`);
  await row('GET /service/:id (unknown)', '/service/no-such-place');
  // A review to read, report, edit and delete, written through the API.
  await row(
    'POST /review',
    '/review',
    {
      method: 'POST',
      as: author,
      body: { service: place, customer: 'Reads', message: 'A fine trip.', rating: 4 },
    },
    { again: false },
  );
  const { json: mine } = await shared.call(`/reviews?email=${encodeURIComponent(author.email)}`, {
    as: author,
  });
  const reviewId = (mine as { _id: string }[])[0]!._id;
  await row('GET /service/:id/reviews', `/service/${place}/reviews`);
  await row('GET /reviews?email=', `/reviews?email=${encodeURIComponent(author.email)}`, {
    as: author,
  });
  await row('GET /review/:id', `/review/${reviewId}`, { as: author });
  await row(
    'PUT /review/:id',
    `/review/${reviewId}`,
    { method: 'PUT', as: author, body: { review: 'Better than I remembered.', rating: 5 } },
    { again: false },
  );
  await row(
    'POST /review/:id/report',
    `/review/${reviewId}/report`,
    { method: 'POST', as: reader, body: { reason: 'spam' } },
    { again: false },
  );
  // A helpful vote (the second PUT changes nothing), the reader's votes, the vote taken back.
  await row('PUT /review/:id/helpful', `/review/${reviewId}/helpful`, {
    method: 'PUT',
    as: reader,
  });
  await row('GET /me/helpful?service=', `/me/helpful?service=${place}`, { as: reader });
  await row(
    'DELETE /review/:id/helpful',
    `/review/${reviewId}/helpful`,
    { method: 'DELETE', as: reader },
    { again: false },
  );
  // A saved place (the second PUT changes nothing), the reader's list, the place removed.
  await row('PUT /me/saved/:serviceId', `/me/saved/${place}`, { method: 'PUT', as: reader });
  await row('GET /me/saved (one place)', '/me/saved', { as: reader });
  await row(
    'DELETE /me/saved/:serviceId',
    `/me/saved/${place}`,
    { method: 'DELETE', as: reader },
    { again: false },
  );

  await row('GET /catalog (first page)', '/catalog');
  await row('GET /catalog?q=lake&sort=rating', '/catalog?q=lake&sort=rating');
  await row(
    'GET /catalog (region, price, rating)',
    '/catalog?region=Europe&maxPrice=2500&minRating=3.5&sort=price',
  );
  // The sixth page of 12, reached by following the cursors.
  let cursor: string | null = null;
  for (let page = 0; page < 5; page++) {
    const body = (await shared.call(`/catalog${cursor ? `?cursor=${cursor}` : ''}`)).json as {
      nextCursor: string | null;
    };
    cursor = body.nextCursor;
  }
  if (cursor) await row('GET /catalog (page 6, cursor)', `/catalog?cursor=${cursor}`);

  await personalCalls(row, shared.call, size);

  const index = await row('GET /sitemap.xml', '/sitemap.xml');
  // A query string on an instance that has served the index: the same cached answer.
  await shared.call('/sitemap.xml');
  await row('GET /sitemap.xml?x=1 (after the index)', '/sitemap.xml?x=1', {}, { fresh: false });
  await row('GET /sitemap-1.xml', '/sitemap-1.xml');
  const pages = String(index.json).match(/<sitemap>/g)?.length ?? 0;
  if (pages > 1) await row(`GET /sitemap-${pages}.xml`, `/sitemap-${pages}.xml`);

  const list = await row('GET /admin/services', '/admin/services', { as: admin });
  const next = cursorOf(list.link);
  if (next)
    await row('GET /admin/services (page 2)', `/admin/services?cursor=${next}`, { as: admin });
  await row('GET /admin/services?q=lakes', '/admin/services?q=lakes', { as: admin });
  await row('GET /admin/service/:id', `/admin/service/${place}`, { as: admin });
  await row('GET /admin/reports', '/admin/reports', { as: admin });
  await row(
    'PUT /admin/review/:id (hide)',
    `/admin/review/${reviewId}`,
    { method: 'PUT', as: admin, body: { hidden: true } },
    { again: false },
  );
  const created = await row(
    'POST /admin/service',
    '/admin/service',
    {
      method: 'POST',
      as: admin,
      body: {
        title: 'Reads Bench Place',
        description: 'A place made to count the reads of the admin calls.',
        price: 900,
        country: 'Portugal',
        region: 'Europe',
        img: real[0]!.img,
      },
    },
    { again: false },
  );
  const newId = (created.json as { insertedId: string }).insertedId;
  await row(
    'PUT /admin/service/:id',
    `/admin/service/${newId}`,
    {
      method: 'PUT',
      as: admin,
      body: {
        title: 'Reads Bench Place, renamed',
        description: 'A place made to count the reads of the admin calls.',
        price: 950,
        country: 'Portugal',
        region: 'Europe',
        img: real[0]!.img,
      },
    },
    { again: false },
  );
  await row(
    'DELETE /admin/service/:id',
    `/admin/service/${newId}`,
    { method: 'DELETE', as: admin },
    { again: false },
  );
  await row(
    'DELETE /review/:id',
    `/review/${reviewId}`,
    { method: 'DELETE', as: author },
    { again: false },
  );
  shared.close();
  return rows;
}

type Row = (
  name: string,
  path: string,
  init?: Parameters<Fetch>[1],
  options?: { again?: boolean; fresh?: boolean },
) => Promise<{
  status: number;
  cold: number;
  warm: number | null;
  json: unknown;
  link: string | null;
}>;

/** Saved places and reviews of one heavy reader, as many as the catalogue allows. */
export const HEAVY = { saved: 500, reviews: 150 };

/** The last `n` places of the catalogue (generated ones: beyond any instance's cached list). */
async function lastPlaces(n: number): Promise<string[]> {
  const snap = await emulatorDb().collection('services').orderBy('__name__', 'desc').limit(n).get();
  return snap.docs.map((d) => d.id);
}

/**
 * The personal calls of a reader who saved 500 places and reviewed 150 (fewer on a small
 * catalogue): each page, one place's review, a profile change that rewrites every review, the
 * export.
 */
async function personalCalls(row: Row, call: Fetch, size: number): Promise<void> {
  const heavy = await createTestUser({ displayName: 'Reads Heavy' });
  const saved = await lastPlaces(Math.min(HEAVY.saved, size));
  await emulatorDb()
    .collection('savedPlaces')
    .doc(heavy.uid)
    .set({ ids: saved, updatedAt: Timestamp.now() });
  const reviewed = saved.slice(0, Math.min(HEAVY.reviews, saved.length));
  for (const service of reviewed) {
    const body = { service, customer: 'Heavy', message: 'Worth it.', rating: 5 };
    const res = await call('/review', { method: 'POST', as: heavy, body });
    if (res.status !== 201) throw new Error(`POST /review: ${res.status}`);
  }
  const n = `${saved.length} saved`;
  const first = await row(`GET /me/saved (${n}, page 1)`, '/me/saved', { as: heavy });
  const next = (first.json as { nextCursor: string | null }).nextCursor;
  if (next) {
    await row(`GET /me/saved (${n}, page 2)`, `/me/saved?cursor=${encodeURIComponent(next)}`, {
      as: heavy,
    });
  }
  const r = `${reviewed.length} reviews`;
  const email = encodeURIComponent(heavy.email);
  const mine = await row(`GET /reviews (${r}, page 1)`, `/reviews?email=${email}`, { as: heavy });
  const more = cursorOf(mine.link);
  if (more) {
    await row(`GET /reviews (${r}, page 2)`, `/reviews?email=${email}&cursor=${more}`, {
      as: heavy,
    });
  }
  await row(`GET /reviews?service= (${r})`, `/reviews?email=${email}&service=${saved[0]}`, {
    as: heavy,
  });
  await row(
    `PUT /account/profile (${r})`,
    '/account/profile',
    { method: 'PUT', as: heavy, body: { photoURL: 'https://example.com/heavy.png' } },
    { again: false },
  );
  await row(`GET /account/export (${r}, ${n})`, '/account/export', { as: heavy }, { again: false });
}

/**
 * What one account reads in a minute when it asks for its most expensive page as fast as it can
 * (500 saved places, none in the instance's cached list), on an instance with the deployed
 * limits: the documents read in each of two minutes, and how many requests were answered and
 * refused. Without the cost allowance every request would be answered.
 */
export async function measureAccountMinutes(seconds = 60): Promise<void> {
  // The catalogue the reads table left, when it got that far; else one of 60,000 places.
  const places = (await emulatorDb().collection('services').count().get()).data().count;
  if (places < 60_000) {
    const real = await resetData();
    await writePlaces(generatePlaces(Math.max(0, 60_000 - real.length), real, 7));
  }
  const heavy = await createTestUser({ displayName: 'Reads Heavy' });
  await emulatorDb()
    .collection('savedPlaces')
    .doc(heavy.uid)
    .set({ ids: await lastPlaces(HEAVY.saved), updatedAt: Timestamp.now() });
  const app = await serve({ deployedLimits: true });
  try {
    for (const minute of [1, 2]) {
      resetDbStats();
      const counts = { answered: 0, refused: 0 };
      const until = performance.now() + seconds * 1000;
      let page: string | null = null;
      while (performance.now() < until) {
        const path: string = page ? `/me/saved?cursor=${encodeURIComponent(page)}` : '/me/saved';
        const res = await app.call(path, { as: heavy });
        if (res.status === 429) counts.refused += 1;
        else counts.answered += 1;
        page = res.status === 200 ? (res.json as { nextCursor: string | null }).nextCursor : page;
      }
      console.log(
        `[bench] one account, GET /me/saved (500 saved at 60,000 places) for ${seconds} s, ` +
          `minute ${minute}: ${dbStats.docsRead} documents read, ${counts.answered} answered, ` +
          `${counts.refused} refused (429)`,
      );
    }
  } finally {
    app.close();
  }
}

/** Every call's reads at each size, printed as they come and returned for the summary. */
export async function measureReadsPerRequest(sizes: readonly number[]): Promise<ReadsRow[]> {
  const rows: ReadsRow[] = [];
  for (const size of sizes) {
    const t0 = performance.now();
    const at = await measureAt(size);
    console.log(
      `[bench] reads per request at ${size.toLocaleString('en-US')} places ` +
        `(${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
    for (const r of at) {
      console.log(
        `[bench]   ${r.call.padEnd(40)} ${String(r.status).padStart(3)}  cold ${r.cold}  warm ${r.warm ?? '-'}`,
      );
    }
    rows.push(...at);
  }
  return rows;
}

/** One table: a row per call, a column pair (cold / warm) per size. */
export function printReadsTable(rows: readonly ReadsRow[]): void {
  const sizes = [...new Set(rows.map((r) => r.size))];
  // In the order of the largest catalogue's run, which has every call (a second sitemap page).
  const calls = [...new Set(rows.filter((r) => r.size === Math.max(...sizes)).map((r) => r.call))];
  const cell = (r: ReadsRow | undefined) =>
    r ? `${r.cold} / ${r.warm ?? '-'}${r.status >= 400 ? ` (${r.status})` : ''}` : 'n/a';
  console.log(
    '\nReads per request (documents billed; cold: first request of an instance / warm: again)\n',
  );
  console.log(`| call | ${sizes.map((s) => `${s.toLocaleString('en-US')} places`).join(' | ')} |`);
  console.log(`| --- | ${sizes.map(() => '---:').join(' | ')} |`);
  for (const call of calls) {
    const cells = sizes.map((size) => cell(rows.find((r) => r.call === call && r.size === size)));
    console.log(`| ${call} | ${cells.join(' | ')} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = (process.env.BENCH_READS_SIZES ?? '100,60000').split(',').map(Number);
  printReadsTable(await measureReadsPerRequest(sizes));
  if (process.env.BENCH_ACCOUNT_MINUTES !== '0') await measureAccountMinutes();
  process.exit(0);
}
