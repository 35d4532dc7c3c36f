/**
 * Reads per request: the Firestore documents every API call reads (billed reads: a count
 * aggregation is one per 1,000 matches, a query that finds nothing is one), at 100 and at
 * 60,000 places. Counted in process by the app's own counter (functions/src/lib/db-stats.ts,
 * which every store calls), one request at a time, so each figure is exactly one call's:
 *
 * - cold: the first request of a fresh instance (every cache empty): what a call costs at most;
 * - warm: the same request again on that instance (what most requests cost).
 *
 * Part of `npm run bench:api`; alone: `npm run suite -- tsx bench/src/reads.ts`.
 */
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp } from '../../functions/src/app.js';
import type * as DbStats from '../../functions/src/lib/db-stats.js';
import {
  createTestAdmin,
  createTestUser,
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

async function serve() {
  const app = createApp({ writeLimits: { windowMs: 60_000, perUser: 1e6, perIp: 1e6 } });
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
  process.exit(0);
}
