import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { recordDecision } from '../audit';
import { authorInTx } from '../authors';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import { cursorTimestamp, cursorValues, type Cursors } from '../lib/cursor';
import { recordWork } from '../lib/db-stats';
import { docIdSchema } from '../lib/ids';
import { inTransaction, type Tx } from '../lib/transaction';
import {
  deleteFilesUnder,
  photoPrefix,
  processPhoto,
  reviewPhotosPrefix,
  savePhotoFiles,
  sweepPhotoFiles,
  type StoredPhoto,
  type SweepCounts,
  type SweepOptions,
} from '../photos';
import { getOfferedPlace, type ServiceCatalog } from '../services';
import { photoRemoved } from './audit-lines';
import {
  findAllowance,
  findKeptPhotoIds,
  findPlacePhotos,
  readAllowance,
  removeAllowance,
  toPhoto,
  writeAllowance,
  writePhotoEntry,
  removePhotoEntry,
  writeReviewPhotos,
  type DayAllowance,
} from './photos-store';
import {
  PHOTOS_MAX,
  type Photo,
  type PhotoChanges,
  type PlacePhotosQuery,
  type StoredReview,
} from './schema';
import { findReview, readReview } from './store';

/*
 * The rules of a review's photos: only its author adds, describes and orders them (an admin may
 * remove one, recorded in the audit trail), at most PHOTOS_MAX a review and a daily allowance an
 * account; a hidden review's photos leave the place's gallery with it. The pipeline and the files
 * are the photos feature's.
 */

/** Photos one account may add in a day (UTC), and the bytes of their uploads. */
export const DAY_PHOTOS_MAX = 50;
export const DAY_BYTES_MAX = 200 * 1024 * 1024;

/**
 * What decoding a photo costs the account's allowance of work (http/rate-limit.ts), in documents:
 * 10 a megapixel, at least 20. A 12 MP photo costs 120: an account adds at most about 25 a minute.
 */
export const photoWork = (pixels: number) => Math.max(20, Math.ceil((pixels / 1_000_000) * 10));

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function untilTomorrow(now: number): number {
  const midnight = new Date(now);
  midnight.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((midnight.getTime() - now) / 1000));
}

/** 429 once today's photos or bytes are spent; `adding` the bytes of the upload at hand. */
function checkAllowance(day: DayAllowance, adding: number, now: number): void {
  const wait = untilTomorrow(now);
  const headers = { 'Retry-After': String(wait) };
  if (day.photos >= DAY_PHOTOS_MAX) {
    throw new AppError(
      'rate_limited',
      `You have added ${DAY_PHOTOS_MAX} photos today, the most an account may add in a day; try again in ${wait} s`,
      headers,
    );
  }
  if (day.bytes + adding > DAY_BYTES_MAX) {
    throw new AppError(
      'rate_limited',
      `Your photos today come to over ${DAY_BYTES_MAX / (1024 * 1024)} MB, the most an account may upload in a day; try again in ${wait} s`,
      headers,
    );
  }
}

const noSuchReview = () => new AppError('not_found', 'No such review');
const noSuchPhoto = () => new AppError('not_found', 'No such photo');

/** The caller's own review: 404 when there is none, 403 when it is someone else's. */
function assertAuthor(review: StoredReview | null, caller: Caller): asserts review is StoredReview {
  if (!review) throw noSuchReview();
  if (review.uid !== caller.uid) {
    throw new AppError('forbidden', 'This review belongs to someone else');
  }
}

/** A photo can be added to the caller's own visible review with room for one more. */
function assertCanAdd(review: StoredReview | null, caller: Caller): asserts review is StoredReview {
  if (review?.hidden) throw noSuchReview();
  assertAuthor(review, caller);
  if (review.photoFiles.length >= PHOTOS_MAX) {
    throw new AppError(
      'conflict',
      `A review has at most ${PHOTOS_MAX} photos: remove one to add another`,
    );
  }
}

/**
 * Adds a photo to the caller's review: everything that can be refused before the upload is read
 * is (404, 403, 409, 429), then the bytes are read (413), decoded and written as files (415,
 * 400), and last the photo joins the review in a transaction that checks it all again. Files
 * written for a photo that then does not join are deleted (should that fail, by the sweep).
 */
export async function addPhoto(
  caller: Caller,
  reviewId: string,
  readBody: () => Promise<Buffer>,
  now = Date.now(),
): Promise<Photo> {
  const day = dayOf(now);
  assertCanAdd(await findReview(reviewId), caller);
  checkAllowance(await findAllowance(caller.uid, day), 0, now);
  const bytes = await readBody();
  const processed = await processPhoto(bytes);
  recordWork(photoWork(processed.width * processed.height));
  const id = randomBytes(15).toString('base64url');
  const files = await savePhotoFiles(reviewId, id, processed);
  const photo: StoredPhoto = { id, alt: '', files, bytes: bytes.length, addedAt: now };
  try {
    await inTransaction(async (tx) => {
      await authorInTx(tx, caller);
      const review = await readReview(tx, reviewId);
      assertCanAdd(review, caller);
      const allowance = await readAllowance(tx, caller.uid, day);
      checkAllowance(allowance, bytes.length, now);
      writeReviewPhotos(tx, reviewId, [...review.photoFiles, photo]);
      writePhotoEntry(tx, entryOf(review, photo));
      writeAllowance(tx, caller.uid, {
        day,
        photos: allowance.photos + 1,
        bytes: allowance.bytes + bytes.length,
      });
    });
  } catch (err) {
    await deleteFilesUnder(photoPrefix(reviewId, id)).catch(() => undefined);
    throw err;
  }
  return toPhoto(photo);
}

