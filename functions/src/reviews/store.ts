import { createHash } from 'node:crypto';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { AppError } from '../http/app-error';
import { recordRead } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { firestore, isTimestamp, timestampNow } from '../lib/firebase';
import type { Review } from './schema';

const COLLECTION = 'reviews';

export interface NewReview {
  service: string;
  serviceName: string;
  price: number;
  customer: string;
  email: string;
  message: string;
}

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

const reviews = () => firestore().collection(COLLECTION);

/** gRPC ALREADY_EXISTS: a create() found the document there. */
const ALREADY_EXISTS = 6;

/**
 * One review per author per place: the id is derived from both, so a second
 * create() of the same pair fails atomically in Firestore itself, with no
 * read-then-write race between two tabs or two instances.
 */
export function reviewIdFor(email: string, service: string): string {
  return createHash('sha256').update(`${email}\n${service}`).digest('base64url').slice(0, 20);
}

export async function createReview(review: NewReview): Promise<string> {
  const now = timestampNow();
  const ref = reviews().doc(reviewIdFor(review.email, review.service));
  try {
    await withDeadline(ref.create({ ...review, createdAt: now, updatedAt: now }));
  } catch (err) {
    if ((err as { code?: unknown }).code === ALREADY_EXISTS) {
      throw new AppError(
        'conflict',
        'You have already reviewed this place. You can edit your review from My Review.',
      );
    }
    throw err;
  }
  return ref.id;
}

/** The reviews written by `email`, newest first (composite index email + createdAt desc). */
export async function listReviewsByEmail(email: string): Promise<Review[]> {
  const snap = await withDeadline(
    reviews().where('email', '==', email).orderBy('createdAt', 'desc').get(),
  );
  recordRead(snap.size);
  return snap.docs.map(toReview);
}

export async function getReview(id: string): Promise<Review | null> {
  const snap = await withDeadline(reviews().doc(id).get());
  recordRead(1);
  return snap.exists ? toReview(snap) : null;
}

function assertOwned(snap: DocumentSnapshot, email: string): void {
  if (!snap.exists) throw new AppError('not_found', 'No such review');
  if (snap.get('email') !== email) {
    throw new AppError('forbidden', 'This review belongs to someone else');
  }
}

/** Replaces the text of `email`'s review; nothing else about a review ever changes. */
export async function updateOwnReviewMessage(
  id: string,
  email: string,
  message: string,
): Promise<{ modified: boolean }> {
  const db = firestore();
  const ref = reviews().doc(id);
  return withDeadline(
    db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      recordRead(1);
      assertOwned(snap, email);
      if (snap.get('message') === message) return { modified: false };
      tx.update(ref, { message, updatedAt: timestampNow() });
      return { modified: true };
    }),
  );
}

export async function deleteOwnReview(id: string, email: string): Promise<void> {
  const db = firestore();
  const ref = reviews().doc(id);
  await withDeadline(
    db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      recordRead(1);
      assertOwned(snap, email);
      tx.delete(ref);
    }),
  );
}
