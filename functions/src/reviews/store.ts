import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { recordRead } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { firestore, isTimestamp, timestampNow } from '../lib/firebase';
import type { Tx } from '../lib/transaction';
import type { NewReview, Review } from './schema';

/*
 * The reviews collection: plain objects in, plain objects out (ids as `_id`,
 * timestamps as ISO strings). No rules here: the use cases in reviews.ts decide
 * who may do what; this module only reads and writes.
 */
const COLLECTION = 'reviews';
const reviews = () => firestore().collection(COLLECTION);

/** gRPC ALREADY_EXISTS: a create() found the document there. */
const ALREADY_EXISTS = 6;

function iso(value: unknown): string {
  return isTimestamp(value) ? value.toDate().toISOString() : '';
}

function toReview(snap: DocumentSnapshot): Review {
  const d = snap.data() ?? {};
  return {
    _id: snap.id,
    service: String(d.service ?? ''),
    serviceName: String(d.serviceName ?? ''),
    price: Number(d.price ?? 0),
    customer: String(d.customer ?? ''),
    email: String(d.email ?? ''),
    message: String(d.message ?? ''),
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

/** Creates the review under `id`; 'exists' (and nothing written) when that id is taken. */
export async function insertReview(id: string, review: NewReview): Promise<'created' | 'exists'> {
  const now = timestampNow();
  try {
    await withDeadline(
      reviews()
        .doc(id)
        .create({ ...review, createdAt: now, updatedAt: now }),
    );
    return 'created';
  } catch (err) {
    if ((err as { code?: unknown }).code === ALREADY_EXISTS) return 'exists';
    throw err;
  }
}

export async function findReview(id: string): Promise<Review | null> {
  const snap = await withDeadline(reviews().doc(id).get());
  recordRead(1);
  return snap.exists ? toReview(snap) : null;
}

/** The reviews written by `email`, newest first (composite index email + createdAt desc). */
export async function findReviewsByEmail(email: string): Promise<Review[]> {
  const snap = await withDeadline(
    reviews().where('email', '==', email).orderBy('createdAt', 'desc').get(),
  );
  recordRead(snap.size);
  return snap.docs.map(toReview);
}

/** A review read inside a transaction (its write then applies only if it is unchanged). */
export async function readReview(tx: Tx, id: string): Promise<Review | null> {
  const snap = await tx.get(reviews().doc(id));
  recordRead(1);
  return snap.exists ? toReview(snap) : null;
}

export function writeReviewMessage(tx: Tx, id: string, message: string): void {
  tx.update(reviews().doc(id), { message, updatedAt: timestampNow() });
}

export function removeReview(tx: Tx, id: string): void {
  tx.delete(reviews().doc(id));
}
