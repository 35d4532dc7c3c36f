import { recordDecision, type Actor } from '../audit';
import { AppError } from '../errors/app-error';
import { inTransaction } from '../lib/transaction';
import type { ServiceCatalog } from './catalog';
import type { PlaceBody, Service } from './schema';
import { createPlaceInTx, readPlaceInTx, writePlaceArchived, writePlaceText } from './store';

/*
 * The rules of places: who may see one, and what the guide's maintainers may do to
 * them. Places are never deleted: retiring one archives it (it leaves lists and
 * search; its reviews and rating stay), so nothing an admin does can lose a review. Each
 * change is recorded in the audit trail, in its own transaction.
 */

const gone = () => new AppError('gone', 'This place is no longer offered');

/** A place on offer; an archived one is 410, an unknown one 404. */
export async function getOfferedPlace(catalog: ServiceCatalog, id: string): Promise<Service> {
  const service = await catalog.get(id);
  if (service) return service;
  // Not on offer: tell an archived place (its old links) from one that never was.
  if ((await catalog.whyMissing(id)) === 'archived') throw gone();
  throw new AppError('not_found', 'No such service');
}

// The admin list and the editor's read (paged, bounded): list-places.ts.
export { getPlace, listPlaces } from './list-places';

export function addPlace(actor: Actor, place: PlaceBody): Promise<string> {
  return inTransaction(async (tx) => {
    const id = createPlaceInTx(tx, place);
    recordDecision(tx, actor, 'place.add', { kind: 'place', id }, `Added "${place.title}"`);
    return id;
  });
}

/** Changes what a place says; its rating, reviews and whether it is offered stay. */
export function editPlace(
  actor: Actor,
  id: string,
  place: PlaceBody,
): Promise<{ modified: boolean }> {
  return inTransaction(async (tx) => {
    const stored = await readPlaceInTx(tx, id);
    if (!stored) throw new AppError('not_found', 'No such service');
    // An edit that leaves the location out keeps the stored one.
    const next = {
      ...place,
      location: place.location === undefined ? stored.location : place.location,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => JSON.stringify(stored[key]) !== JSON.stringify(next[key]),
    );
    if (changed.length === 0) return { modified: false };
    writePlaceText(tx, id, next);
    const renamed = place.title === stored.title ? '' : ` (was "${stored.title}")`;
    recordDecision(
      tx,
      actor,
      'place.edit',
      { kind: 'place', id },
      `Edited "${place.title}"${renamed}: ${changed.join(', ')}`,
    );
    return { modified: true };
  });
}

/** Retires a place: gone from lists and search, GET /service/:id answers 410, reviews kept. */
export function archivePlace(actor: Actor, id: string): Promise<void> {
  return inTransaction(async (tx) => {
    const stored = await readPlaceInTx(tx, id);
    if (!stored) throw new AppError('not_found', 'No such service');
    if (stored.archived) return;
    writePlaceArchived(tx, id);
    recordDecision(tx, actor, 'place.retire', { kind: 'place', id }, `Retired "${stored.title}"`);
  });
}

export { gone as placeGone };
