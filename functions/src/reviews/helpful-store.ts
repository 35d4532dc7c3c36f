import { recordRead } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { firestore, isTimestamp, timestampNow } from '../lib/firebase';
import type { Tx } from '../lib/transaction';
import { reviewDoc } from './store';

/*
 * Helpful votes, in plain objects. A vote is one document, `helpfulVotes/{reviewId}_{uid}`
 * (review, service, uid, createdAt): its id makes "once per account and review" a document
 * read, and its fields let an account list its votes on a place, or all of them. The count a
 * review shows is the review's own `helpful` field, written in the vote's transaction.
 *
 * `helpfulCleanups/{reviewId}` (uid: the review's author) marks a deleted review whose votes
 * are still being removed. It is written in the review's deletion transaction and removed with
 * its last votes; while it stands, the review's id cannot be posted again (ids are derived from
 * account + place) without removing those votes first, so no posting inherits an old one.
 */
const votes = () => firestore().collection('helpfulVotes');
const cleanups = () => firestore().collection('helpfulCleanups');

/** A vote's document id: one per account and review (review ids never contain the uid). */
export const voteIdFor = (reviewId: string, uid: string) => `${reviewId}_${uid}`;

export interface Vote {
  _id: string;
  review: string;
  service: string;
  uid: string;
  /** ms since the epoch. */
  createdAt: number;
}

function toVote(id: string, d: Record<string, unknown>): Vote {
  return {
    _id: id,
    review: String(d.review ?? ''),
    service: String(d.service ?? ''),
    uid: String(d.uid ?? ''),
    createdAt: isTimestamp(d.createdAt) ? d.createdAt.toMillis() : 0,
  };
}

/** Whether the account `uid` has voted for the review, read inside the vote's transaction. */
export async function readVote(tx: Tx, reviewId: string, uid: string): Promise<boolean> {
  const snap = await tx.get(votes().doc(voteIdFor(reviewId, uid)));
  recordRead(1);
  return snap.exists;
}

/** A vote by its id, read inside a transaction (null when it is gone). */
export async function readVoteById(tx: Tx, id: string): Promise<Vote | null> {
  const snap = await tx.get(votes().doc(id));
  recordRead(1);
  return snap.exists ? toVote(snap.id, snap.data() ?? {}) : null;
}

export function createVoteInTx(
  tx: Tx,
  vote: { review: string; service: string; uid: string },
): void {
  tx.create(votes().doc(voteIdFor(vote.review, vote.uid)), {
    ...vote,
    createdAt: timestampNow(),
  });
}

export function removeVoteInTx(tx: Tx, id: string): void {
  tx.delete(votes().doc(id));
}

/** The review's count of votes; not an edit (`updatedAt` stays). */
export function writeHelpfulCount(tx: Tx, reviewId: string, helpful: number): void {
  tx.update(reviewDoc(reviewId), { helpful });
}

/** The votes of the account `uid` (equality queries: automatic indexes), on one place or all. */
export async function findVotesBy(uid: string, service?: string): Promise<Vote[]> {
  let query = votes().where('uid', '==', uid);
  if (service !== undefined) query = query.where('service', '==', service);
  const snap = await withDeadline(query.get());
  recordRead(snap.size);
  return snap.docs.map((d) => toVote(d.id, d.data()));
}

/** Up to `limit` votes for the review, read inside a transaction (their ids). */
export async function readVoteIdsOn(tx: Tx, reviewId: string, limit: number): Promise<string[]> {
  const snap = await tx.get(votes().where('review', '==', reviewId).limit(limit));
  recordRead(Math.max(1, snap.size));
  return snap.docs.map((d) => d.id);
}

/** Whether the deleted review `reviewId` still has votes to remove, read inside a transaction. */
export async function readCleanupPending(tx: Tx, reviewId: string): Promise<boolean> {
  const snap = await tx.get(cleanups().doc(reviewId));
  recordRead(1);
  return snap.exists;
}

/** In the review's deletion transaction: its votes are to be removed. */
export function writeCleanupInTx(tx: Tx, reviewId: string, uid: string): void {
  tx.set(cleanups().doc(reviewId), { uid, since: timestampNow() });
}

export function removeCleanupInTx(tx: Tx, reviewId: string): void {
  tx.delete(cleanups().doc(reviewId));
}

/** The deleted reviews of the account `uid` whose votes are still to be removed (their ids). */
export async function findCleanupsOf(uid: string): Promise<string[]> {
  const snap = await withDeadline(cleanups().where('uid', '==', uid).get());
  recordRead(snap.size);
  return snap.docs.map((d) => d.id);
}
