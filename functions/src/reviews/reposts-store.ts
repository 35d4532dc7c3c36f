import { recordRead, recordWrite } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { firestore, timestampNow } from '../lib/firebase';
import type { Tx } from '../lib/transaction';
import { moderationFields, moderationStateOf, type ModerationState } from './moderation-store';
import type { StoredReview } from './schema';

/*
 * What a deleted review leaves for its id, in plain objects: its tombstone,
 * `hiddenReviews/{reviewId}`. Review ids are derived from account + place, so the author's next
 * posting of the place has the same id and reads the tombstone in its transaction (reposts.ts).
 * A tombstone holds
 *   uid, service, deletedAt  whose review it was
 *   hidden         false when the review was visible (absent on tombstones written before votes
 *                  existed: only hidden reviews left one then)
 *   the moderation fields (moderation-store.ts), when the review was hidden, reported or
 *                  moderated (a visible review's only since reports outlive their posting)
 *   votesPending   true while its helpful votes are still being removed (helpful.ts)
 * The collection keeps the name it had when only hidden reviews left a tombstone.
 */
const tombstones = () => firestore().collection('hiddenReviews');

export interface Tombstone {
  /** Whether a moderator had hidden the review. */
  hidden: boolean;
  /** Its moderation state, when it was hidden, reported or moderated; null if neither. */
  moderation: ModerationState | null;
  /** Its helpful votes are still being removed. */
  votesPending: boolean;
}

function tombstoneOf(data: Record<string, unknown>): Tombstone {
  const hidden = data.hidden !== false;
  return {
    hidden,
    moderation: hidden || typeof data.reportStatus === 'string' ? moderationStateOf(data) : null,
    votesPending: data.votesPending === true,
  };
}

/** The tombstone of the review id, read inside a transaction (null: none). */
export async function readTombstone(tx: Tx, reviewId: string): Promise<Tombstone | null> {
  const snap = await tx.get(tombstones().doc(reviewId));
  recordRead(1);
  return snap.exists ? tombstoneOf(snap.data() ?? {}) : null;
}

/** In the review's deletion transaction: what it leaves. */
export function writeTombstone(tx: Tx, review: StoredReview, left: Tombstone): void {
  tx.set(tombstones().doc(review._id), {
    uid: review.uid,
    service: review.service,
    deletedAt: timestampNow(),
    hidden: left.hidden,
    ...(left.moderation ? moderationFields(left.moderation) : {}),
    votesPending: left.votesPending,
  });
}

/** A tombstone gets a new moderation state (a report withdrawn). */
export function writeTombstoneState(tx: Tx, reviewId: string, state: ModerationState): void {
  tx.update(tombstones().doc(reviewId), moderationFields(state));
}

/** With the last of its votes: a tombstone with a moderation state stays, any other goes. */
export function writeVotesRemoved(tx: Tx, reviewId: string, left: Tombstone): void {
  if (left.moderation) tx.update(tombstones().doc(reviewId), { votesPending: false });
  else tx.delete(tombstones().doc(reviewId));
}

export function removeTombstone(tx: Tx, reviewId: string): void {
  tx.delete(tombstones().doc(reviewId));
}

/** The tombstones the account `uid`'s deleted reviews left (one equality query: an automatic index). */
export async function findTombstonesOf(
  uid: string,
): Promise<{ _id: string; votesPending: boolean }[]> {
  const snap = await withDeadline(tombstones().where('uid', '==', uid).get());
  recordRead(snap.size);
  return snap.docs.map((doc) => ({ _id: doc.id, votesPending: doc.get('votesPending') === true }));
}

/** Removes these tombstones (400 a batch). */
export async function removeTombstones(ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 400) {
    const batch = firestore().batch();
    const chunk = ids.slice(i, i + 400);
    for (const id of chunk) batch.delete(tombstones().doc(id));
    await withDeadline(batch.commit());
    recordWrite(chunk.length);
  }
}
