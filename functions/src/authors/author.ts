import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import type { Tx } from '../lib/transaction';
import { isHttpsPhotoUrl } from './photo-url';
import { readAccountState, type AccountState } from './store';

/*
 * What other features ask of an account inside their own transactions: is it still open, and
 * which photo does its new content show. Reading `accounts/{uid}` there makes a write and the
 * start of the account's deletion (or a profile change) serialise: a review created after
 * either sees it.
 */

export const accountClosing = () =>
  new AppError('forbidden', 'This account is being deleted: it can no longer write');

/** The photo an account's content shows: the saved profile's, else the token's if it is https. */
export function photoOf(state: AccountState, tokenPicture: string | null): string | null {
  if (state.photoURL !== undefined) return state.photoURL;
  return tokenPicture !== null && isHttpsPhotoUrl(tokenPicture) ? tokenPicture : null;
}

/**
 * In a write's transaction: the caller's photo for what it writes; 403 once the account is
 * being deleted.
 */
export async function authorInTx(tx: Tx, caller: Caller): Promise<{ photoURL: string | null }> {
  const state = await readAccountState(tx, caller.uid);
  if (state.closingSince) throw accountClosing();
  return { photoURL: photoOf(state, caller.picture) };
}

/** In a transaction: the photo the account `uid` shows now, when it saved one through the API. */
export async function savedPhotoInTx(tx: Tx, uid: string): Promise<string | null | undefined> {
  return (await readAccountState(tx, uid)).photoURL;
}