const entryOf = (review: StoredReview, photo: StoredPhoto) => ({
  review: review._id,
  service: review.service,
  uid: review.uid,
  hidden: review.hidden,
  photo,
});

/** The caller's review and one of its photos, read in `tx`. */
async function ownPhotoInTx(tx: Tx, caller: Caller, reviewId: string, photoId: string) {
  const review = await readReview(tx, reviewId);
  assertAuthor(review, caller);
  const photo = review.photoFiles.find((p) => p.id === photoId);
  if (!photo) throw noSuchPhoto();
  return { review, photo };
}

/** Describes one of the caller's photos (its text alternative). */
export function changePhoto(
  caller: Caller,
  reviewId: string,
  photoId: string,
  changes: PhotoChanges,
): Promise<Photo> {
  return inTransaction(async (tx) => {
    const { review, photo } = await ownPhotoInTx(tx, caller, reviewId, photoId);
    const changed = { ...photo, alt: changes.alt ?? photo.alt };
    if (changed.alt !== photo.alt) {
      writeReviewPhotos(
        tx,
        reviewId,
        review.photoFiles.map((p) => (p.id === photoId ? changed : p)),
      );
      writePhotoEntry(tx, entryOf(review, changed));
    }
    return toPhoto(changed);
  });
}

/** Puts the caller's photos in a new order: `order` lists each of them once. */
export function orderPhotos(caller: Caller, reviewId: string, order: string[]): Promise<Photo[]> {
  return inTransaction(async (tx) => {
    const review = await readReview(tx, reviewId);
    assertAuthor(review, caller);
    const byId = new Map(review.photoFiles.map((p) => [p.id, p]));
    const listed = new Set(order);
    if (
      listed.size !== order.length ||
      order.length !== byId.size ||
      order.some((id) => !byId.has(id))
    ) {
      throw new AppError('invalid_input', "Invalid order: list each of the review's photos once");
    }
    const ordered = order.map((id) => byId.get(id) as StoredPhoto);
    writeReviewPhotos(tx, reviewId, ordered);
    return ordered.map(toPhoto);
  });
}

const isAdmin = (caller: Caller) => caller.admin && caller.emailVerified;

/**
 * Removes a photo: its author or an admin. Its files go after it (or, failing that, with the
 * sweep). An admin's removal is recorded in the audit trail, in its transaction, as their other
 * decisions are: from their own review too, as an admin's answers are recorded whether or not they
 * own the place. An author's is not.
 */
export async function removePhoto(caller: Caller, reviewId: string, photoId: string) {
  await inTransaction(async (tx) => {
    const review = await readReview(tx, reviewId);
    if (!review || (review.hidden && review.uid !== caller.uid && !isAdmin(caller))) {
      throw noSuchReview();
    }
    if (review.uid !== caller.uid && !isAdmin(caller)) {
      throw new AppError('forbidden', 'This review belongs to someone else');
    }
    const photo = review.photoFiles.find((p) => p.id === photoId);
    if (!photo) throw noSuchPhoto();
    writeReviewPhotos(
      tx,
      reviewId,
      review.photoFiles.filter((p) => p.id !== photoId),
    );
    removePhotoEntry(tx, photoId);
    if (isAdmin(caller)) {
      recordDecision(
        tx,
        caller,
        'review.photo.remove',
        { kind: 'review', id: reviewId },
        photoRemoved(review, photo),
      );
    }
  });
  await deleteAfterCommit(photoPrefix(reviewId, photoId), { reviewId, photoId });
}

/**
 * Deletes the files under `prefix` once the change that let them go has committed: it stands if
 * this fails, and the hourly sweep deletes what is left (logged with `ids`).
 */
async function deleteAfterCommit(prefix: string, ids: Record<string, string>): Promise<void> {
  try {
    await deleteFilesUnder(prefix);
  } catch (err) {
    logger.warn('photo files left for the sweep', { ...ids, err: String(err) });
  }
}

/**
 * After a review's deletion: every file under its prefix (its photos', and any left by an upload
 * that failed half-way). The deletion stands if this fails; the hourly sweep deletes what is left.
 */
export const deletePhotoFilesOf = (reviewId: string): Promise<void> =>
  deleteAfterCommit(reviewPhotosPrefix(reviewId), { reviewId });

/**
 * Deletes the photo files no review keeps (photos/sweep.ts): those deletions and failed uploads
 * left. Run every hour (functions/src/index.ts) and by operators (`npm run reviews -- sweep-photos`).
 */
export const sweepOrphanPhotoFiles = (options?: SweepOptions): Promise<SweepCounts> =>
  sweepPhotoFiles(findKeptPhotoIds, options);

/** An account's daily photo allowance, forgotten with the account. */
export const forgetPhotoAllowance = (uid: string) => removeAllowance(uid);

const GALLERY_CURSOR = cursorValues([cursorTimestamp, docIdSchema]);

/** One page of a place's photos (its visible reviews'), newest first. */
export async function listPlacePhotos(
  serviceId: string,
  { limit, cursor }: PlacePhotosQuery,
  catalog: ServiceCatalog,
  cursors: Cursors,
): Promise<{ items: (Photo & { reviewId: string })[]; nextCursor: string | null }> {
  const scope = `photos:${serviceId}`;
  const after = cursor ? cursors.decode(scope, cursor, GALLERY_CURSOR) : undefined;
  await getOfferedPlace(catalog, serviceId);
  const page = await findPlacePhotos(serviceId, limit, after);
  return {
    items: page.items,
    nextCursor: page.next ? cursors.encode(scope, page.next) : null,
  };
}
