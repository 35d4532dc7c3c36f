import { forgetInAudit } from '../audit';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import { inTransaction } from '../lib/transaction';
import { forgetOwner } from '../owners';
import {
  allOwnReviews,
  deleteOwnReview,
  forgetPhotoAllowance,
  forgetTombstonesOf,
  helpfulVotedBy,
  ownReviewIds,
  refreshAuthorPhoto,
  reportsFiledBy,
  withdrawHelpfulOf,
  withdrawReportsOf,
} from '../reviews';
import { forgetSaved, savedBy } from '../saved';
import type { ServiceCatalog } from '../services';
import { findAccount, removeAuthAccount, writeAuthProfile } from './auth-store';
import type { AccountExport, DeleteAccountResult, ProfileBody, ProfileResult } from './schema';
import {
  accountClosing,
  findAccountState,
  markClosing,
  readAccountState,
  writePhotoInTx,
} from '../authors';

/*
 * The rules of an account's own data: what its export holds, how it changes its profile, and how
 * it leaves. Routes parse and answer; the stores and the other features' use cases do the work.
 */

/** How recent a sign-in must be to delete the account (Firebase's own rule for sensitive acts). */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

const gone = () => new AppError('unauthenticated', 'This account no longer exists');

/** Everything the account wrote, as one document. */
export async function exportAccount(
  caller: Caller,
  catalog: ServiceCatalog,
  now = new Date(),
): Promise<AccountExport> {
  const [account, reviews, reports, helpful, saved] = await Promise.all([
    findAccount(caller.uid),
    allOwnReviews(caller, catalog),
    reportsFiledBy(caller.uid),
    helpfulVotedBy(caller.uid),
    savedBy(caller.uid),
  ]);
  if (!account) throw gone();
  return { exportedAt: now.toISOString(), account, reviews, reports, helpful, saved };
}

/**
 * Changes the account's name and photo: first in Firebase Auth (the navbar's source), then the
 * photo its reviews show. A call that fails after Auth is finished by calling it again.
 */
export async function updateProfile(caller: Caller, body: ProfileBody): Promise<ProfileResult> {
  if ((await findAccountState(caller.uid)).closingSince) throw accountClosing();
  const photoURL = body.photoURL === '' ? null : body.photoURL;
  const account = await writeAuthProfile(caller.uid, {
    ...(body.displayName === undefined ? {} : { displayName: body.displayName || null }),
    photoURL,
  });
  await inTransaction(async (tx) => {
    if ((await readAccountState(tx, caller.uid)).closingSince) throw accountClosing();
    writePhotoInTx(tx, caller.uid, photoURL);
  });
  const updatedReviews = await refreshAuthorPhoto(caller.uid, photoURL);
  return {
    acknowledged: true,
    displayName: account.displayName,
    photoURL: account.photoURL,
    updatedReviews,
  };
}

/** 401 `requires_recent_login` unless the caller signed in within the last 5 minutes. */
function assertRecentSignIn(caller: Caller, now: number): void {
  if (now - caller.signedInAt * 1000 > RECENT_SIGN_IN_MS) {
    throw new AppError(
      'requires_recent_login',
      'Please sign in again to delete your account: your last sign-in was more than 5 minutes ago',
    );
  }
}

/**
 * Deletes the account and everything it wrote. Each step removes what the previous ones left
 * valid, so a call interrupted anywhere (a crash, a timeout) leaves a consistent database, and
 * the next call, finding only what is left, finishes the job:
 * 1. the account is marked closing: from then on it writes nothing (authors/author.ts), so no
 *    review or report sent from another tab can slip in behind the steps below;
 * 2. its reviews, each in its own transaction with its place's rating (the reviews' own delete,
 *    which also deletes their photos' files);
 * 3. the tombstones of its deleted reviews (kept only for that account's re-posts), after the
 *    votes still left on them, should a review's deletion have stopped short;
 * 4. its reports, each in its own transaction with the moderation state it added to;
 * 5. its helpful votes, each in its own transaction with its review's count;
 * 6. its owner assignments, each place in its own transaction (its answers stay: they speak for
 *    the place);
 * 7. its saved places (one document: nothing else counts them) and its day's photo allowance;
 * 8. its name and address in the admin audit trail, wherever an entry names the account (as the
 *    admin who acted, the author of a review decided on or answered, an owner named): the
 *    entries stay, saying "a deleted account";
 * 9. last, the Firebase Auth account: until then the caller's token stays valid for a retry;
 *    after it, every write with that token is refused (401), and the address can sign up afresh
 *    as a new account (a new uid) with nothing attached.
 */
export async function deleteAccount(
  caller: Caller,
  now = Date.now(),
): Promise<Omit<DeleteAccountResult, 'acknowledged'>> {
  assertRecentSignIn(caller, now);
  await markClosing(caller.uid);
  let deletedReviews = 0;
  for (const id of await ownReviewIds(caller)) {
    try {
      await deleteOwnReview(caller, id);
      deletedReviews += 1;
    } catch (err) {
      // Deleted meanwhile by a call running alongside this one: what matters is that it is gone.
      if (!(err instanceof AppError && err.code === 'not_found')) throw err;
    }
  }
  await forgetTombstonesOf(caller.uid);
  const deletedReports = await withdrawReportsOf(caller.uid);
  await withdrawHelpfulOf(caller.uid);
  await forgetOwner(caller.uid);
  await forgetSaved(caller.uid);
  await forgetPhotoAllowance(caller.uid);
  await forgetInAudit(caller.uid);
  await removeAuthAccount(caller.uid);
  return { deletedReviews, deletedReports };
}
