import type { Transaction } from 'firebase-admin/firestore';
import { withDeadline } from './deadline';
import { firestore } from './firebase';

/** A Firestore transaction, as the use cases pass it to the stores. */
export type Tx = Transaction;

/**
 * Runs `work` as one Firestore transaction: its reads see one snapshot and its
 * writes apply together only if nothing it read changed meanwhile (the SDK runs
 * it again on contention). Bounded by the database deadline like any call.
 */
export function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return withDeadline(firestore().runTransaction(work));
}
