import { createHash } from 'node:crypto';
import { authorInTx } from '../authors';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import type { Cursors } from '../lib/cursor';
import { inTransaction, type Tx } from '../lib/transaction';
import {
  changeRating,
  getOfferedPlace,
  placeGone,
  readPlaceInTx,
  writeServiceRating,
  type ServiceCatalog,
  type Stars,
} from '../services';
import type {
  CreateReviewBody,
  PublicReview,
  PublicReviewsPage,
  PublicReviewsQuery,
  ListReviewsQuery,
  Review,
  ReviewChanges,
  ReviewListItem,
  StoredReview,
} from './schema';
import {
  createReviewInTx,
  findReview,
  findReviewsByAuthor,
  findReviewsPageByAuthor,
  findVisibleReviews,
  OWN_PAGE_CURSOR,
  PUBLIC_PAGE_CURSORS,
  readReview,
  removeReview,
  writeReviewChanges,
} from './store';
import { readModeratedReview } from './moderation-store';
import { readPosting, settleDeletion } from './reposts';
import { finishVoteCleanup, removeVotesOfDeleted } from './helpful';
import { deletePhotoFilesOf } from './photos';
import { removePhotoEntry } from './photos-store';

/*
 * The rules of reviews: who may read or change one, one review per person per
 * place, what an edit may change, and that a place's rating moves in the same
 * transaction as the review that moves it. Routes parse and answer; the stores
 * read and write; everything in between is decided here.
 */

/**
 * One review per account per place: the id is derived from both, so a second
 * create of the same pair is found (or, racing, refused by Firestore) in the
 * same transaction, whatever tab or instance sent it.
 */
export function reviewIdFor(uid: string, service: string): string {
  return createHash('sha256').update(`${uid}\n${service}`).digest('base64url').slice(0, 20);
}

/** A body may name an email, but only the caller's own. */
function assertOwnEmail(claimed: string | undefined, caller: Caller): void {
  if (claimed !== undefined && claimed.trim().toLowerCase() !== caller.email) {
    throw new AppError('forbidden', 'You can only use your own email address');
  }
}

/** Reviews belong to accounts: an account whose email changes keeps its reviews. */
function assertOwner(review: StoredReview | null, caller: Caller): asserts review is StoredReview {
  if (!review) throw new AppError('not_found', 'No such review');
  if (review.uid !== caller.uid) {
    throw new AppError('forbidden', 'This review belongs to someone else');
  }
}

/** What the author sees: everything but the account id (and the photo their profile shows). */
function forAuthor({
  uid: _uid,
  authorPhotoURL: _photo,
  photoFiles: _files,
  ...review
}: StoredReview): Review {
  return review;
}

/** A review as anyone may read it: no email, no account. */
export function forPublic(review: StoredReview): PublicReview {
  const { _id, customer, rating, message, helpful, response, photos, createdAt, updatedAt } =
    review;
  return {
    _id,
    customer,
    rating,
    message,
    helpful,
    response,
    photos,
    createdAt,
    updatedAt,
    authorPhotoURL: review.authorPhotoURL,
  };
}

/** The stars a review adds to its place's rating: none while hidden or unrated. */
export const countedStars = (review: Pick<StoredReview, 'rating' | 'hidden'>): Stars | null =>
  review.hidden ? null : (review.rating as Stars | null);

/** Moves the place's rating from `from` to `to` stars, in the review's transaction. */
export async function moveRating(tx: Tx, serviceId: string, from: Stars | null, to: Stars | null) {
  if (from === to) return;
  const service = await readPlaceInTx(tx, serviceId);
  // A place is never deleted while it has reviews (it is archived), so this is a broken link.
  if (!service) throw new AppError('not_found', 'No such service');
  return () => writeServiceRating(tx, serviceId, changeRating(service.rating, from, to));
}

/**
 * Writes a review by the caller; name and price come from the stored place, never the body,
 * and the photo from the author's profile. A review a moderator hid, deleted by its author,
 * comes back hidden (reposts.ts). An account being deleted writes nothing (403).
 */
export async function createReview(caller: Caller, body: CreateReviewBody): Promise<string> {
  assertOwnEmail(body.email, caller);
  const id = reviewIdFor(caller.uid, body.service);
  const created = await postReview(caller, body, id);
  if (created) return id;
  // The id's last posting was deleted with votes still to remove: remove them, then post.
  await finishVoteCleanup(id);
  if (await postReview(caller, body, id)) return id;
  throw new AppError('database_unavailable', 'Too many changes at once, please try again');
}

/** The posting's transaction; false (nothing written) while the id still carries old votes. */
function postReview(caller: Caller, body: CreateReviewBody, id: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const author = await authorInTx(tx, caller);
    const service = await readPlaceInTx(tx, body.service);
    if (!service) throw new AppError('not_found', 'No such service');
    if (service.archived) throw placeGone();
    if (await readReview(tx, id)) {
      throw new AppError(
        'conflict',
        'You have already reviewed this place. You can edit your review from My Review.',
        {},
        { existingId: id },
      );
    }
    const posting = await readPosting(tx, id);
    if (posting.votesPending) return false;
    const rating = body.rating ?? null;
    createReviewInTx(
      tx,
      id,
      {
        uid: caller.uid,
        service: service._id,
        serviceName: service.title,
        price: service.price,
        customer: body.customer,
        email: caller.email,
        message: body.message,
        rating,
        authorPhotoURL: author.photoURL,
      },
      posting,
    );
    posting.settle();
    const stars = countedStars({ rating, hidden: posting.hidden });
    if (stars !== null) {
      writeServiceRating(tx, service._id, changeRating(service.rating, null, stars));
    }
    return true;
  });
}

