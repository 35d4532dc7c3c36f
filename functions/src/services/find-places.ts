import { z } from 'zod';
import { cursorValues, type Cursors, type CursorSchema } from '../lib/cursor';
import { docIdSchema } from '../lib/ids';
import { bandsFrom } from './ranking';
import { CATALOG_SORTS, type CatalogPage, type CatalogQuery, type CatalogSort } from './schema';
import type { SearchEngine, SearchFilters } from './search/engine';
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
 * same filters and sorts, and `relevance`.
 */

/**
 * Counting stops here: past it, `total` says TOTAL_MAX and `totalCapped` is true ("10,000+").
 * Firestore bills a count one read per 1,000 matches, so an exact total of a 60,000-place
 * catalogue would cost 60 reads a page.
 */
export const TOTAL_MAX = 10_000;

/** The sorts a Firestore query serves: all but `relevance`, which needs words. */
export type ListSort = Exclude<CatalogSort, 'relevance'>;
export const LIST_SORTS: readonly ListSort[] = CATALOG_SORTS.filter(
  (sort): sort is ListSort => sort !== 'relevance',
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
  if (words.length === 0) {
    // No letters or digits to look for: every place, as without `q`.
    const sort =
      query.sort === undefined || query.sort === 'relevance' ? 'recommended' : query.sort;
    return listPlaces(query, sort, cursors, totalMax);
  }
  const sort = query.sort ?? 'relevance';
  const filters = searchFilters(query);
  // A cursor only continues the list it was made for: same words, filters and sort.
  const scope = `catalog:${JSON.stringify({ words, ...filters, sort })}`;
  const after = query.cursor
    ? cursors.decode(scope, query.cursor, engine.cursorSchema(sort, filters))
    : undefined;
  const page = await engine.search({ words, filters, sort, limit: query.limit, after });
  const answer: CatalogPage = {
    items: page.items,
    nextCursor: page.next ? cursors.encode(scope, page.next) : null,
    total: Math.min(page.total, totalMax),
    totalCapped: page.total > totalMax,
  };
  if (page.total === 0 && after === undefined) {
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
