import type { Tx } from '../lib/transaction';
import { finishVoteCleanup } from './helpful';
import { moderationFields, type ModeratedReview } from './moderation-store';
import {
  findTombstonesOf,
  readTombstone,
  removeTombstone,
  removeTombstones,
  writeTombstone,
} from './reposts-store';

/*
 * What a deleted review leaves for its id. Review ids are derived from account + place, so an
 * author who deletes a review and posts again writes the same id; what the old posting left
 * must not pass to the new one, nor be lost by it. One tombstone per id holds it, written in the
 * deletion's transaction and read in the next posting's (the one read a posting adds):
 * - A moderator's decision outlives its review. Without it, a hidden review deleted and posted
 *   again would be public, counted in its place's rating and out of the queue. So the new
 *   review is hidden (out of the public list and the rating) and open in the queue, with the
 *   reports that got the old one hidden, for a moderator to read the new text and restore it
 *   or keep it hidden. A review deleted while visible leaves no decision: the queue lists
 *   reviews, so its reports leave the queue with it, and a review posted again is reported
 *   afresh (report ids include the time a review was posted, moderation.ts).
 * - Helpful votes do not outlive their review: they are removed right after its deletion
 *   (helpful.ts), and while that is unfinished the tombstone says so. A posting that finds it
 *   so removes them first, so a former voter's vote never counts for the new text.
 */

/** What a new review starts as, and the write that settles its tombstone (if any). */
export interface Posting {
  hidden: boolean;
  /** The review's moderation fields, when it was hidden before it was deleted. */
  moderation?: Record<string, unknown>;
  /** The id's last posting still has helpful votes to remove: remove them, then post. */
  votesPending: boolean;
  /** Removes the tombstone: call with the review's other writes. */
  settle(): void;
}

/** Reads, in the posting's transaction, what an earlier posting of this review left. */
export async function readPosting(tx: Tx, reviewId: string): Promise<Posting> {
  const tombstone = await readTombstone(tx, reviewId);
  if (!tombstone) return { hidden: false, votesPending: false, settle: () => {} };
  const { moderation, votesPending } = tombstone;
  const settle = () => removeTombstone(tx, reviewId);
  if (!moderation) return { hidden: false, votesPending, settle };
  return {
    hidden: true,
    // Open again with every report it had (those of earlier postings included): no decision yet.
    moderation: moderationFields({
      ...moderation,
      openReports: moderation.reportCount,
      status: 'open',
      decidedAt: null,
    }),
    votesPending,
    settle,
  };
}

/**
 * In the deletion's transaction: a hidden review leaves its moderator's decision, one with
 * votes a mark that they are still to be removed. Whether it had votes (then remove them next:
 * helpful.ts `removeVotesOfDeleted`).
 */
export function settleDeletion(tx: Tx, { review, moderation }: ModeratedReview): boolean {
  const votesPending = review.helpful > 0;
  if (review.hidden || votesPending) {
    writeTombstone(tx, review, { moderation: review.hidden ? moderation : null, votesPending });
  }
  return votesPending;
}

/**
 * Forgets what the account `uid`'s deleted reviews left: the votes still on them, then their
 * tombstones, kept only for that account's next posting of the same review, which a deleted
 * account never makes (a new account has a new uid, so new review ids). How many there were.
 */
export async function forgetTombstonesOf(uid: string): Promise<number> {
  const left = await findTombstonesOf(uid);
  for (const { _id, votesPending } of left) if (votesPending) await finishVoteCleanup(_id);
  await removeTombstones(left.map(({ _id }) => _id));
  return left.length;
}
