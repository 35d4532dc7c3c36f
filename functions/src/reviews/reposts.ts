import type { Tx } from '../lib/transaction';
import { finishVoteCleanup } from './helpful';
import { moderationFields, type ModeratedReview, type ModerationState } from './moderation-store';
import {
  findTombstonesOf,
  readTombstone,
  removeTombstone,
  removeTombstones,
  writeTombstone,
} from './reposts-store';
import type { StoredReview } from './schema';

/*
 * What a deleted review leaves for its id. Review ids are derived from account + place, so an
 * author who deletes a review and posts again writes the same id; what the old posting left
 * must not pass to the new one, nor be lost by it. One tombstone per id holds it, written in the
 * deletion's transaction and read in the next posting's (the one read a posting adds):
 * - Reports and decisions outlive their review: a decision stands until a moderator changes
 *   it. A hidden review posted again is hidden (out of the public list and the rating), marked
 *   a re-post, with the reports already decided counted as decided: it waits in the open queue
 *   (below every review with open reports) for a moderator to read the new text and restore it
 *   or keep it hidden, once. A re-post that a moderator kept hidden and that its author posts
 *   yet again stays hidden and resolved: reposting cannot summon a moderator again and again.
 *   A visible reported review posted again keeps its reports, open or decided, so reports are
 *   not dodged by reposting, and its reporters cannot report it twice (moderation.ts).
 * - Helpful votes do not outlive their review: they are removed right after its deletion
 *   (helpful.ts), and while that is unfinished the tombstone says so. A posting that finds it
 *   so removes them first, so a former voter's vote never counts for the new text.
 */

/** What a new review starts as, and the write that settles its tombstone (if any). */
export interface Posting {
  hidden: boolean;
  /** The review's moderation fields, when it was reported or moderated before it was deleted. */
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
  const { hidden, moderation, votesPending } = tombstone;
  const settle = () => removeTombstone(tx, reviewId);
  if (!moderation) return { hidden: false, votesPending, settle };
  return {
    hidden,
    moderation: moderationFields(reposted(moderation, hidden)),
    votesPending,
    settle,
  };
}

/**
 * The state a review posted again takes back: every report and decision as they stood, marked a
 * re-post (until the next decision). A hidden one awaits a moderator's look at its new text, in
 * the open queue ranked by its open reports (none, as a hidden review cannot be reported):
 * unless a moderator already kept a re-post of it hidden, which stands. Its reports are all kept
 * per review from now on, so `postings` is closed.
 */
function reposted(state: ModerationState, hidden: boolean): ModerationState {
  return {
    ...state,
    status: hidden && !state.keptHidden ? 'open' : state.status,
    reposted: true,
    postingsClosed: true,
  };
}

/**
 * The state a deleted review leaves in its tombstone. While its posting may have reports with a
 * posting's id (filed before reports were kept per review), its time joins the postings the
 * state counts, so those reports stay counted after a re-post; once closed, nothing is added.
 */
function leftBehind(state: ModerationState, review: StoredReview): ModerationState {
  const open = !state.postingsClosed && state.reportCount > 0;
  return open && !state.postings.includes(review.createdAt)
    ? { ...state, postings: [...state.postings, review.createdAt] }
    : state;
}

/**
 * In the deletion's transaction: a reported or moderated review leaves its moderation state, one
 * with votes a mark that they are still to be removed. Whether it had votes (then remove them
 * next: helpful.ts `removeVotesOfDeleted`).
 */
export function settleDeletion(tx: Tx, { review, moderation }: ModeratedReview): boolean {
  const votesPending = review.helpful > 0;
  const keeps = review.hidden || moderation.status !== null;
  if (keeps || votesPending) {
    writeTombstone(tx, review, {
      hidden: review.hidden,
      moderation: keeps ? leftBehind(moderation, review) : null,
      votesPending,
    });
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
