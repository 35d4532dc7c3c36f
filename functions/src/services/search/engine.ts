import type { CursorSchema } from '../../lib/cursor';
import type { Region } from '../regions';
import type { CatalogSort, Point, Service } from '../schema';

/*
 * The one interface GET /catalog searches through. Two engines implement it: the index inside
 * each API instance (in-instance-engine.ts, what runs today) and a hosted Typesense collection
 * (typesense-engine.ts, the scale path: docs/decisions.md). Both answer the same contract test
 * (functions/test/search-engine-contract.test.ts): matching, ranking, filters, sorts, cursors,
 * suggestions.
 */

/** The filters a search combines with its words, as GET /catalog takes them. */
export interface SearchFilters {
  region?: Region;
  minPrice?: number;
  maxPrice?: number;
  /** Half stars from 1 to 5: the average rounded down to a half star is at least this. */
  minRating?: number;
}

export interface SearchRequest {
  /**
   * The query's normalised words (words.ts, queryWords): at least one, but for `distance`, where
   * none means every place on offer.
   */
  words: string[];
  filters: SearchFilters;
  sort: CatalogSort;
  /**
   * Where `distance` measures from (required by it, ignored by the other sorts). `distance` lists
   * only the places that have a location, nearest first (great-circle), ties by id.
   */
  near?: Point;
  limit: number;
  /** Where the previous page ended: values its cursor held, already checked by `cursorSchema`. */
  after?: unknown[];
}

export interface SearchPage {
  items: Service[];
  /** What the next page's cursor holds, when there is one. */
  next: unknown[] | null;
  /** Every match, not only this page's. */
  total: number;
}

export interface SearchEngine {
  readonly name: string;
  /** What a cursor of this engine holds for `sort`, checked before a search sees it. */
  cursorSchema(sort: CatalogSort, filters: SearchFilters): CursorSchema;
  /**
   * One page of the places that match every word: anywhere in the title, country, region or
   * description, in any order, the last word also as the start of a word, a typo forgiven
   * (words.ts, typosForgiven). `relevance` puts title hits before description hits and exact
   * words before typos.
   */
  search(request: SearchRequest): Promise<SearchPage>;
  /** A query close to `words` that finds something under `filters`, or null. */
  suggest(words: string[], filters: SearchFilters): Promise<string | null>;
}
