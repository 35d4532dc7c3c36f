import { z } from 'zod';
import { cursorValues, type Cursors, type CursorSchema } from '../lib/cursor';
import { docIdSchema } from '../lib/ids';
import { bandsFrom } from './ranking';
import {
  CATALOG_SORTS,
  type CatalogItem,
  type CatalogPage,
  type CatalogQuery,
  type CatalogSort,
  type Point,
} from './schema';
import type { SearchEngine, SearchFilters } from './search/engine';
import { distanceKm } from './search/place-index';
import { queryWords } from './search/words';
import {
  countCatalog,
  readCatalogPage,
  type CatalogField,
  type CatalogFilters,
  type CatalogOrder,
} from './store';

/*
 * Finding places (GET /catalog). Without words to search, every filter and sort is one
 * Firestore query on indexed fields (composite indexes in firestore.indexes.json), so a page
 * costs `limit` + 1 document reads and a count that stops at TOTAL_MAX (at most 11 reads),
 * however large the catalogue. With words, the search engine answers (search/engine.ts): the
 * same filters and sorts, and `relevance`. `distance` (from `near`) is the engine's too, with words
 * or without: the index keeps every place's coordinates, so no Firestore query is needed.
 */

/**
 * Counting stops here: past it, `total` says TOTAL_MAX and `totalCapped` is true ("10,000+").
 * Firestore bills a count one read per 1,000 matches, so an exact total of a 60,000-place
 * catalogue would cost 60 reads a page.
 */
export const TOTAL_MAX = 10_000;

/** The sorts only the search index serves: `relevance` needs words, `distance` a point. */
export const INDEX_SORTS = ['relevance', 'distance'] as const satisfies readonly CatalogSort[];

/** The sorts a Firestore query serves: all but the index's. */
export type ListSort = Exclude<CatalogSort, (typeof INDEX_SORTS)[number]>;
export const LIST_SORTS: readonly ListSort[] = CATALOG_SORTS.filter(
  (sort): sort is ListSort => !(INDEX_SORTS as readonly CatalogSort[]).includes(sort),
);

/** Each sort is one stored field; ties go to the id, in the same direction. */
const SORT_ORDER: Record<ListSort, CatalogOrder> = {
  recommended: ['rankRecommended', 'desc'],
  rating: ['rankRating', 'desc'],
  reviews: ['rating.count', 'desc'],
  price: ['price', 'asc'],
  '-price': ['price', 'desc'],
  title: ['titleSort', 'asc'],
};

/** What each ordered field holds, as a cursor must hold it (place-fields.ts, ranking.ts). */
const FIELD_VALUES: Record<CatalogField, z.ZodType> = {
  rankRecommended: z.number(),
  rankRating: z.number(),
  'rating.count': z.number().int().min(0),
  price: z.number().min(0),
  titleSort: z.string().max(1000),
};

/** A page's cursor: the values of its orders' fields, then the id. */
function cursorSchema(orders: readonly CatalogOrder[]): CursorSchema {
  return cursorValues([...orders.map(([field]) => FIELD_VALUES[field]), docIdSchema]);
}

/** The stored fields a page is ordered by: the sort, then the price when it is a range. */
export function catalogOrders(sort: ListSort, priceRange: boolean): CatalogOrder[] {
  const order = SORT_ORDER[sort];
  return priceRange && order[0] !== 'price' ? [order, ['price', 'asc']] : [order];
}

export function catalogFilters(query: CatalogQuery): CatalogFilters {
  const filters: CatalogFilters = {};
  if (query.region) filters.region = query.region;
  if (query.minRating !== undefined) filters.bands = bandsFrom(query.minRating);
  if (query.minPrice !== undefined) filters.minPrice = query.minPrice;
  if (query.maxPrice !== undefined) filters.maxPrice = query.maxPrice;
  return filters;
}

function searchFilters(query: CatalogQuery): SearchFilters {
  const { region, minPrice, maxPrice, minRating } = query;
  return Object.fromEntries(
    Object.entries({ region, minPrice, maxPrice, minRating }).filter(([, v]) => v !== undefined),
  );
}