export async function getOwnReview(caller: Caller, id: string): Promise<Review> {
  const review = await findReview(id);
  assertOwner(review, caller);
  return forAuthor(review);
}

/** Reviews as their author lists them: each with its place's picture (one batched read). */
async function withPictures(
  list: StoredReview[],
  catalog: ServiceCatalog,
): Promise<ReviewListItem[]> {
  const services = await catalog.getMany(list.map((r) => r.service));
  return list.map((r) => ({ ...forAuthor(r), img: services.get(r.service)?.img ?? null }));
}

/**
 * GET /reviews: a page of the caller's reviews, newest first, or only their review of one place.
 * At most `limit` + 1 reviews and the page's places the catalogue does not hold.
 */
export async function listOwnReviews(
  caller: Caller,
  { email, service, limit, cursor }: ListReviewsQuery,
  catalog: ServiceCatalog,
  cursors: Cursors,
): Promise<{ items: ReviewListItem[]; nextCursor: string | null }> {
  assertOwnEmail(email, caller);
  if (service !== undefined) {
    // The only review the account can have of that place has this id (reviewIdFor).
    const review = await findReview(reviewIdFor(caller.uid, service));
    const mine = review?.uid === caller.uid ? [review] : [];
    return { items: await withPictures(mine, catalog), nextCursor: null };
  }
  const scope = `own-reviews:${caller.uid}`;
  const after = cursor ? cursors.decode(scope, cursor, OWN_PAGE_CURSOR) : undefined;
  const page = await findReviewsPageByAuthor(caller.uid, limit, after);
  return {
    items: await withPictures(page.reviews, catalog),
    nextCursor: page.next ? cursors.encode(scope, page.next) : null,
  };
}

/** Every review of the caller, hidden ones too, as their author gets them: the account's export. */
export async function allOwnReviews(
  caller: Caller,
  catalog: ServiceCatalog,
): Promise<ReviewListItem[]> {
  return withPictures(await findReviewsByAuthor(caller.uid), catalog);
}

/** Changes the text and stars of the caller's review; nothing else about a review ever changes. */
export function updateOwnReview(
  caller: Caller,
  id: string,
  changes: ReviewChanges,
): Promise<{ modified: boolean }> {
  return inTransaction(async (tx) => {
    const review = await readReview(tx, id);
    assertOwner(review, caller);
    const rating = changes.rating ?? (review.rating as Stars | null);
    if (review.message === changes.message && review.rating === rating) return { modified: false };
    const writeRating = await moveRating(
      tx,
      review.service,
      countedStars(review),
      countedStars({ ...review, rating }),
    );
    writeReviewChanges(tx, id, { message: changes.message, rating });
    writeRating?.();
    return { modified: true };
  });
}

/** The ids of the caller's reviews, hidden ones too. */
export async function ownReviewIds(caller: Caller): Promise<string[]> {
  return (await findReviewsByAuthor(caller.uid)).map((r) => r._id);
}

/**
 * Deletes the caller's review; a hidden one leaves its moderator's decision behind (reposts.ts),
 * and its photos' files and helpful votes go after it (photos.ts, helpful.ts).
 */
export async function deleteOwnReview(caller: Caller, id: string): Promise<void> {
  const hadVotes = await inTransaction(async (tx) => {
    const found = await readModeratedReview(tx, id);
    const review = found?.review ?? null;
    assertOwner(review, caller);
    const writeRating = await moveRating(tx, review.service, countedStars(review), null);
    removeReview(tx, id);
    for (const photo of review.photoFiles) removePhotoEntry(tx, photo.id);
    const votesPending = found ? settleDeletion(tx, found) : false;
    writeRating?.();
    return votesPending;
  });
  await deletePhotoFilesOf(id);
  if (hadVotes) await removeVotesOfDeleted(id);
}

/** One page of a place's visible reviews; `nextCursor` continues it, null at the end. */
export async function listPublicReviews(
  serviceId: string,
  { sort, limit, cursor }: PublicReviewsQuery,
  catalog: ServiceCatalog,
  cursors: Cursors,
): Promise<PublicReviewsPage> {
  const scope = `reviews:${serviceId}:${sort}`;
  const after = cursor ? cursors.decode(scope, cursor, PUBLIC_PAGE_CURSORS[sort]) : undefined;
  await getOfferedPlace(catalog, serviceId);
  const page = await findVisibleReviews(serviceId, sort, limit, after);
  return {
    items: page.reviews.map(forPublic),
    nextCursor: page.next ? cursors.encode(scope, page.next) : null,
  };
}
