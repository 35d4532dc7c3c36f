import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { cursorValues, type Cursors } from '../lib/cursor';
import { docIdSchema } from '../lib/ids';
import type { AdminPlace, AdminPlacesQuery } from './schema';
import { normalize } from './search/words';
import { readPlace, readPlacesPage, type PlacesAfter } from './store';

/** What the admin list's cursor holds: the last place's `titleSort` and id (store.ts). */
const PLACES_CURSOR = cursorValues([z.string().max(1000), docIdSchema]);

/**
 * One page of the admin list: every place, archived ones too, by title then id (a stable order:
 * following the cursor returns each place once, even while places are added), optionally only
 * those whose title starts with `q`. Reads `limit` + 1 places at most, whatever the catalogue.
 */
export async function listPlaces(
  { limit, cursor, q }: AdminPlacesQuery,
  cursors: Cursors,
): Promise<{ places: AdminPlace[]; nextCursor: string | null }> {
  const prefix = q === undefined ? undefined : normalize(q) || undefined;
  // A cursor continues only the list it was made for (the same prefix).
  const scope = `admin-places:${prefix ?? ''}`;
  const after = cursor ? (cursors.decode(scope, cursor, PLACES_CURSOR) as PlacesAfter) : undefined;
  const page = await readPlacesPage(prefix, limit, after);
  return { places: page.places, nextCursor: page.next ? cursors.encode(scope, page.next) : null };
}

/** A place, archived or not (the admin's editor): one read; 404 when there is none. */
export async function getPlace(id: string): Promise<AdminPlace> {
  const place = await readPlace(id);
  if (!place) throw new AppError('not_found', 'No such service');
  return place;
}
