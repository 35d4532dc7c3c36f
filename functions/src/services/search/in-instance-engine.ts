import type { SearchEngine, SearchFilters } from './engine';
import { searchOrder } from './order';
import type { IndexedPlace, PlaceIndex } from './place-index';
import { suggestQuery } from './suggest';

/*
 * The engine that runs today: the index inside the API instance (place-index.ts), kept fresh by
 * fresh-index.ts. A search reads no document: the matches are in memory, filtered, ordered and
 * cut into a page here.
 */

/** Whether a place passes the filters (the same rules as the catalogue's Firestore queries). */
export function keepFor(filters: SearchFilters): (place: IndexedPlace) => boolean {
  const { region, minPrice, maxPrice, minRating } = filters;
  return ({ service, band }) =>
    (region === undefined || service.region === region) &&
    (minPrice === undefined || service.price >= minPrice) &&
    (maxPrice === undefined || service.price <= maxPrice) &&
    (minRating === undefined || band >= minRating);
}

/** `index()` answers the instance's index, fresh within its lifetime. */
export function createInInstanceEngine(index: () => Promise<PlaceIndex>): SearchEngine {
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
      return {
        items: page.map(({ match }) => match.place.service),
        next: more ? page[page.length - 1]!.values : null,
        total: ranked.length,
      };
    },
    async suggest(words, filters) {
      return suggestQuery(await index(), words, keepFor(filters));
    },
  };
}
