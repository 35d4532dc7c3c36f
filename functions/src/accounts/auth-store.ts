import type { UserRecord } from 'firebase-admin/auth';
import { AppError } from '../errors/app-error';
import { adminAuth } from '../lib/firebase';
import type { Account } from './schema';

/*
 * The account as Firebase Auth keeps it (the Admin SDK): read it, change its name and photo,
 * delete it. Plain objects out; no rules here (accounts.ts decides).
 */

const codeOf = (err: unknown) => (err as { code?: unknown }).code;

function toAccount(user: UserRecord): Account {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? null,
    photoURL: user.photoURL ?? null,
    emailVerified: user.emailVerified,
    createdAt: new Date(user.metadata.creationTime).toISOString(),
  };
}

/** The account `uid`, or null when Auth has none (deleted). */
export async function findAccount(uid: string): Promise<Account | null> {
  try {
    return toAccount(await adminAuth().getUser(uid));
  } catch (err) {
    if (codeOf(err) === 'auth/user-not-found') return null;
    throw err;
  }
}

/** Sets the account's photo and, when given, its name (null removes either). */
export async function writeAuthProfile(
  uid: string,
  profile: { displayName?: string | null; photoURL: string | null },
): Promise<Account> {
  try {
    return toAccount(await adminAuth().updateUser(uid, profile));
  } catch (err) {
    // The schema admits only what Auth takes; should Auth still refuse, the client hears why.
    if (codeOf(err) === 'auth/invalid-photo-url') {
      throw new AppError('invalid_input', 'Invalid photoURL: Firebase Auth does not accept it');
    }
    if (codeOf(err) === 'auth/invalid-display-name') {
      throw new AppError('invalid_input', 'Invalid displayName: Firebase Auth does not accept it');
    }
    if (codeOf(err) === 'auth/user-not-found') {
      throw new AppError('unauthenticated', 'This account no longer exists');
    }
    throw err;
  }
}

/** Deletes the account from Auth; false when it was already gone (a call that finished first). */
export async function removeAuthAccount(uid: string): Promise<boolean> {
  try {
    await adminAuth().deleteUser(uid);
    return true;
  } catch (err) {
    if (codeOf(err) === 'auth/user-not-found') return false;
    throw err;
  }
}
