import { readKeysetPage } from '../lib/keyset-page';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { z } from 'zod';
import { cursorTimestamp, cursorValues, type CursorSchema } from '../lib/cursor';
import { recordRead } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { documentIdPath, firestore, isTimestamp, timestampNow } from '../lib/firebase';
import { docIdSchema } from '../lib/ids';
import type { Tx } from '../lib/transaction';
import type { Stars } from '../services';
import type { NewReview, ReviewResponse, ReviewSort, StoredReview } from './schema';
import { storedPhotosOf, toPhoto } from './photos-store';

/*
 * The reviews collection: plain objects in, plain objects out (ids as `_id`,
 * timestamps as ISO strings). No rules here: the use cases in reviews.ts decide
 * who may do what; this module only reads and writes.
 *
 * Besides what a review says, each document keeps the sort keys of its place's
 * public list: `ratingHigh` (its stars, 0 without) and `ratingLow` (its stars, 6
 * without), so that reviews without stars come last in both rating orders.
 */
const COLLECTION = 'reviews';
export const reviewsCollection = () => firestore().collection(COLLECTION);
const reviews = reviewsCollection;
export const reviewDoc = (id: string) => reviews().doc(id);

function iso(value: unknown): string {
  return isTimestamp(value) ? value.toDate().toISOString() : '';
}

function starsOf(value: unknown): Stars | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
    ? (value as Stars)
    : null;
}

function responseOf(value: unknown): ReviewResponse | null {
  if (typeof value !== 'object' || value === null) return null;
  const { message, respondedAt } = value as Record<string, unknown>;
  return typeof message === 'string' ? { message, respondedAt: iso(respondedAt) } : null;
}

