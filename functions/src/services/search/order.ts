import { z } from 'zod';
import { cursorValues, type CursorSchema } from '../../lib/cursor';
import { docIdSchema } from '../../lib/ids';
import type { CatalogSort } from '../schema';
import type { SearchFilters } from './engine';
import type { Match } from './place-index';

/*
 * The order of a search's matches, as the catalogue's Firestore queries order places
 * (find-places.ts): each sort is one value, then the price when the filters hold a price
 * range, then the id in the last value's direction, so every position is unique and a page's
 * cursor is the values of its last place. `relevance` is the score, then the recommended rank;
 * `distance` the kilometres from the point asked about, then the id.
 */

type Value = number | string;
interface Key {
  of(match: Match): Value;
  direction: 'asc' | 'desc';
  schema: z.ZodType;
}

const score: Key = { of: (m) => m.score, direction: 'desc', schema: z.number() };
const recommended: Key = {
  of: (m) => m.place.rankRecommended,
  direction: 'desc',
  schema: z.number(),
};
const price = (direction: 'asc' | 'desc'): Key => ({
  of: (m) => m.place.price,
  direction,
  schema: z.number().min(0),
});

const KEYS: Record<CatalogSort, Key[]> = {
  relevance: [score, recommended],
  recommended: [recommended],
  rating: [{ of: (m) => m.place.rankRating, direction: 'desc', schema: z.number() }],
  reviews: [
    {
      of: (m) => m.place.ratings,
      direction: 'desc',
      schema: z.number().int().min(0),
    },
  ],
  price: [price('asc')],
  '-price': [price('desc')],
  title: [{ of: (m) => m.place.titleSort, direction: 'asc', schema: z.string().max(1000) }],
  // Kilometres from the point asked about (the engine measures each match first); no more than
  // half the Earth's circumference.
  distance: [{ of: (m) => m.km ?? NaN, direction: 'asc', schema: z.number().min(0).max(20_100) }],
};

const hasPriceRange = (f: SearchFilters) => f.minPrice !== undefined || f.maxPrice !== undefined;

function keysFor(sort: CatalogSort, filters: SearchFilters): Key[] {
  const keys = KEYS[sort];
  // `distance` has no Firestore query to agree with: the distance, then the id.
  const byPrice = sort === 'price' || sort === '-price' || sort === 'distance';
  return hasPriceRange(filters) && !byPrice ? [...keys, price('asc')] : keys;
}

/** Strings as Firestore orders them: by code point (UTF-8 bytes), not by UTF-16 unit. */
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

const compareValue = (a: Value, b: Value): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b));

export interface SearchOrder {
  /** The values a place is ordered by, its id last: what a cursor holds. */
  valuesOf(match: Match): Value[];
  /** Negative when `a` comes first. */
  compare(a: Match, b: Match): number;
  /** Positive when `match` comes after the place whose values a cursor holds. */
  compareTo(match: Match, values: readonly unknown[]): number;
  cursorSchema: CursorSchema;
}

export function searchOrder(sort: CatalogSort, filters: SearchFilters): SearchOrder {
  const keys = keysFor(sort, filters);
  const idDirection = keys[keys.length - 1]?.direction ?? 'asc';
  const directions = [...keys.map((k) => k.direction), idDirection];
  const last = keys.length;
  const signed = (d: number, i: number) => (directions[i] === 'asc' ? d : -d);
  return {
    valuesOf: (match) => [...keys.map((k) => k.of(match)), match.place.id],
    compare(a, b) {
      for (let i = 0; i < last; i++) {
        const d = compareValue(keys[i]!.of(a), keys[i]!.of(b));
        if (d !== 0) return signed(d, i);
      }
      return signed(compareText(a.place.id, b.place.id), last);
    },
    compareTo(match, values) {
      for (let i = 0; i < last; i++) {
        const d = compareValue(keys[i]!.of(match), values[i] as Value);
        if (d !== 0) return signed(d, i);
      }
      return signed(compareText(match.place.id, String(values[last])), last);
    },
    cursorSchema: cursorValues([...keys.map((k) => k.schema), docIdSchema]),
  };
}
