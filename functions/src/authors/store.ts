import { recordRead, recordWrite } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { firestore, isTimestamp, timestampNow } from '../lib/firebase';
import type { Tx } from '../lib/transaction';

/*
 * `accounts/{uid}`: what the API keeps about an account beside Firebase Auth, read in the
 * transaction of every write the account makes (one document):
 *   photoURL      the photo its reviews show (string, or null for none); absent until the account
 *                 saves its profile through the API (then the token's `picture` stands in)
 *   closingSince  when DELETE /account began; from then on the account writes nothing more, so
 *                 a review or report sent from another tab cannot outlive the account. It stays
 *                 after the account is gone (a uid and a time, nothing about the person).
 */
const accounts = () => firestore().collection('accounts');

export interface AccountState {
  /** undefined: never saved through the API. */
  photoURL: string | null | undefined;
  /** ISO time DELETE /account began, or null. */
  closingSince: string | null;
}

function toState(data: Record<string, unknown> | undefined): AccountState {
  const photo = data?.photoURL;
  const closing = data?.closingSince;
  return {
    photoURL: typeof photo === 'string' || photo === null ? photo : undefined,
    closingSince: isTimestamp(closing) ? closing.toDate().toISOString() : null,
  };
}

export async function readAccountState(tx: Tx, uid: string): Promise<AccountState> {
  const snap = await tx.get(accounts().doc(uid));
  recordRead(1);
  return toState(snap.data());
}

export async function findAccountState(uid: string): Promise<AccountState> {
  const snap = await withDeadline(accounts().doc(uid).get());
  recordRead(1);
  return toState(snap.data());
}

export function writePhotoInTx(tx: Tx, uid: string, photoURL: string | null): void {
  tx.set(accounts().doc(uid), { photoURL }, { merge: true });
}

/** Marks the account closing; the photo it kept goes (the account's data is leaving). */
export async function markClosing(uid: string): Promise<void> {
  await withDeadline(accounts().doc(uid).set({ closingSince: timestampNow() }));
  recordWrite(1);
}
