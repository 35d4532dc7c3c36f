/**
 * api:catalog — GET /catalog on 100 and on 10,000 places in the same run: the first page, a
 * filtered and sorted page, the last page reached by following cursors, and a search (reported:
 * it finds a few places among 100, a full page among 10,000). A page is one indexed query plus a
 * count, so its cost should not grow with the catalogue: CPU time per request (the API in
 * process and the suite's Firestore emulator), which a busy machine hardly moves. Rounds of 100
 * then 10,000 places, so a burst of noise cannot favour one size; the best round of each counts.
 */
import { emulatorDb, generatePlaces, resetData, writePlaces } from '@tourist-guide/testing';
import { catalog as meta } from '../catalogue.js';
import { serveApp, type RunningApp } from '../support/app.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';
import { dbStats, resetDbStats, throughput, type Row } from '../support/measure.js';

const flags = parseFlags(meta);
const load = { seconds: flags.number('seconds'), connections: flags.number('connections') };
const ROUNDS = flags.number('rounds');

const PAGES = [
  ['first page', ''],
  // A full page at both sizes (16 of 100 places match), so both pages do the same work.
  ['filtered page', '?maxPrice=2500&minRating=3.5&sort=price'],
  ['search page', '?q=lake&sort=rating'],
] as const;
type Page = (typeof PAGES)[number][0] | 'deep page';

/** The cursor of the recommended list's last page (12 places), reached page by page. */
async function lastPageCursor(api: RunningApp): Promise<string> {
  let cursor: string | null = null;
  let seen = 0;
  let total = Infinity;
  while (seen + 48 < total - 12) {
    const page = (await api.call(`/catalog?limit=48${cursor ? `&cursor=${cursor}` : ''}`)).json as {
      items: unknown[];
      nextCursor: string | null;
      total: number;
    };
    total = page.total;
    seen += page.items.length;
    cursor = page.nextCursor;
    if (!cursor) throw new Error('the catalogue ended before its last page');
  }
  return cursor!;
}

const best: Record<string, Row> = {};
let mostReads = 0;

async function measureAt(size: number): Promise<void> {
  const api = await serveApp();
  const pages: (readonly [Page, string])[] = [
    ...PAGES,
    ['deep page', `?cursor=${await lastPageCursor(api)}`],
  ];
  for (const [name, query] of pages) {
    const url = `${api.url}/catalog${query}`;
    const check = await api.call(`/catalog${query}`);
    if (check.status !== 200) throw new Error(`GET /catalog${query}: ${check.status}`);
    await throughput('warm-up', name, url, { ...load, amount: 100 });
    // One request alone on the warm instance: exactly one page's reads.
    resetDbStats();
    await api.call(`/catalog${query}`);
    mostReads = Math.max(mostReads, dbStats.docsRead);
    const row = await throughput('api (node)', `${size} places: ${name}`, url, load);
    const key = `${size}:${name}`;
    if (!best[key] || row.cpu < best[key].cpu) best[key] = row;
  }
  api.close();
}

/** Deletes the made-up places from `keep` on (of `of`). */
async function trimGenerated(keep: number, of: number): Promise<void> {
  const db = emulatorDb();
  for (let start = keep; start < of; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(of, start + 500); i++) {
      batch.delete(db.collection('services').doc(`generated-${String(i).padStart(6, '0')}`));
    }
    await batch.commit();
  }
}

const real = await resetData();
const small = 100 - real.length;
const large = 10_000 - real.length;
for (let round = 1; round <= ROUNDS; round++) {
  console.log(`[bench] round ${round} of ${ROUNDS}`);
  if (round === 1) await writePlaces(generatePlaces(small, real, 7));
  else await trimGenerated(small, large);
  await measureAt(100);
  await writePlaces(generatePlaces(large, real, 7).slice(small));
  await measureAt(10_000);
}

const goals = new Goals();
for (const [name, goal] of [
  ['first page', meta.goals.first],
  ['filtered page', meta.goals.filtered],
  ['deep page', meta.goals.deep],
  ['search page', undefined],
] as const) {
  const at100 = best[`100:${name}`]!;
  const at10k = best[`10000:${name}`]!;
  const measured =
    `${at10k.cpu.toFixed(2)} against ${at100.cpu.toFixed(2)} ms/req, ` +
    `${(at10k.cpu / at100.cpu).toFixed(2)}× (${at10k.rps.toFixed(0)} against ` +
    `${at100.rps.toFixed(0)} req/s)`;
  if (goal) goals.judge(goal, at10k.cpu / at100.cpu, measured);
  else console.log(`[bench] ${name} (reported): ${measured}`);
}
goals.judge(meta.goals.reads, mostReads, `at most ${mostReads}`);
goals.finish(meta.name);
