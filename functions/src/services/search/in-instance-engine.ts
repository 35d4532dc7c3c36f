import type { Service } from '../schema';
import type { SearchEngine, SearchFilters } from './engine';
import { firstInOrder } from './first-in-order';
import { searchOrder } from './order';
import {
  distanceKm,
  isLocated,
  type IndexedPlace,
  type Match,
  type PlaceIndex,
} from './place-index';
import { suggestQuery } from './suggest';

/*
 * The engine that runs today: the index inside the API instance (place-index.ts), kept fresh by
 * fresh-index.ts. The matches are found, filtered, ordered and cut into a page in memory; only the
 * page's places are read (`read`: the catalogue's cached list, else one getAll), so a search
 * reads at most `limit` documents whatever the catalogue's size.
 */

/** Whether a place passes the filters (the same rules as the catalogue's Firestore queries). */
export function keepFor(filters: SearchFilters): (place: IndexedPlace) => boolean {
  const { region, minPrice, maxPrice, minRating } = filters;
  return (place) =>
    (region === undefined || place.region === region) &&
    (minPrice === undefined || place.price >= minPrice) &&
    (maxPrice === undefined || place.price <= maxPrice) &&
    (minRating === undefined || place.band >= minRating);
}

/**
 * `index()` answers the instance's index, fresh within its lifetime; `read(ids)` the places on
 * offer among `ids` (one left out has been retired since the index last looked).
 */
export function createInInstanceEngine(
  index: () => Promise<PlaceIndex>,
  read: (ids: readonly string[]) => Promise<Map<string, Service>>,
): SearchEngine {
  return {
    name: 'in-instance',
    cursorSchema: (sort, filters) => searchOrder(sort, filters).cursorSchema,
    async search({ words, filters, sort, near, limit, after }) {
      const order = searchOrder(sort, filters);
      const places = await index();
      let matches: Match[];
      if (sort === 'distance') {
        if (!near) throw new Error('sort=distance needs a point to measure from');
        // Only the places somebody has located, each measured once (not in every comparison).
        const keep = keepFor(filters);
        const located = (place: IndexedPlace) => isLocated(place) && keep(place);
        matches = words.length > 0 ? places.match(words, located) : places.every(located);
        for (const m of matches) m.km = distanceKm(near.lat, near.lng, m.place.lat, m.place.lng);
      } else {
        matches = places.match(words, keepFor(filters));
      }
      const rest = after ? matches.filter((m) => order.compareTo(m, after) > 0) : matches;
      // Only the page and the one after it are put in order: no sort of every match.
      const first = firstInOrder(rest, limit + 1, order.compare);
      const page = first.slice(0, limit);
      const found = await read(page.map((m) => m.place.id));
      return {
        items: page.flatMap((m) => found.get(m.place.id) ?? []),
        next: first.length > limit ? order.valuesOf(page[page.length - 1]!) : null,
        total: matches.length,
      };
    },
    async suggest(words, filters) {
      return suggestQuery(await index(), words, keepFor(filters));
    },
  };
}
