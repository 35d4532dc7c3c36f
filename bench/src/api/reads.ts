/**
 * api:reads — the Firestore documents every API call reads (billed reads: a count aggregation is
 * one per 1,000 matches, a query that finds nothing is one), on a catalogue of each size. Counted
 * in process by the app's own counter, one request at a time, so each figure is exactly one
 * call's: **cold**, the first request of a fresh instance (every cache empty), what a call costs
 * at most; **warm**, the same request again on that instance, what most requests cost.
 *
 * Each call states its bound: docs/api.md, "Bounded costs" (a page, what the caller holds), or
 * `flat` for the rest (a constant there): no more at the largest size than at the smallest.
 */
import {
  createTestAdmin,
  createTestUser,
  generatePlaces,
  resetData,
  writePlaces,
} from '@tourist-guide/testing';
import { reads as meta } from '../catalogue.js';
import { serveApp, type RunningApp } from '../support/app.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';
import { dbStats, PLACE, resetDbStats } from '../support/measure.js';
import {
  cursorOf,
  OWN_REVIEWS_PAGE,
  personalCalls,
  SAVED_PAGE,
  type Bound,
  type Row,
} from './reads-personal.js';

/*
 * The bounds as docs/api.md states them, written out rather than taken from the code's constants:
 * a change that raises a constant (a bigger page) must miss a goal here, not move it.
 */
/** A page of the catalogue: limit (12) + 1 places and a count that stops at 10,001 (11 reads). */
const CATALOG_PAGE = 12 + 1 + 11;
const ADMIN_PAGE = 50 + 1;
/** The sitemap's plan: "60,000 places cost about 200 to 450 reads" (docs/api.md). */
const SITEMAP_PLAN = 500;
/** GET /service: "at most 100 places"; a cold instance reads 101. */
const SERVICE_LIST = 101;
/** A sitemap page: one keys-only query "of at most 50,000 ids". */
const SITEMAP_PAGE = 50_000;

export interface ReadsRow {
  call: string;
  /** Places in the catalogue. */
  size: number;
  status: number;
  cold: number;
  warm: number | null;
  bound: Bound;
}