export function toReview(snap: DocumentSnapshot): StoredReview {
  const d = snap.data() ?? {};
  const photoFiles = storedPhotosOf(d.photos);
  return {
    _id: snap.id,
    uid: String(d.uid ?? ''),
    service: String(d.service ?? ''),
    serviceName: String(d.serviceName ?? ''),
    price: Number(d.price ?? 0),
    customer: String(d.customer ?? ''),
    email: String(d.email ?? ''),
    message: String(d.message ?? ''),
    rating: starsOf(d.rating),
    hidden: d.hidden === true,
    helpful:
      typeof d.helpful === 'number' && Number.isInteger(d.helpful) && d.helpful > 0 ? d.helpful : 0,
    response: responseOf(d.response),
    authorPhotoURL: typeof d.authorPhotoURL === 'string' ? d.authorPhotoURL : null,
    photos: photoFiles.map(toPhoto),
    photoFiles,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

const sortKeys = (rating: Stars | null) => ({
  ratingHigh: rating ?? 0,
  ratingLow: rating ?? 6,
});

export async function findReview(id: string): Promise<StoredReview | null> {
  const snap = await withDeadline(reviews().doc(id).get());
  recordRead(1);
  return snap.exists ? toReview(snap) : null;
}

/** The reviews written by the account `uid`, newest first (index uid + createdAt desc). */
export async function findReviewsByAuthor(uid: string): Promise<StoredReview[]> {
  const snap = await withDeadline(
    reviews()
      .where('uid', '==', uid)
      .orderBy('createdAt', 'desc')
      .orderBy(documentIdPath(), 'desc')
      .get(),
  );
  recordRead(snap.size);
  return snap.docs.map(toReview);
}

/** One page of the account `uid`'s reviews, newest first, after `after` (limit + 1 reads at most). */
export async function findReviewsPageByAuthor(
  uid: string,
  limit: number,
  after: unknown[] | undefined,
): Promise<PublicPage> {
  const query = reviews()
    .where('uid', '==', uid)
    .orderBy('createdAt', 'desc')
    .orderBy(documentIdPath(), 'desc');
  const page = await readKeysetPage(query, ['createdAt'], limit, after);
  return { reviews: page.docs.map(toReview), next: page.next };
}

/** The cursor of a page of an account's reviews: the last one's creation time and id. */
export const OWN_PAGE_CURSOR = cursorValues([cursorTimestamp, docIdSchema]);

/** The orders of a place's public list; each ends with the id, so every position is unique. */
const ORDERS: Record<ReviewSort, [string, 'asc' | 'desc'][]> = {
  newest: [['createdAt', 'desc']],
  highest: [
    ['ratingHigh', 'desc'],
    ['createdAt', 'desc'],
  ],
  lowest: [
    ['ratingLow', 'asc'],
    ['createdAt', 'desc'],
  ],
  helpful: [
    ['helpful', 'desc'],
    ['createdAt', 'desc'],
  ],
};

/** What a page's cursor holds for each sort: the values of ORDERS' fields, then the id. */
export const PUBLIC_PAGE_CURSORS: Record<ReviewSort, CursorSchema> = {
  newest: cursorValues([cursorTimestamp, docIdSchema]),
  highest: cursorValues([z.number().int().min(0).max(5), cursorTimestamp, docIdSchema]),
  lowest: cursorValues([z.number().int().min(1).max(6), cursorTimestamp, docIdSchema]),
  helpful: cursorValues([z.number().int().min(0), cursorTimestamp, docIdSchema]),
};

export interface PublicPage {
  reviews: StoredReview[];
  /** The sort values (and id) of the last review, when there are more after it. */
  next: unknown[] | null;
}

/**
 * One page of a place's visible reviews in `sort` order, starting after `after`
 * (the values a previous page ended on). Reads `limit` + 1 documents at most.
 */
export async function findVisibleReviews(
  service: string,
  sort: ReviewSort,
  limit: number,
  after: unknown[] | undefined,
): Promise<PublicPage> {
  let query: Query = reviews().where('service', '==', service).where('hidden', '==', false);
  for (const [field, direction] of ORDERS[sort]) query = query.orderBy(field, direction);
  query = query.orderBy(documentIdPath(), 'desc');
  const fields = ORDERS[sort].map(([field]) => field);
  const page = await readKeysetPage(query, fields, limit, after);
  return { reviews: page.docs.map(toReview), next: page.next };
}

/** A place's visible reviews still without an answer from the place. */
const unansweredOf = (service: string) =>
  reviews()
    .where('service', '==', service)
    .where('hidden', '==', false)
    .where('response', '==', null);

/** One page of a place's visible reviews without an answer, newest first (as findVisibleReviews). */
export async function findUnansweredReviews(
  service: string,
  limit: number,
  after: unknown[] | undefined,
): Promise<PublicPage> {
  const query = unansweredOf(service)
    .orderBy('createdAt', 'desc')
    .orderBy(documentIdPath(), 'desc');
  const page = await readKeysetPage(query, ['createdAt'], limit, after);
  return { reviews: page.docs.map(toReview), next: page.next };
}

/** How many of a place's visible reviews have no answer (one count aggregation). */
export async function countUnansweredReviews(service: string): Promise<number> {
  const snap = await withDeadline(unansweredOf(service).count().get());
  const count = snap.data().count;
  // Firestore bills a count one read per 1,000 index entries it matches (at least one).
  recordRead(Math.max(1, Math.ceil(count / 1000)));
  return count;
}

/** A review read inside a transaction (its write then applies only if it is unchanged). */
export async function readReview(tx: Tx, id: string): Promise<StoredReview | null> {
  const snap = await tx.get(reviews().doc(id));
  recordRead(1);
  return snap.exists ? toReview(snap) : null;
}

/**
 * A new review; `hidden` and `moderation` (moderation-store.ts's fields) only for one posted
 * again after a moderator hid it.
 */
export function createReviewInTx(
  tx: Tx,
  id: string,
  review: NewReview,
  { hidden, moderation }: { hidden: boolean; moderation?: Record<string, unknown> } = {
    hidden: false,
  },
): void {
  const now = timestampNow();
  tx.create(reviews().doc(id), {
    ...review,
    ...sortKeys(review.rating as Stars | null),
    ...moderation,
    hidden,
    // Every review has both, so the helpful order (which skips a document without its field) lists it.
    helpful: 0,
    response: null,
    photos: [],
    createdAt: now,
    updatedAt: now,
  });
}

export function writeReviewChanges(
  tx: Tx,
  id: string,
  changes: { message: string; rating: Stars | null },
): void {
  tx.update(reviews().doc(id), {
    message: changes.message,
    rating: changes.rating,
    ...sortKeys(changes.rating),
    updatedAt: timestampNow(),
  });
}

export function removeReview(tx: Tx, id: string): void {
  tx.delete(reviews().doc(id));
}

/** Reviews read inside a transaction, in the order of `ids` (null where there is none). */
export async function readReviews(tx: Tx, ids: string[]): Promise<(StoredReview | null)[]> {
  if (ids.length === 0) return [];
  const snaps = await tx.getAll(...ids.map((id) => reviews().doc(id)));
  recordRead(snaps.length);
  return snaps.map((snap) => (snap.exists ? toReview(snap) : null));
}

/** The photo a review shows beside it: its author's; not an edit (`updatedAt` stays). */
export function writeAuthorPhoto(tx: Tx, id: string, photoURL: string | null): void {
  tx.update(reviews().doc(id), { authorPhotoURL: photoURL });
}

/**
 * The place's answer to a review (null removes it), with the account that wrote it (kept, never
 * sent: toReview reads only the message and its time). Not an edit of the review: `updatedAt`
 * stays. Returns the answer as readers get it.
 */
export function writeReviewResponse(
  tx: Tx,
  id: string,
  answer: { message: string; uid: string } | null,
): ReviewResponse | null {
  if (answer === null) {
    tx.update(reviews().doc(id), { response: null });
    return null;
  }
  const respondedAt = timestampNow();
  tx.update(reviews().doc(id), {
    response: { message: answer.message, respondedAt, uid: answer.uid },
  });
  return { message: answer.message, respondedAt: respondedAt.toDate().toISOString() };
}
