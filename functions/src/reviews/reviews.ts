import { createHash } from 'node:crypto';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import { inTransaction } from '../lib/transaction';
import type { ServiceCatalog } from '../services';
import type { CreateReviewBody, Review, ReviewChanges, ReviewListItem } from './schema';
import {
  findReview,
  findReviewsByEmail,
  insertReview,
  readReview,
  removeReview,
  writeReviewMessage,
} from './store';

/*
 * The rules of reviews: who may read or change one, one review per person per
 * place, and what an edit may change. Routes parse and answer; the store reads
 * and writes; everything in between is decided here.
 */

/**
 * One review per author per place: the id is derived from both, so a second
 * create of the same pair fails atomically in Firestore itself, with no
 * read-then-write race between two tabs or two instances.
 */
export function reviewIdFor(email: string, service: string): string {
  return createHash('sha256').update(`${email}\n${service}`).digest('base64url').slice(0, 20);
}

/** A body may name an email, but only the caller's own. */
function assertOwnEmail(claimed: string | undefined, caller: Caller): void {
  if (claimed !== undefined && claimed.trim().toLowerCase() !== caller.email) {
    throw new AppError('forbidden', 'You can only use your own email address');
  }
}

function assertOwner(review: Review | null, caller: Caller): asserts review is Review {
  if (!review) throw new AppError('not_found', 'No such review');
  if (review.email !== caller.email) {
    throw new AppError('forbidden', 'This review belongs to someone else');
  }
}

/** Writes a review by the caller; name and price come from the stored place, never the body. */
export async function createReview(
  caller: Caller,
  body: CreateReviewBody,
  catalog: ServiceCatalog,
): Promise<string> {
  assertOwnEmail(body.email, caller);
  const service = await catalog.get(body.service);
  if (!service) throw new AppError('not_found', 'No such service');
  const id = reviewIdFor(caller.email, service._id);
  const outcome = await insertReview(id, {
    service: service._id,
    serviceName: service.title,
    price: service.price,
    customer: body.customer,
    email: caller.email,
    message: body.message,
  });
  if (outcome === 'exists') {
    throw new AppError(
      'conflict',
      'You have already reviewed this place. You can edit your review from My Review.',
    );
  }
  return id;
}

export async function getOwnReview(caller: Caller, id: string): Promise<Review> {
  const review = await findReview(id);
  assertOwner(review, caller);
  return review;
}

/** The caller's reviews, newest first, each with its place's picture (one batched read). */
export async function listOwnReviews(
  caller: Caller,
  claimedEmail: string | undefined,
  catalog: ServiceCatalog,
): Promise<ReviewListItem[]> {
  assertOwnEmail(claimedEmail, caller);
  const list = await findReviewsByEmail(caller.email);
  const services = await catalog.getMany(list.map((r) => r.service));
  return list.map((r) => ({ ...r, img: services.get(r.service)?.img ?? null }));
}

/** Changes the text of the caller's review; nothing else about a review ever changes. */
export function updateOwnReview(
  caller: Caller,
  id: string,
  changes: ReviewChanges,
): Promise<{ modified: boolean }> {
  return inTransaction(async (tx) => {
    const review = await readReview(tx, id);
    assertOwner(review, caller);
    if (review.message === changes.message) return { modified: false };
    writeReviewMessage(tx, id, changes.message);
    return { modified: true };
  });
}

export function deleteOwnReview(caller: Caller, id: string): Promise<void> {
  return inTransaction(async (tx) => {
    assertOwner(await readReview(tx, id), caller);
    removeReview(tx, id);
  });
}