/** Every call of the API once on a catalogue of `size` places. */
async function measureAt(size: number): Promise<ReadsRow[]> {
  const real = await resetData();
  await writePlaces(generatePlaces(Math.max(0, size - real.length), real, 7));
  const [author, reader, admin] = await Promise.all([
    createTestUser({ displayName: 'Reads Author' }),
    createTestUser({ displayName: 'Reads Reader' }),
    createTestAdmin(),
  ]);
  const place = PLACE.kyoto;
  const shared = await serveApp();
  const rows: ReadsRow[] = [];
  const row: Row = async (name, path, init, { bound, again = true, fresh = true }) => {
    // A fresh instance for each call, so "cold" is that call's own cost with every cache empty.
    const app: RunningApp = fresh ? await serveApp() : shared;
    try {
      resetDbStats();
      const first = await app.call(path, init);
      const cold = dbStats.docsRead;
      let warm: number | null = null;
      if (again) {
        resetDbStats();
        await app.call(path, init);
        warm = dbStats.docsRead;
      }
      rows.push({ call: name, size, status: first.status, cold, warm, bound });
      return first;
    } finally {
      if (fresh) app.close();
    }
  };
  const flat = { bound: 'flat' } as const;
  const once = { bound: 'flat', again: false } as const;

  await row('GET /services', '/services', {}, flat);
  // A cold instance reads one more than the list, to tell "all" from "the first 100".
  await row('GET /service', '/service', {}, { bound: SERVICE_LIST });
  await row(`GET /service/${place}`, `/service/${place}`, {}, { bound: 1 });
  await row('GET /service/no-such-place (404)', '/service/no-such-place', {}, flat);
  // A review to read, report, edit and delete, written through the API.
  const review = { service: place, customer: 'Reads', message: 'A fine trip.', rating: 4 };
  await row('POST /review', '/review', { method: 'POST', as: author, body: review }, once);
  const mine = await shared.call(`/reviews?email=${encodeURIComponent(author.email)}`, {
    as: author,
  });
  const reviewId = (mine.json as { _id: string }[])[0]!._id;
  await row(`GET /service/${place}/reviews`, `/service/${place}/reviews`, {}, flat);
  await row(
    'GET /reviews?email= (one review)',
    `/reviews?email=${encodeURIComponent(author.email)}`,
    { as: author },
    { bound: OWN_REVIEWS_PAGE },
  );
  await row('GET /review/:id', `/review/${reviewId}`, { as: author }, { bound: 1 });
  const edit = { review: 'Better than I remembered.', rating: 5 };
  await row(
    'PUT /review/:id',
    `/review/${reviewId}`,
    { method: 'PUT', as: author, body: edit },
    once,
  );
  const report = { method: 'POST', as: reader, body: { reason: 'spam' } };
  await row('POST /review/:id/report', `/review/${reviewId}/report`, report, once);
  // A helpful vote (the second PUT changes nothing), the reader's votes, the vote taken back.
  const helpful = `/review/${reviewId}/helpful`;
  await row('PUT /review/:id/helpful', helpful, { method: 'PUT', as: reader }, flat);
  await row('GET /me/helpful?service=', `/me/helpful?service=${place}`, { as: reader }, flat);
  await row('DELETE /review/:id/helpful', helpful, { method: 'DELETE', as: reader }, once);
  // A saved place (the second PUT changes nothing), the reader's list, the place removed.
  await row('PUT /me/saved/:id', `/me/saved/${place}`, { method: 'PUT', as: reader }, flat);
  await row('GET /me/saved (one place)', '/me/saved', { as: reader }, { bound: SAVED_PAGE });
  await row('DELETE /me/saved/:id', `/me/saved/${place}`, { method: 'DELETE', as: reader }, once);

  const page = { bound: CATALOG_PAGE };
  await row('GET /catalog (first page)', '/catalog', {}, page);
  // A search: the instance's first builds its index from every place on offer (once per
  // instance, by pages of 2,000: a last page that finds nothing is billed one read), then each
  // search reads its page's places.
  await row(
    'GET /catalog?q=lake (builds the index)',
    '/catalog?q=lake&sort=rating',
    {},
    {
      bound: size + 1 + 12,
      again: false,
    },
  );
  await shared.call('/catalog?q=warm');
  await row(
    'GET /catalog?q=lake&sort=rating',
    '/catalog?q=lake&sort=rating',
    {},
    {
      bound: 12,
      fresh: false,
    },
  );
  // Nearby places come from the index the search built (it keeps every place's coordinates):
  // the place, and the six it lists, whatever the catalogue's size.
  await row(
    `GET /service/${place}/nearby`,
    `/service/${place}/nearby`,
    {},
    { bound: 1 + 6, fresh: false },
  );
  // The nearest first from a reader's position: measured in that same index, with words or
  // without, so a page reads its places (at most `limit`) and the next page by cursor the same.
  const kyotoNear = 'near=35.01,135.77&sort=distance';
  const nearest = await row(
    'GET /catalog?near=&sort=distance',
    `/catalog?${kyotoNear}`,
    {},
    { bound: 12, fresh: false },
  );
  const nearCursor = (nearest.json as { nextCursor: string | null }).nextCursor;
  if (nearCursor) {
    await row(
      'GET /catalog?near=&sort=distance (page 2)',
      `/catalog?${kyotoNear}&cursor=${nearCursor}`,
      {},
      { bound: 12, fresh: false },
    );
  }
  await row(
    'GET /catalog?q=lake&near=&sort=distance&limit=48',
    `/catalog?q=lake&${kyotoNear}&limit=48&region=Europe`,
    {},
    { bound: 48, fresh: false },
  );
  // `near` on a sort Firestore serves: that query's page, the distances measured on it.
  await row('GET /catalog?near=&sort=price', `/catalog?near=35.01,135.77&sort=price`, {}, page);
  const filters = '?region=Europe&maxPrice=2500&minRating=3.5&sort=price';
  await row('GET /catalog (region, price, rating)', `/catalog${filters}`, {}, page);
  // The sixth page of 12, reached by following the cursors.
  let cursor: string | null = null;
  for (let n = 0; n < 5; n++) {
    const body = (await shared.call(`/catalog${cursor ? `?cursor=${cursor}` : ''}`)).json as {
      nextCursor: string | null;
    };
    cursor = body.nextCursor;
  }
  if (cursor) await row('GET /catalog (page 6, by cursor)', `/catalog?cursor=${cursor}`, {}, page);

  await personalCalls(row, shared.call, size);

  const index = await row('GET /sitemap.xml', '/sitemap.xml', {}, { bound: SITEMAP_PLAN });
  // A query string on an instance that has served the index: the same cached answer.
  await shared.call('/sitemap.xml');
  await row(
    'GET /sitemap.xml?x=1 (after the index)',
    '/sitemap.xml?x=1',
    {},
    {
      ...flat,
      fresh: false,
    },
  );
  // A page on a fresh instance plans the sitemap first, then reads its ids (keys only).
  const sitemapPage = { bound: SITEMAP_PLAN + SITEMAP_PAGE };
  await row('GET /sitemap-1.xml', '/sitemap-1.xml', {}, sitemapPage);
  const pages = String(index.json).match(/<sitemap>/g)?.length ?? 0;
  if (pages > 1) await row(`GET /sitemap-${pages}.xml`, `/sitemap-${pages}.xml`, {}, sitemapPage);

  const asAdmin = { as: admin };
  const list = await row('GET /admin/services', '/admin/services', asAdmin, { bound: ADMIN_PAGE });
  const next = cursorOf(list.link);
  if (next) {
    await row('GET /admin/services (page 2)', `/admin/services?cursor=${next}`, asAdmin, {
      bound: ADMIN_PAGE,
    });
  }
  await row('GET /admin/services?q=lakes', '/admin/services?q=lakes', asAdmin, {
    bound: ADMIN_PAGE,
  });
  await row('GET /admin/service/:id', `/admin/service/${place}`, asAdmin, { bound: 1 });
  await row('GET /admin/reports', '/admin/reports', asAdmin, flat);
  const hide = { method: 'PUT', as: admin, body: { hidden: true } };
  await row('PUT /admin/review/:id (hide)', `/admin/review/${reviewId}`, hide, once);
  const body = {
    title: 'Reads Bench Place',
    description: 'A place made to count the reads of the admin calls.',
    price: 900,
    country: 'Portugal',
    region: 'Europe',
    img: real[0]!.img,
  };
  const created = await row(
    'POST /admin/service',
    '/admin/service',
    {
      method: 'POST',
      as: admin,
      body,
    },
    once,
  );
  const newId = (created.json as { insertedId: string }).insertedId;
  const renamed = { ...body, title: 'Reads Bench Place, renamed', price: 950 };
  await row(
    'PUT /admin/service/:id',
    `/admin/service/${newId}`,
    {
      method: 'PUT',
      as: admin,
      body: renamed,
    },
    once,
  );
  await row(
    'DELETE /admin/service/:id',
    `/admin/service/${newId}`,
    {
      method: 'DELETE',
      as: admin,
    },
    once,
  );
  await row('DELETE /review/:id', `/review/${reviewId}`, { method: 'DELETE', as: author }, once);
  shared.close();
  return rows;
}

