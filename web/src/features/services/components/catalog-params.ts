import type { CatalogSort } from '@contract/places';
import { REGIONS } from '@contract/regions';

/*
 * The catalogue page keeps all its state in the URL (/allService?q=…&region=…): a
 * search can be shared, reloaded and gone back to. These are the parameters as the
 * URL and GET /catalog both spell them. Kept free of zod: this module is part of
 * every public page's code (the catalogue's loader runs from it), hence the regions' own module.
 */

export const SORTS: readonly { value: CatalogSort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'recommended', label: 'Recommended' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'reviews', label: 'Most reviewed' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: 'title', label: 'Name, A to Z' },
];

/** The order GET /catalog answers in when none is asked for: the best match for a search. */
export const defaultSort = (params: CatalogParams): CatalogSort =>
  params.q ? 'relevance' : 'recommended';

/** The sorts on offer: the best match only when there is a search to match. */
export const sortsFor = (params: CatalogParams) =>
  SORTS.filter((sort) => sort.value !== 'relevance' || Boolean(params.q));

export const MIN_RATINGS = ['3', '3.5', '4', '4.5'] as const;

export interface CatalogParams {
  q?: string;
  region?: string;
  minPrice?: string;
  maxPrice?: string;
  minRating?: string;
  sort?: string;
}

const KEYS = ['q', 'region', 'minPrice', 'maxPrice', 'minRating', 'sort'] as const;
const dollars = (v: string) => /^\d{1,7}$/.test(v);

/**
 * The parameters of a URL that GET /catalog will accept; anything else (a typo, a
 * stale link) is dropped rather than turned into an error page.
 */
export function paramsFrom(search: URLSearchParams): CatalogParams {
  const params: CatalogParams = {};
  const q = search.get('q')?.trim();
  if (q) params.q = q.slice(0, 100);
  const region = search.get('region');
  if (region && (REGIONS as readonly string[]).includes(region)) params.region = region;
  const minPrice = search.get('minPrice');
  const maxPrice = search.get('maxPrice');
  if (minPrice && dollars(minPrice)) params.minPrice = minPrice;
  if (maxPrice && dollars(maxPrice)) params.maxPrice = maxPrice;
  if (params.minPrice && params.maxPrice && Number(params.minPrice) > Number(params.maxPrice)) {
    delete params.maxPrice;
  }
  const minRating = search.get('minRating');
  if (minRating && (MIN_RATINGS as readonly string[]).includes(minRating))
    params.minRating = minRating;
  const sort = search.get('sort');
  if (sort && sort !== defaultSort(params) && sortsFor(params).some((s) => s.value === sort)) {
    params.sort = sort;
  }
  return params;
}

/** The URL search for `params`, in a stable order (so equal searches are equal URLs). */
export function searchFrom(params: CatalogParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  return search;
}

export const hasFilters = (params: CatalogParams) =>
  Boolean(params.q || params.region || params.minPrice || params.maxPrice || params.minRating);