export async function findPlaces(
  query: CatalogQuery,
  cursors: Cursors,
  engine: SearchEngine,
  totalMax = TOTAL_MAX,
): Promise<CatalogPage> {
  const words = query.q === undefined ? [] : queryWords(query.q);
  const { near } = query;
  let page: CatalogPage;
  if (query.sort === 'distance') {
    // With words or without: the index measures every place it keeps (no Firestore order can).
    page = await searchPlaces(query, words, 'distance', cursors, engine, totalMax);
  } else if (words.length === 0) {
    // No letters or digits to look for: every place, as without `q`.
    const sort =
      query.sort === undefined || query.sort === 'relevance' ? 'recommended' : query.sort;
    page = await listPlaces(query, sort, cursors, totalMax);
  } else {
    page = await searchPlaces(query, words, query.sort ?? 'relevance', cursors, engine, totalMax);
  }
  return near ? withDistances(page, near, query.sort === 'distance') : page;
}

/** Great-circle kilometres to 0.1 km, as GET /service/:id/nearby gives them. */
const tenthsOfKm = (km: number) => Math.round(km * 10) / 10;

/**
 * Each item with its distance from `near`, measured to the place's stored location (null
 * without one). A `distance` page lists located places only: one whose location was removed
 * since the index last looked is left out, as a place retired since then is.
 */
function withDistances(page: CatalogPage, near: Point, locatedOnly: boolean): CatalogPage {
  const items = page.items.flatMap((item): CatalogItem[] => {
    const at = item.location;
    if (!at) return locatedOnly ? [] : [{ ...item, distanceKm: null }];
    return [{ ...item, distanceKm: tenthsOfKm(distanceKm(near.lat, near.lng, at.lat, at.lng)) }];
  });
  return { ...page, items };
}

/** A page of places from the search engine: words to match, or the nearest first. */
async function searchPlaces(
  query: CatalogQuery,
  words: string[],
  sort: CatalogSort,
  cursors: Cursors,
  engine: SearchEngine,
  totalMax: number,
): Promise<CatalogPage> {
  const filters = searchFilters(query);
  const near = sort === 'distance' ? query.near : undefined;
  // A cursor only continues the list it was made for: same words, filters, sort (and point).
  const scope = `catalog:${JSON.stringify({ words, ...filters, sort, ...(near && { near }) })}`;
  const after = query.cursor
    ? cursors.decode(scope, query.cursor, engine.cursorSchema(sort, filters))
    : undefined;
  const page = await engine.search({ words, filters, sort, near, limit: query.limit, after });
  const answer: CatalogPage = {
    items: page.items,
    nextCursor: page.next ? cursors.encode(scope, page.next) : null,
    total: Math.min(page.total, totalMax),
    totalCapped: page.total > totalMax,
  };
  if (words.length > 0 && page.total === 0 && after === undefined) {
    answer.suggestion = await engine.suggest(words, filters);
  }
  return answer;
}

/** A page of places by one Firestore query: no words to search. */
async function listPlaces(
  query: CatalogQuery,
  sort: ListSort,
  cursors: Cursors,
  totalMax: number,
): Promise<CatalogPage> {
  const filters = catalogFilters(query);
  const priceRange = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const orders = catalogOrders(sort, priceRange);
  // A cursor only continues the list it was made for: same filters, same sort.
  const scope = `catalog:${JSON.stringify({ ...filters, sort })}`;
  const after = query.cursor
    ? cursors.decode(scope, query.cursor, cursorSchema(orders))
    : undefined;
  const [page, counted] = await Promise.all([
    readCatalogPage(filters, orders, query.limit, after),
    countCatalog(filters, totalMax + 1),
  ]);
  return {
    items: page.services,
    nextCursor: page.next ? cursors.encode(scope, page.next) : null,
    total: Math.min(counted, totalMax),
    totalCapped: counted > totalMax,
  };
}
