import type { Tx } from '../lib/transaction';
import {
  moderationFields,
  readTombstone,
  removeTombstone,
  removeTombstonesOf,
  writeTombstone,
  type ModeratedReview,
} from './moderation-store';

/*
 * A moderator's decision outlives its review. Review ids are derived from account + place, so
 * an author who deletes a hidden review and posts again writes the same id: without a record,
 * the new review would be public, counted in its place's rating and out of the queue. So
 * deleting a hidden review leaves a tombstone with its moderation state, and posting again
 * takes it back: the new review is hidden (out of the public list and the rating) and open in
 * the queue, with the reports that got the old one hidden, for a moderator to read the new text
 * and restore it or keep it hidden.
 * A review deleted while visible leaves nothing: the queue lists reviews, so its reports leave
 * the queue with it, and a review posted again is reported afresh (report ids include the time
 * a review was posted, moderation.ts).
 */

/** What a new review starts as, and the write that settles its tombstone (if any). */
export interface Posting {
  hidden: boolean;
  /** The review's moderation fields, when it was hidden before it was deleted. */
  moderation?: Record<string, unknown>;
  /** Removes the tombstone: call with the review's other writes. */
  settle(): void;
}

/** Reads, in the posting's transaction, whether a moderator hid this review before. */
export async function readPosting(tx: Tx, reviewId: string): Promise<Posting> {
  const tombstone = await readTombstone(tx, reviewId);
  if (!tombstone) return { hidden: false, settle: () => {} };
  return {
    hidden: true,
    // Open again with every report it had (those of earlier postings included): no decision yet.
    moderation: moderationFields({
      ...tombstone,
      openReports: tombstone.reportCount,
      status: 'open',
      decidedAt: null,
    }),
    settle: () => removeTombstone(tx, reviewId),
  };
}

/** In the deletion's transaction: a hidden review leaves its tombstone. */
export function settleDeletion(tx: Tx, { review, moderation }: ModeratedReview): void {
  if (review.hidden) writeTombstone(tx, review, moderation);
}

/**
 * Forgets the decisions on the account `uid`'s deleted hidden reviews: kept only for that
 * account's next posting of the same review, which a deleted account never makes (a new
 * account has a new uid, so new review ids). How many there were.
 */
export function forgetTombstonesOf(uid: string): Promise<number> {
  return removeTombstonesOf(uid);
}
