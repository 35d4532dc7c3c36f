import { z } from 'zod';
import { cursorValues } from '../../lib/cursor';
import { REGIONS } from '../regions';
import { serviceSchema, type CatalogSort, type Service } from '../schema';
import type { SearchEngine, SearchFilters } from './engine';
import { typosForgiven } from './words';

/*
 * The same interface over a hosted Typesense collection: the scale path when one instance can no
 * longer hold the index (docs/decisions.md, "Search"). Firebase's Typesense extension
 * (typesense/firestore-typesense-search) keeps the collection in step with `services`; this
 * engine only reads it, through Typesense's search API. Nothing here runs in `npm test` (the
 * network reaches only npm); the engines' contract test runs it when TYPESENSE_URL is set.
 */

export interface TypesenseOptions {
  /** e.g. https://xyz.a1.typesense.net */
  url: string;
  /** A search-only API key. */
  apiKey: string;
  /** The extension's collection, `services` by default. */
  collection?: string;
  fetch?: typeof fetch;
}

/** The collection's schema, as the extension's "Firestore Collection Fields" are set. */
export const TYPESENSE_SCHEMA = {
  fields: [
    { name: 'title', type: 'string' },
    { name: 'country', type: 'string' },
    { name: 'region', type: 'string', facet: true },
    { name: 'description', type: 'string' },
    { name: 'price', type: 'float' },
    { name: 'img', type: 'string', index: false, optional: true },
    { name: 'photos', type: 'string[]', index: false, optional: true },
    { name: 'rating', type: 'object', index: false, optional: true },
    { name: 'rating.count', type: 'int32' },
    { name: 'ratingBand', type: 'float' },
    { name: 'rankRecommended', type: 'float' },
    { name: 'rankRating', type: 'float' },
    { name: 'titleSort', type: 'string', sort: true },
    { name: 'live', type: 'bool' },
  ],
  enable_nested_fields: true,
} as const;

const hitSchema = z.object({
  document: z.object({ id: z.string() }).passthrough(),
});
const searchAnswerSchema = z.object({ found: z.number().int(), hits: z.array(hitSchema) });

/**
 * Each sort in Typesense's terms (at most three fields; ties fall to Typesense's own order).
 * `distance` is not among them: the collection has no geopoint field yet (docs/decisions.md).
 */
const SORT_BY: Record<Exclude<CatalogSort, 'distance'>, string> = {
  relevance: '_text_match:desc,rankRecommended:desc',
  recommended: 'rankRecommended:desc',
  rating: 'rankRating:desc',
  reviews: 'rating.count:desc',
  price: 'price:asc',
  '-price': 'price:desc',
  title: 'titleSort:asc',
};

const quote = (text: string) => `\`${text.replace(/`/g, '')}\``;

function filterBy({ region, minPrice, maxPrice, minRating }: SearchFilters): string {
  const parts = ['live:=true'];
  if (region !== undefined && (REGIONS as readonly string[]).includes(region)) {
    parts.push(`region:=${quote(region)}`);
  }
  if (minPrice !== undefined) parts.push(`price:>=${minPrice}`);
  if (maxPrice !== undefined) parts.push(`price:<=${maxPrice}`);
  if (minRating !== undefined) parts.push(`ratingBand:>=${minRating}`);
  return parts.join(' && ');
}

function toService(document: Record<string, unknown>): Service {
  return serviceSchema.parse({ ...document, _id: document.id });
}

/** Typesense pages by number: a cursor holds the next match's position. */
const OFFSET_CURSOR = cursorValues([z.number().int().min(0).max(10_000)]);

export function createTypesenseEngine(options: TypesenseOptions): SearchEngine {
  const collection = options.collection ?? 'services';
  const get = options.fetch ?? fetch;

  async function search(words: readonly string[], filters: SearchFilters, params: object) {
    const query = new URLSearchParams({
      q: words.join(' '),
      query_by: 'title,country,region,description',
      query_by_weights: '4,3,2,1',
      prefix: 'true,true,true,true',
      // Our typo rules: one from 4 letters, two from 8; every word must match.
      num_typos: String(Math.max(...words.map(typosForgiven))),
      min_len_1typo: '4',
      min_len_2typo: '8',
      // Look past exact matches for every typo allowed, not only when exact ones are few.
      typo_tokens_threshold: '10000',
      drop_tokens_threshold: '0',
      split_join_tokens: 'off',
      filter_by: filterBy(filters),
      ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    });
    const res = await get(
      `${options.url}/collections/${encodeURIComponent(collection)}/documents/search?${query}`,
      { headers: { 'X-TYPESENSE-API-KEY': options.apiKey } },
    );
    if (!res.ok) throw new Error(`Typesense answered ${res.status}`);
    return searchAnswerSchema.parse(await res.json());
  }

  return {
    name: 'typesense',
    cursorSchema: () => OFFSET_CURSOR,
    async search({ words, filters, sort, limit, after }) {
      if (sort === 'distance') {
        throw new Error('sort=distance needs a geopoint field the Typesense collection lacks');
      }
      const offset = after ? (after[0] as number) : 0;
      const answer = await search(words, filters, {
        sort_by: SORT_BY[sort],
        offset,
        limit,
      });
      const items = answer.hits.map((hit) => toService(hit.document));
      const next = offset + items.length < answer.found ? [offset + items.length] : null;
      return { items, next, total: answer.found };
    },
    async suggest(words, filters) {
      // Typesense has no "did you mean": widen the typos and drop words, then offer the
      // words of the best hit's title that are nearest to what was typed.
      const answer = await search(words, filters, {
        num_typos: 2,
        min_len_1typo: 3,
        min_len_2typo: 5,
        drop_tokens_threshold: 1,
        limit: 1,
      });
      const best = answer.hits[0];
      return best ? String(best.document.title ?? '') || null : null;
    },
  };
}
