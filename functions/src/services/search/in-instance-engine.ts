import type { Service } from '../schema';
import type { SearchEngine, SearchFilters } from './engine';
import { searchOrder } from './order';
import type { IndexedPlace, PlaceIndex } from './place-index';
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
    async search({ words, filters, sort, limit, after }) {
      const order = searchOrder(sort, filters);
      const ranked = (await index())
        .match(words, keepFor(filters))
        .map((match) => ({ match, values: order.valuesOf(match) }))
        .sort((a, b) => order.compare(a.values, b.values));
      // The first place after the cursor's values (a binary search: the list is in order).
      let start = 0;
      if (after) {
        let end = ranked.length;
        while (start < end) {
          const mid = (start + end) >> 1;
          if (order.compare(ranked[mid]!.values, after) <= 0) start = mid + 1;
          else end = mid;
        }
      }
      const page = ranked.slice(start, start + limit);
      const more = start + limit < ranked.length;
      const places = await read(page.map(({ match }) => match.place.id));
      return {
        items: page.flatMap(({ match }) => places.get(match.place.id) ?? []),
        next: more ? page[page.length - 1]!.values : null,
        total: ranked.length,
      };
    },
    async suggest(words, filters) {
      return suggestQuery(await index(), words, keepFor(filters));
    },
  };
}
