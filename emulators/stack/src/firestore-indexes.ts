import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ModerationStore from '../../../functions/src/reviews/moderation-store.js';
import type * as FindPlaces from '../../../functions/src/services/find-places.js';
import { fromFunctions } from './from-functions.js';
import type { IndexField, IndexesFile } from '@tourist-guide/firestore-emulator/index-coverage';
import { ROOT } from './paths.js';

/*
 * firestore.indexes.json is generated from the queries the API builds, so it cannot
 * fall behind them: `npm run indexes` writes it, a test checks the committed file is
 * current, and the index-coverage step of `npm test` checks every query a run made.
 */

const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });

/**
 * A place's reviews: by account (My Review), the four public orders (always with the id last), and
 * its owner's page of those still without an answer (owners: `response == null`).
 */
const REVIEW_INDEXES: IndexField[][] = [
  [asc('uid'), desc('createdAt'), desc('__name__')],
  [asc('service'), asc('hidden'), desc('createdAt'), desc('__name__')],
  [asc('service'), asc('hidden'), asc('response'), desc('createdAt'), desc('__name__')],
  [asc('service'), asc('hidden'), desc('ratingHigh'), desc('createdAt'), desc('__name__')],
  [asc('service'), asc('hidden'), asc('ratingLow'), desc('createdAt'), desc('__name__')],
  [asc('service'), asc('hidden'), desc('helpful'), desc('createdAt'), desc('__name__')],
];

/** A place's gallery: its visible reviews' photos, newest first (reviews/photos-store.ts). */
const PHOTO_INDEXES: IndexField[][] = [
  [asc('service'), asc('hidden'), desc('addedAt'), desc('__name__')],
];

/** Every subset of the catalogue's optional equality filters (words are the search engine's). */
const EQUALITY_FILTERS: IndexField[] = [asc('region'), asc('ratingBand')];

/** The moderation queues: one status, most reported first (moderation-store.ts QUEUE_ORDER). */
async function queueIndexes(): Promise<IndexField[][]> {
  const { QUEUE_ORDER } = await fromFunctions<typeof ModerationStore>(
    () => import('../../../functions/src/reviews/moderation-store.js'),
  );
  return Object.values(QUEUE_ORDER).map((field) => [
    asc('reportStatus'),
    desc(field),
    desc('__name__'),
  ]);
}

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);
}

async function catalogIndexes(): Promise<IndexField[][]> {
  const { catalogOrders, LIST_SORTS } = await fromFunctions<typeof FindPlaces>(
    () => import('../../../functions/src/services/find-places.js'),
  );
  const orderSuffixes = new Map<string, IndexField[]>();
  const add = (fields: IndexField[]) => orderSuffixes.set(JSON.stringify(fields), fields);
  for (const sort of LIST_SORTS) {
    for (const priceRange of [false, true]) {
      add(catalogOrders(sort, priceRange).map(([f, d]) => (d === 'asc' ? asc(f) : desc(f))));
    }
  }
  // The count of a price range (no explicit order: the range orders it).
  add([asc('price')]);
  const indexes: IndexField[][] = [];
  for (const equalities of subsets(EQUALITY_FILTERS)) {
    for (const orders of orderSuffixes.values())
      indexes.push([asc('live'), ...equalities, ...orders]);
  }
  return indexes;
}

export async function indexesFile(): Promise<IndexesFile & { fieldOverrides: unknown[] }> {
  const index = (collectionGroup: string) => (fields: IndexField[]) => ({
    collectionGroup,
    queryScope: 'COLLECTION',
    fields,
  });
  return {
    indexes: [
      ...REVIEW_INDEXES.map(index('reviews')),
      ...(await queueIndexes()).map(index('reviews')),
      ...PHOTO_INDEXES.map(index('reviewPhotos')),
      ...(await catalogIndexes()).map(index('services')),
    ],
    fieldOverrides: [],
  };
}

export const INDEXES_PATH = path.join(ROOT, 'firestore.indexes.json');

export function committedIndexes(): unknown {
  return JSON.parse(readFileSync(INDEXES_PATH, 'utf8'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = await indexesFile();
  writeFileSync(INDEXES_PATH, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`[indexes] wrote ${file.indexes.length} composite indexes to firestore.indexes.json`);
}
