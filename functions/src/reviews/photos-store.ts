import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { recordRead, recordWrite } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { documentIdPath, firestore, timestampFromMillis } from '../lib/firebase';
import { readKeysetPage } from '../lib/keyset-page';
import type { Tx } from '../lib/transaction';
import {
  photoFileUrl,
  PHOTO_WIDTHS,
  type PhotoFile,
  type PhotoSize,
  type StoredPhoto,
} from '../photos';
import type { Photo } from './schema';

/*
 * Where photos are kept. A review's photos, in their author's order, are a field of the review
 * (`photos`, at most 5: every review answer has them with no extra read). Each photo is also a
 * document of `reviewPhotos` (its review, place, visibility and time), which only a place's
 * gallery reads: newest first across the place's visible reviews, a page of `limit` + 1. Both
 * change in the same transaction. `photoAllowances/{uid}` counts an account's photos and bytes
 * of the day (UTC).
 */

// Not store.ts's reviewDoc: the store reads photos with this module's functions.
const reviewDoc = (id: string) => firestore().collection('reviews').doc(id);
const photosCollection = () => firestore().collection('reviewPhotos');
const allowances = () => firestore().collection('photoAllowances');

function fileOf(value: unknown): PhotoFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, width, height } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof width === 'number' && typeof height === 'number'
    ? { name, width, height }
    : null;
}

/** A stored photo read back; null for anything that is not one. */
function storedPhotoOf(value: unknown): StoredPhoto | null {
  if (typeof value !== 'object' || value === null) return null;
  const d = value as Record<string, unknown>;
  const files = (d.files ?? {}) as Record<string, unknown>;
  const small = fileOf(files.small);
  const large = fileOf(files.large);
  if (typeof d.id !== 'string' || !small || !large) return null;
  return {
    id: d.id,
    alt: typeof d.alt === 'string' ? d.alt : '',
    files: { small, large },
    bytes: typeof d.bytes === 'number' ? d.bytes : 0,
    addedAt: typeof d.addedAt === 'number' ? d.addedAt : 0,
  };
}

/** A review document's photos, in order. */
export function storedPhotosOf(value: unknown): StoredPhoto[] {
  if (!Array.isArray(value)) return [];
  return value.map(storedPhotoOf).filter((p): p is StoredPhoto => p !== null);
}

/**
 * Of `reviewIds`, the reviews that exist, each with the ids of the photos it lists (the photo
 * files' sweep). Any entry with an id counts, even one this module cannot read: its files stay.
 */
export async function findKeptPhotoIds(
  reviewIds: string[],
): Promise<Map<string, ReadonlySet<string>>> {
  const kept = new Map<string, ReadonlySet<string>>();
  if (reviewIds.length === 0) return kept;
  const snaps = await withDeadline(
    firestore().getAll(...reviewIds.map(reviewDoc), { fieldMask: ['photos'] }),
  );
  recordRead(snaps.length);
  for (const snap of snaps) {
    if (!snap.exists) continue;
    const photos: unknown = snap.get('photos');
    const ids = (Array.isArray(photos) ? photos : []).map((p: unknown) =>
      typeof p === 'object' && p !== null ? (p as { id?: unknown }).id : undefined,
    );
    kept.set(snap.id, new Set(ids.filter((id): id is string => typeof id === 'string')));
  }
  return kept;
}

/** A photo as answers show it: URLs from the configured public base. */
export function toPhoto(photo: StoredPhoto): Photo {
  const urls = Object.fromEntries(
    (Object.keys(PHOTO_WIDTHS) as PhotoSize[]).map((size) => [
      size,
      photoFileUrl(photo.files[size].name),
    ]),
  ) as Record<PhotoSize, string>;
  const { width, height } = photo.files.large;
  return { id: photo.id, width, height, alt: photo.alt, urls };
}

/** The review's photos, replaced in its transaction (not an edit of its text: `updatedAt` stays). */
export function writeReviewPhotos(tx: Tx, reviewId: string, photos: StoredPhoto[]): void {
  tx.update(reviewDoc(reviewId), { photos });
}

export interface PhotoEntry {
  review: string;
  service: string;
  uid: string;
  hidden: boolean;
  photo: StoredPhoto;
}

/** A photo's gallery entry, written with the review's list. */
export function writePhotoEntry(tx: Tx, entry: PhotoEntry): void {
  tx.set(photosCollection().doc(entry.photo.id), {
    ...entry,
    addedAt: timestampFromMillis(entry.photo.addedAt),
  });
}

export function removePhotoEntry(tx: Tx, photoId: string): void {
  tx.delete(photosCollection().doc(photoId));
}

/** A moderator's decision reaches the gallery in the decision's transaction. */
export function writePhotoEntriesHidden(tx: Tx, photoIds: string[], hidden: boolean): void {
  for (const id of photoIds) tx.update(photosCollection().doc(id), { hidden });
}

function toGalleryItem(snap: DocumentSnapshot): (Photo & { reviewId: string }) | null {
  const d = snap.data() ?? {};
  const photo = storedPhotoOf(d.photo);
  return photo ? { ...toPhoto(photo), reviewId: String(d.review ?? '') } : null;
}

/** One page of a place's visible photos, newest first, after `after` (`limit` + 1 reads). */
export async function findPlacePhotos(
  service: string,
  limit: number,
  after: unknown[] | undefined,
): Promise<{ items: (Photo & { reviewId: string })[]; next: unknown[] | null }> {
  const query = photosCollection()
    .where('service', '==', service)
    .where('hidden', '==', false)
    .orderBy('addedAt', 'desc')
    .orderBy(documentIdPath(), 'desc');
  const page = await readKeysetPage(query, ['addedAt'], limit, after);
  const items = page.docs.map(toGalleryItem).filter((p) => p !== null);
  return { items, next: page.next };
}

/** What an account added today (UTC): photos and their uploads' bytes. */
export interface DayAllowance {
  day: string;
  photos: number;
  bytes: number;
}

const allowanceOf = (snap: DocumentSnapshot, day: string): DayAllowance => {
  const d = snap.data();
  return d && d.day === day
    ? { day, photos: Number(d.photos ?? 0), bytes: Number(d.bytes ?? 0) }
    : { day, photos: 0, bytes: 0 };
};

export async function findAllowance(uid: string, day: string): Promise<DayAllowance> {
  const snap = await withDeadline(allowances().doc(uid).get());
  recordRead(1);
  return allowanceOf(snap, day);
}

export async function readAllowance(tx: Tx, uid: string, day: string): Promise<DayAllowance> {
  const snap = await tx.get(allowances().doc(uid));
  recordRead(1);
  return allowanceOf(snap, day);
}

export function writeAllowance(tx: Tx, uid: string, allowance: DayAllowance): void {
  tx.set(allowances().doc(uid), allowance);
}

/** Forgets an account's day (its deletion). */
export async function removeAllowance(uid: string): Promise<void> {
  await withDeadline(allowances().doc(uid).delete());
  recordWrite(1);
}
