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
 * A deleted review whose votes are still being removed says so in its tombstone (reposts-store.ts).
 */
const votes = () => firestore().collection('helpfulVotes');

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
