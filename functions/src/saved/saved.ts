import { z } from 'zod';
import { authorInTx } from '../authors';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import { cursorValues, type Cursors } from '../lib/cursor';
import { docIdSchema } from '../lib/ids';
import { inTransaction } from '../lib/transaction';
import type { ServiceCatalog } from '../services';
import { SAVED_MAX } from './limits';
import type { SavedPlaces, SavedQuery, SavedResult } from './schema';
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

/** A page's cursor: the last id it showed and where that id was in the list then. */
const SAVED_CURSOR = cursorValues([docIdSchema, z.number().int().min(0).max(SAVED_MAX)]);

/**
 * Where the page after `cursor` starts in `ids`: just after the place the last page ended on,
 * wherever it now is (a place saved since goes first, before it), or, if it has been removed
 * since, where it was (the place after it has moved up there).
 */
function pageStart(ids: readonly string[], after: unknown[] | undefined): number {
  if (!after) return 0;
  const [lastId, lastAt] = after as [string, number];
  const at = ids.indexOf(lastId);
  return at >= 0 ? at + 1 : Math.min(lastAt, ids.length);
}

/**
 * GET /me/saved: a page of the caller's places, most recently saved first, retired ones marked.
 * One read of the list, then the page's places the catalogue does not hold in one more (getAll):
 * at most 1 + `limit` documents.
 */
export async function listSaved(
  caller: Caller,
  { limit, cursor }: SavedQuery,
  catalog: ServiceCatalog,
  cursors: Cursors,
): Promise<SavedPlaces> {
  const scope = `saved:${caller.uid}`;
  const after = cursor ? cursors.decode(scope, cursor, SAVED_CURSOR) : undefined;
  const ids = await findSaved(caller.uid);
  const start = pageStart(ids, after);
  const page = ids.slice(start, start + limit);
  const places = await catalog.getPlaces(page);
  const items = page.flatMap((id) => {
    const place = places.get(id);
    return place ? [place] : [];
  });
  const last = page[page.length - 1];
  const more = start + page.length < ids.length && last !== undefined;
  const lastAt = start + page.length - 1;
  return { items, nextCursor: more ? cursors.encode(scope, [last, lastAt]) : null };
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
