import { authorInTx } from '../authors';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import { inTransaction } from '../lib/transaction';
import type { ServiceCatalog } from '../services';
import { SAVED_MAX } from './limits';
import type { SavedPlace, SavedResult } from './schema';
import { findSaved, readSavedInTx, removeSaved, writeSavedInTx } from './store';

/*
 * The rules of saved places: a signed-in reader keeps a list of places to visit, at most
 * SAVED_MAX, the most recently saved first. Only a place on offer can be saved; one retired
 * after it was saved stays in the list, marked, until its reader removes it. Each change is one
 * transaction over the account's list (one document), which it reads: so two saves at once
 * cannot both take the last free place, on one instance or several.
 */

const noSuchPlace = () => new AppError('not_found', 'No such service');

const full = () =>
  new AppError(
    'conflict',
    `You have saved ${SAVED_MAX} places, the most an account may keep: remove one to save another`,
  );

/** PUT /me/saved/:serviceId: saves a place on offer (already saved: nothing changes). */
export function savePlace(
  caller: Caller,
  serviceId: string,
  catalog: ServiceCatalog,
): Promise<SavedResult> {
  return inTransaction(async (tx) => {
    // An account being deleted saves nothing: its list is being removed.
    await authorInTx(tx, caller);
    const saved = await readSavedInTx(tx, caller.uid);
    if (saved.includes(serviceId)) return { saved: true };
    // Whether it is on offer, from the catalogue (cached): not a read of the place in this
    // transaction, which would queue every save of a popular place behind its ratings.
    if (!(await catalog.get(serviceId))) throw noSuchPlace();
    if (saved.length >= SAVED_MAX) throw full();
    writeSavedInTx(tx, caller.uid, [serviceId, ...saved]);
    return { saved: true };
  });
}

/** Whether the place exists, on offer or retired (cached either way). */
async function exists(catalog: ServiceCatalog, serviceId: string): Promise<boolean> {
  if (await catalog.get(serviceId)) return true;
  return (await catalog.whyMissing(serviceId)) === 'archived';
}

/** DELETE /me/saved/:serviceId: removes a place from the list (not there: nothing changes). */
export function unsavePlace(
  caller: Caller,
  serviceId: string,
  catalog: ServiceCatalog,
): Promise<SavedResult> {
  return inTransaction(async (tx) => {
    const saved = await readSavedInTx(tx, caller.uid);
    if (!saved.includes(serviceId)) {
      if (!(await exists(catalog, serviceId))) throw noSuchPlace();
      return { saved: false };
    }
    writeSavedInTx(
      tx,
      caller.uid,
      saved.filter((id) => id !== serviceId),
    );
    return { saved: false };
  });
}

/**
 * GET /me/saved: the caller's places, most recently saved first, retired ones marked. One read
 * of the list, then the places the catalogue does not hold in one more (getAll).
 */
export async function listSaved(caller: Caller, catalog: ServiceCatalog): Promise<SavedPlace[]> {
  const ids = await findSaved(caller.uid);
  const places = await catalog.getPlaces(ids);
  return ids.flatMap((id) => {
    const place = places.get(id);
    return place ? [place] : [];
  });
}

/** The places the account `uid` saved (ids, most recent first): its data export. */
export function savedBy(uid: string): Promise<string[]> {
  return findSaved(uid);
}

/**
 * An account's deletion: removes its list, one document (nothing else counts its saves). After
 * the account is marked closing no save adds to it, so a second call finds nothing left.
 */
export function forgetSaved(uid: string): Promise<void> {
  return removeSaved(uid);
}
