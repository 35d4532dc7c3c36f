import type { CatalogPage, CatalogSort } from '@contract/places';
import { REGIONS } from '@contract/regions';

/*
 * The catalogue page keeps all its state in the URL (/allService?q=…&region=…): a
 * search can be shared, reloaded and gone back to. These are the parameters as the
 * URL and GET /catalog both spell them. Kept free of zod: this module is part of
 * every public page's code (the catalogue's loader runs from it), hence the regions' own module.
 */

/** A catalogue item as the page shows it: `distanceKm` when the reader's `near` was sent. */
export type CatalogItem = CatalogPage['items'][number];

export const SORTS: readonly { value: CatalogSort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'recommended', label: 'Recommended' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'reviews', label: 'Most reviewed' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: 'title', label: 'Name, A to Z' },
  { value: 'distance', label: 'Distance from you' },
];

/** The order GET /catalog answers in when none is asked for: the best match for a search. */
export const defaultSort = (params: CatalogParams): CatalogSort =>
  params.q ? 'relevance' : 'recommended';

/**
 * The sorts on offer: the best match only when there is a search to match, the distance only
 * when the reader's position is known (Near me).
 */
export const sortsFor = (params: CatalogParams) =>
  SORTS.filter(
    ({ value }) => (value !== 'relevance' || params.q) && (value !== 'distance' || params.near),
  );

export const MIN_RATINGS = ['3', '3.5', '4', '4.5'] as const;

export interface CatalogParams {
  q?: string;
  region?: string;
  minPrice?: string;
  maxPrice?: string;
  minRating?: string;
  sort?: string;
  /** The reader's position, `lat,lng` to 2 decimals (about a kilometre): with `sort=distance` only. */
  near?: string;
}

const KEYS = ['q', 'region', 'minPrice', 'maxPrice', 'minRating', 'sort', 'near'] as const;
/** `lat,lng`, each to at most 2 decimals (what Near me sends): anything finer is not taken. */
const NEAR = /^-?\d{1,2}(\.\d\d?)?,-?\d{1,3}(\.\d\d?)?$/;
const validNear = (near: string | null): near is string => {
  if (!near || !NEAR.test(near)) return false;
  const [lat, lng] = near.split(',').map(Number);
  return Math.abs(lat!) <= 90 && Math.abs(lng!) <= 180;
};
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
  const near = search.get('near');
  if (validNear(near)) params.near = near;
  const sort = search.get('sort');
  if (sort && sort !== defaultSort(params) && sortsFor(params).some((s) => s.value === sort)) {
    params.sort = sort;
  }
  // The position serves the distance sort only: kept with it, dropped otherwise.
  if (params.sort !== 'distance') delete params.near;
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

/** `params` without its filters: the search's order (and the position it is measured from) stays. */
export const withoutFilters = ({ sort, near }: CatalogParams): CatalogParams => ({
  ...(sort && { sort }),
  ...(near && { near }),
});

export const hasFilters = (params: CatalogParams) =>
  Boolean(params.q || params.region || params.minPrice || params.maxPrice || params.minRating);