/** One table: a row per call, a column pair (cold / warm) per size, and the call's bound. */
function printTable(rows: readonly ReadsRow[], sizes: readonly number[]): void {
  // In the order of the largest catalogue's run, which has every call (a second sitemap page).
  const largest = Math.max(...sizes);
  const calls = [...new Set(rows.filter((r) => r.size === largest).map((r) => r.call))];
  const cell = (r: ReadsRow | undefined) =>
    r ? `${r.cold} / ${r.warm ?? '—'}${r.status >= 400 ? ` (${r.status})` : ''}` : '—';
  console.log('\nReads per request (documents billed; cold: a fresh instance / warm: again)\n');
  console.log(
    `| call | ${sizes.map((s) => `${s.toLocaleString('en-US')} places`).join(' | ')} | bound |`,
  );
  console.log(`| --- | ${sizes.map(() => '--:').join(' | ')} | --: |`);
  for (const call of calls) {
    const cells = sizes.map((size) => cell(rows.find((r) => r.call === call && r.size === size)));
    const bound = rows.find((r) => r.call === call)!.bound;
    console.log(`| ${call} | ${cells.join(' | ')} | ${bound === 'flat' ? 'flat' : bound} |`);
  }
  console.log('');
}

const flags = parseFlags(meta);
const sizes = flags.list('sizes').map(Number);
const rows: ReadsRow[] = [];
for (const size of sizes) {
  const t0 = performance.now();
  const at = await measureAt(size);
  console.log(
    `[bench] ${size.toLocaleString('en-US')} places: ${at.length} calls in ` +
      `${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  rows.push(...at);
}
printTable(rows, sizes);

const goals = new Goals();
const largest = Math.max(...sizes);
const smallest = Math.min(...sizes);
for (const row of rows.filter((r) => r.size === largest)) {
  const most = Math.max(row.cold, row.warm ?? 0);
  const failed = row.status >= 500 ? ` (answered ${row.status})` : '';
  if (row.bound === 'flat') {
    if (largest === smallest) continue;
    const small = rows.find((r) => r.size === smallest && r.call === row.call);
    const base = small ? Math.max(small.cold, small.warm ?? 0) : NaN;
    goals.check(
      meta.goals.flat,
      most <= base && !failed,
      `${row.call}: ${most} at ${largest.toLocaleString('en-US')}, ${base} at ${smallest}${failed}`,
    );
  } else {
    goals.check(
      meta.goals.bounded,
      most <= row.bound && !failed,
      `${row.call}: ${most} of at most ${row.bound.toLocaleString('en-US')}${failed}`,
    );
  }
}
goals.finish(meta.name);
