import type { File, GetFilesOptions } from '@google-cloud/storage';
import { logger } from 'firebase-functions/logger';
import { adminStorage } from '../lib/firebase';
import { docIdSchema } from '../lib/ids';
import { photosBucketName, PHOTOS_ROOT } from './files';

/*
 * The sweep of photo files no stored photo owns: those a review's or account's deletion, a
 * photo's removal or a failed upload meant to delete and could not. It lists `photos/` a page at
 * a time (names come in byte order, so a photo's files are listed together), asks which photos
 * the reviews of each page keep, and deletes a photo's files when its review is gone or no longer
 * lists it, and all of them are older than the grace period: an upload writes its files before
 * its photo joins the review, so younger files may be an upload in flight. Its logs name ids only.
 */

/** Files younger than this are an upload that may still be joining its review: never swept. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * The photo ids each of `reviewIds` keeps; a review missing from the map does not exist. The
 * reviews feature answers (the sweep knows files, not reviews).
 */
export type KeptPhotos = (reviewIds: string[]) => Promise<Map<string, ReadonlySet<string>>>;

export interface SweepOptions {
  /** Keep a photo's files while any is younger than this (ms); SWEEP_GRACE_MS by default. */
  graceMs?: number;
  /** The bucket; photosBucketName() by default. */
  bucket?: string;
  /** Names listed a page; 1,000 by default. */
  pageSize?: number;
  /** Count what would be deleted, and delete nothing. */
  dryRun?: boolean;
  /** Told each name under `photos/` outside the pattern (left alone; never logged: not an id). */
  onStray?: (name: string) => void;
}

/** Files: listed under `photos/`, deleted (or, on a dry run, to delete), kept; strays are kept. */
export interface SweepCounts {
  checked: number;
  deleted: number;
  kept: number;
  strays: number;
}

/** A photo's file (files.ts): `photos/<review id>/<photo id>/<sha256 start>-<width>.webp`. */
const PHOTO_FILE = /^photos\/([^/]+)\/([A-Za-z0-9_-]{20})\/[0-9a-f]{16}-[1-9][0-9]*\.webp$/;
/** Photos whose reviews are looked up in one read. */
const REVIEWS_PER_READ = 100;
/** Photos whose files are deleted at once. */
const DELETES_AT_ONCE = 16;

interface PhotoGroup {
  reviewId: string;
  photoId: string;
  files: File[];
}

/** When a file was last written (ms); NaN when its listing says neither, which keeps it. */
function writtenAt(file: File): number {
  const times = [file.metadata.timeCreated, file.metadata.updated]
    .map((t) => (typeof t === 'string' ? Date.parse(t) : NaN))
    .filter((t) => !Number.isNaN(t));
  return times.length > 0 ? Math.max(...times) : NaN;
}

function photoOf(name: string): { reviewId: string; photoId: string } | null {
  const m = PHOTO_FILE.exec(name);
  if (!m || !docIdSchema.safeParse(m[1]).success) return null;
  return { reviewId: m[1]!, photoId: m[2]! };
}

/** Deletes a photo's files, each only as listed (a file written since is kept); how many went. */
async function deleteGroup(group: PhotoGroup): Promise<number> {
  const results = await Promise.allSettled(
    group.files.map((file) =>
      file.delete({ ignoreNotFound: true, ifGenerationMatch: file.metadata.generation }),
    ),
  );
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length > 0) {
    const { reviewId, photoId } = group;
    const codes = failed.map((r) => (r.reason as { code?: unknown }).code ?? 'unknown');
    logger.warn('photo sweep: files not deleted', { reviewId, photoId, codes });
  }
  return results.length - failed.length;
}

/** Of `groups` (whole photos), deletes those no review keeps whose files are all old enough. */
async function settle(
  groups: PhotoGroup[],
  keptPhotos: KeptPhotos,
  cutoff: number,
  dryRun: boolean,
  counts: SweepCounts,
): Promise<void> {
  for (let i = 0; i < groups.length; i += REVIEWS_PER_READ) {
    const chunk = groups.slice(i, i + REVIEWS_PER_READ);
    const kept = await keptPhotos([...new Set(chunk.map((g) => g.reviewId))]);
    const orphans: PhotoGroup[] = [];
    for (const group of chunk) {
      const owned = kept.get(group.reviewId)?.has(group.photoId) ?? false;
      const old = group.files.every((file) => writtenAt(file) <= cutoff);
      if (!owned && old) orphans.push(group);
      else counts.kept += group.files.length;
    }
    for (let j = 0; j < orphans.length; j += DELETES_AT_ONCE) {
      const batch = orphans.slice(j, j + DELETES_AT_ONCE);
      const deleted = await Promise.all(
        batch.map((g) => (dryRun ? Promise.resolve(g.files.length) : deleteGroup(g))),
      );
      batch.forEach(({ reviewId, photoId, files }, k) => {
        counts.deleted += deleted[k]!;
        counts.kept += files.length - deleted[k]!;
        logger.info(dryRun ? 'photo sweep: would delete' : 'photo sweep: deleted', {
          reviewId,
          photoId,
          files: deleted[k],
        });
      });
    }
  }
}

/**
 * Deletes the photo files that no review keeps and that are older than the grace period; leaves
 * names outside the pattern alone. Safe to run at any time, and again.
 */
export async function sweepPhotoFiles(
  keptPhotos: KeptPhotos,
  options: SweepOptions = {},
): Promise<SweepCounts> {
  const { graceMs = SWEEP_GRACE_MS, pageSize = 1000, dryRun = false, onStray } = options;
  const bucket = adminStorage().bucket(options.bucket ?? photosBucketName());
  const counts: SweepCounts = { checked: 0, deleted: 0, kept: 0, strays: 0 };
  const cutoff = Date.now() - graceMs;

  // The last photo of a page may have more files on the next one: it waits for that page.
  let open: PhotoGroup | null = null;
  let pageToken: string | undefined;
  do {
    const query: GetFilesOptions = {
      prefix: PHOTOS_ROOT,
      maxResults: pageSize,
      autoPaginate: false,
    };
    const [files, next] = await bucket.getFiles(pageToken ? { ...query, pageToken } : query);
    const done: PhotoGroup[] = [];
    for (const file of files) {
      counts.checked += 1;
      const photo = photoOf(file.name);
      if (!photo) {
        counts.strays += 1;
        counts.kept += 1;
        onStray?.(file.name);
      } else if (open?.reviewId === photo.reviewId && open.photoId === photo.photoId) {
        open.files.push(file);
      } else {
        if (open) done.push(open);
        open = { ...photo, files: [file] };
      }
    }
    // After the last page the client answers null, whatever its type says.
    pageToken = (next as GetFilesOptions | null)?.pageToken;
    if (!pageToken && open) done.push(open);
    await settle(done, keptPhotos, cutoff, dryRun, counts);
  } while (pageToken);

  if (counts.strays > 0) {
    logger.warn('photo sweep: names outside photos/<review>/<photo>/<hash>-<width>.webp kept', {
      strays: counts.strays,
    });
  }
  logger.info('photo sweep', { ...counts, dryRun });
  return counts;
}
