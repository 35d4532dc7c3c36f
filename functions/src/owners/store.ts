import { recordRead } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { firestore, timestampNow } from '../lib/firebase';
import type { Tx } from '../lib/transaction';

/*
 * `placeOwners/{serviceId}`: who answers a place's reviews, as accounts (`uids`: an owner whose
 * address changes stays an owner) and when the list last changed (`updatedAt`). A place without
 * owners has no document. Plain values in and out; owners.ts decides.
 */
const placeOwners = () => firestore().collection('placeOwners');

function uidsOf(data: Record<string, unknown> | undefined): string[] {
  const uids = data?.uids;
  return Array.isArray(uids) ? uids.filter((uid): uid is string => typeof uid === 'string') : [];
}

/** The owners of a place, read inside a transaction (an answer or a change of owners). */
export async function readOwnersInTx(tx: Tx, serviceId: string): Promise<string[]> {
  const snap = await tx.get(placeOwners().doc(serviceId));
  recordRead(1);
  return uidsOf(snap.data());
}

export async function findOwners(serviceId: string): Promise<string[]> {
  const snap = await withDeadline(placeOwners().doc(serviceId).get());
  recordRead(1);
  return uidsOf(snap.data());
}

/** The places `uid` owns (one array-contains query on the automatic index of `uids`). */
export async function findPlacesOwnedBy(uid: string): Promise<string[]> {
  const snap = await withDeadline(placeOwners().where('uids', 'array-contains', uid).get());
  recordRead(snap.size);
  return snap.docs.map((doc) => doc.id);
}

/**
 * How many places `uid` owns, counted inside a transaction (a change of owners): the query's
 * results are then held, so a concurrent change that adds `uid` elsewhere makes one retry.
 */
export async function countPlacesOwnedInTx(tx: Tx, uid: string): Promise<number> {
  const snap = await tx.get(placeOwners().where('uids', 'array-contains', uid).count());
  const { count } = snap.data();
  // Firestore bills a count one read per 1,000 index entries it matches (at least one).
  recordRead(Math.max(1, Math.ceil(count / 1000)));
  return count;
}

/** Replaces a place's owners; none removes its document. */
export function writeOwnersInTx(tx: Tx, serviceId: string, uids: readonly string[]): void {
  const ref = placeOwners().doc(serviceId);
  if (uids.length === 0) tx.delete(ref);
  else tx.set(ref, { uids: [...uids], updatedAt: timestampNow() });
}
