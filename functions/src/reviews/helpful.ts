import { logger } from 'firebase-functions/logger';
import { authorInTx } from '../authors';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import { inTransaction, type Tx } from '../lib/transaction';
import {
  createVoteInTx,
  findVotesBy,
  readVote,
  readVoteById,
  readVoteIdsOn,
  removeVoteInTx,
  voteIdFor,
  writeHelpfulCount,
} from './helpful-store';
import { readTombstone, writeVotesRemoved } from './reposts-store';
import type { HelpfulResult, MyHelpfulResult, StoredReview } from './schema';
import { readReview } from './store';

/*
 * Helpful votes: any signed-in account but the author marks a visible review helpful, once, and
 * may take it back. Each vote is a document written or removed in one transaction with the
 * review's `helpful` count, which that transaction reads: so the count always equals the number
 * of vote documents, under any concurrency. A hidden review keeps its votes and count (restored,
 * it shows them again) but takes no new vote, nor a withdrawal, while hidden (404, as to any
 * reader it does not exist). A deleted review's votes go with it (its tombstone says so until
 * they are gone: reposts.ts, and the removal below); an account's votes go with the account
 * (withdrawHelpfulOf).
 */

/** How many votes one cleanup transaction removes. */
const CLEANUP_CHUNK = 100;

/** Reads the review a vote is about, in the vote's transaction: 404 unless visible, 403 if own. */
async function votableReview(tx: Tx, caller: Caller, id: string): Promise<StoredReview> {
  const review = await readReview(tx, id);
  if (!review || review.hidden) throw new AppError('not_found', 'No such review');
  if (review.uid === caller.uid) {
    throw new AppError('forbidden', 'You cannot mark your own review helpful');
  }
  return review;
}

/** PUT /review/:id/helpful: the caller's vote, once (a second PUT changes nothing). */
export function markHelpful(caller: Caller, id: string): Promise<HelpfulResult> {
  return inTransaction(async (tx) => {
    // An account being deleted adds nothing: its votes are being withdrawn.
    await authorInTx(tx, caller);
    const review = await votableReview(tx, caller, id);
    if (await readVote(tx, id, caller.uid)) return { helpful: review.helpful, voted: true };
    createVoteInTx(tx, { review: id, service: review.service, uid: caller.uid });
    writeHelpfulCount(tx, id, review.helpful + 1);
    return { helpful: review.helpful + 1, voted: true };
  });
}

/** DELETE /review/:id/helpful: takes the caller's vote back (none: nothing changes). */
export function unmarkHelpful(caller: Caller, id: string): Promise<HelpfulResult> {
  return inTransaction(async (tx) => {
    const review = await votableReview(tx, caller, id);
    if (!(await readVote(tx, id, caller.uid))) return { helpful: review.helpful, voted: false };
    removeVoteInTx(tx, voteIdFor(id, caller.uid));
    const helpful = Math.max(0, review.helpful - 1);
    writeHelpfulCount(tx, id, helpful);
    return { helpful, voted: false };
  });
}

/** GET /me/helpful?service=: the caller's votes among one place's reviews. */
export async function helpfulVotesOn(caller: Caller, service: string): Promise<MyHelpfulResult> {
  const mine = await findVotesBy(caller.uid, service);
  return { reviewIds: mine.map((v) => v.review).sort() };
}

/** The reviews the account `uid` found helpful, newest vote first (its data export). */
export async function helpfulVotedBy(uid: string): Promise<string[]> {
  const mine = await findVotesBy(uid);
  return mine
    .sort((a, b) => b.createdAt - a.createdAt || a.review.localeCompare(b.review))
    .map((v) => v.review);
}

/**
 * Removes the votes of the deleted review `reviewId`, CLEANUP_CHUNK at a time, each chunk one
 * transaction that first checks the review's tombstone still says they are pending (so a chunk
 * never removes a vote of a later posting: that posting removes the tombstone, with its
 * creation, only once they are gone). The last chunk says they are gone. Run again after a
 * failure, it finishes the job.
 */
export async function finishVoteCleanup(reviewId: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const step = await inTransaction(async (tx) => {
      const tombstone = await readTombstone(tx, reviewId);
      if (!tombstone?.votesPending) return { n: 0, done: true };
      const ids = await readVoteIdsOn(tx, reviewId, CLEANUP_CHUNK + 1);
      const chunk = ids.slice(0, CLEANUP_CHUNK);
      for (const id of chunk) removeVoteInTx(tx, id);
      const done = ids.length <= CLEANUP_CHUNK;
      if (done) writeVotesRemoved(tx, reviewId, tombstone);
      return { n: chunk.length, done };
    });
    removed += step.n;
    if (step.done) return removed;
  }
}

/**
 * After a review's deletion committed: removes its votes now. Should that fail, the deletion
 * still stands: its tombstone keeps the votes from counting for a later posting of the id
 * (which removes them first), and the author's account deletion removes them too.
 */
export async function removeVotesOfDeleted(reviewId: string): Promise<void> {
  try {
    await finishVoteCleanup(reviewId);
  } catch (err) {
    logger.warn('helpful votes of a deleted review left for later', {
      review: reviewId,
      err: String(err),
    });
  }
}

/** Withdraws one vote: removed, and its review's count (if the review is still there) down by one. */
function withdrawVote(voteId: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const vote = await readVoteById(tx, voteId);
    if (!vote) return false;
    const review = await readReview(tx, vote.review);
    removeVoteInTx(tx, voteId);
    if (review) writeHelpfulCount(tx, review._id, Math.max(0, review.helpful - 1));
    return true;
  });
}

/**
 * An account's deletion: withdraws its votes, each in one transaction with its review's count.
 * Finds only what is left, so a second call finishes an interrupted one. How many went. (The
 * votes left on its own deleted reviews go with their tombstones: reposts.ts.)
 */
export async function withdrawHelpfulOf(uid: string): Promise<number> {
  let withdrawn = 0;
  for (const vote of await findVotesBy(uid)) {
    if (await withdrawVote(vote._id)) withdrawn += 1;
  }
  return withdrawn;
}
