import { recordRead, recordWrite } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { firestore, timestampNow } from '../lib/firebase';
import type { Tx } from '../lib/transaction';

/*
 * `savedPlaces/{uid}`: the places an account saved, as one document per account: `ids` (service
 * ids, the most recently saved first, at most SAVED_MAX) and `updatedAt`. No document: nothing
 * saved. One document, so a save reads the whole list in its transaction (the cap is a length)
 * and GET /me/saved is one read before the places. Plain values in and out; saved.ts decides.
 */
const savedPlaces = () => firestore().collection('savedPlaces');

function idsOf(data: Record<string, unknown> | undefined): string[] {
  const ids = data?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The account's saved place ids, newest first, read inside a save's or a removal's transaction. */
export async function readSavedInTx(tx: Tx, uid: string): Promise<string[]> {
  const snap = await tx.get(savedPlaces().doc(uid));
  recordRead(1);
  return idsOf(snap.data());
}

/** The account's saved place ids, newest first. */
export async function findSaved(uid: string): Promise<string[]> {
  const snap = await withDeadline(savedPlaces().doc(uid).get());
  recordRead(1);
  return idsOf(snap.data());
}

/** Replaces the account's list (newest first); an empty one removes its document. */
export function writeSavedInTx(tx: Tx, uid: string, ids: readonly string[]): void {
  const ref = savedPlaces().doc(uid);
  if (ids.length === 0) tx.delete(ref);
  else tx.set(ref, { ids: [...ids], updatedAt: timestampNow() });
}

/** Removes the account's list (none: nothing changes). */
export async function removeSaved(uid: string): Promise<void> {
  await withDeadline(savedPlaces().doc(uid).delete());
  recordWrite(1);
}
