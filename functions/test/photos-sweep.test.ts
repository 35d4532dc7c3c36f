import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbStats } from '../src/lib/db-stats';
import { adminStorage } from '../src/lib/firebase';
import { photosBucketName, processPhoto, savePhotoFiles } from '../src/photos';
import { sweepOrphanPhotoFiles } from '../src/reviews';
import {
  createAdmin,
  createTestUser,
  decide,
  emulatorDb,
  newPlace,
  post,
  resetData,
  type TestUser,
} from './helpers';
import { addPhoto, filesUnder, reviewFiles, smallPng } from './photos-support';

/*
 * The sweep of photo files no stored photo owns (functions/src/photos/sweep.ts), against the
 * Firestore and Storage emulators. Each test makes the state a failure leaves (a review or a
 * photo gone from Firestore, files still in the bucket) and sweeps; `graceMs: 0` makes every file
 * old enough, the default grace (an hour) makes every file just written too young.
 */

const bucket = () => adminStorage().bucket(photosBucketName());
const everyFile = () => filesUnder('photos/');
const photoFilesOf = (reviewId: string, photoId: string) =>
  filesUnder(`photos/${reviewId}/${photoId}/`);

let admin: TestUser;
let place: string;
beforeAll(async () => {
  await resetData();
  // With Firestore reset, the files earlier test files left are orphans: start from none, so
  // that each test knows every file the sweep meets.
  await bucket().deleteFiles({ prefix: 'photos/' });
  admin = await createAdmin();
  place = await newPlace(admin);
});

/** A new author's review of the place, with `photos` photos added through the API. */
async function reviewWithPhotos(photos: number) {
  const author = await createTestUser();
  const reviewId = await post(author, place, 4, 'With pictures.');
  const added = [];
  for (let i = 0; i < photos; i++) added.push(await addPhoto(author, reviewId));
  return { author, reviewId, photoIds: added.map((p) => p.id) };
}

/** What a review's deletion leaves when deleting its files then fails: no review, its files. */
async function loseReview(reviewId: string) {
  await emulatorDb().collection('reviews').doc(reviewId).delete();
}

/** What a photo's removal leaves when deleting its files then fails: the review without it. */
async function losePhoto(reviewId: string, photoId: string) {
  const doc = emulatorDb().collection('reviews').doc(reviewId);
  const photos = ((await doc.get()).get('photos') as { id: string }[]).filter(
    (p) => p.id !== photoId,
  );
  await doc.update({ photos });
}

describe('the photo files sweep', () => {
  it("when a review is gone but its photos' files are not, then the sweep deletes them; live and hidden reviews' files stay", async () => {
    const gone = await reviewWithPhotos(2);
    const live = await reviewWithPhotos(1);
    const hidden = await reviewWithPhotos(1);
    expect((await decide(admin, hidden.reviewId, true)).status).toBe(200);
    await loseReview(gone.reviewId);
    const before = await everyFile();
    expect(before).toHaveLength(8);

    const counts = await sweepOrphanPhotoFiles({ graceMs: 0 });

    expect(counts).toEqual({ checked: 8, deleted: 4, kept: 4, strays: 0 });
    expect(await reviewFiles(gone.reviewId)).toEqual([]);
    expect(await reviewFiles(live.reviewId)).toHaveLength(2);
    expect(await reviewFiles(hidden.reviewId)).toHaveLength(2);
    expect(await everyFile()).toEqual(before.filter((f) => !f.includes(gone.reviewId)));
    // Nothing is left to sweep: a second run deletes nothing.
    expect(await sweepOrphanPhotoFiles({ graceMs: 0 })).toEqual({
      checked: 4,
      deleted: 0,
      kept: 4,
      strays: 0,
    });
  });

  it("when a photo's removal committed but its files stayed, then the sweep deletes that photo's files and keeps the review's others", async () => {
    const { reviewId, photoIds } = await reviewWithPhotos(3);
    const [kept1, removed, kept2] = photoIds as [string, string, string];
    await losePhoto(reviewId, removed);
    const before = await everyFile();

    const counts = await sweepOrphanPhotoFiles({ graceMs: 0 });

    expect(counts).toEqual({
      checked: before.length,
      deleted: 2,
      kept: before.length - 2,
      strays: 0,
    });
    expect(await photoFilesOf(reviewId, removed)).toEqual([]);
    expect(await photoFilesOf(reviewId, kept1)).toHaveLength(2);
    expect(await photoFilesOf(reviewId, kept2)).toHaveLength(2);
  });

  it('when an upload wrote its files but its photo never joined the review, then the sweep deletes those files', async () => {
    const { reviewId, photoIds } = await reviewWithPhotos(1);
    // What addPhoto leaves when its transaction fails and deleting the files fails too.
    const stray = randomBytes(15).toString('base64url');
    await savePhotoFiles(reviewId, stray, await processPhoto(await smallPng()));
    expect(await photoFilesOf(reviewId, stray)).toHaveLength(2);

    const counts = await sweepOrphanPhotoFiles({ graceMs: 0 });

    expect(counts.deleted).toBe(2);
    expect(await photoFilesOf(reviewId, stray)).toEqual([]);
    expect(await photoFilesOf(reviewId, photoIds[0]!)).toHaveLength(2);
  });

  it('keeps files younger than the grace period, even a gone review’s: an upload may be joining its review', async () => {
    const gone = await reviewWithPhotos(1);
    await loseReview(gone.reviewId);
    const before = await everyFile();

    // The default grace is an hour: these files were written seconds ago.
    expect(await sweepOrphanPhotoFiles()).toEqual({
      checked: before.length,
      deleted: 0,
      kept: before.length,
      strays: 0,
    });
    expect((await sweepOrphanPhotoFiles({ graceMs: 60_000 })).deleted).toBe(0);
    expect(await everyFile()).toEqual(before);

    // Once they are older than the grace period, they go.
    expect((await sweepOrphanPhotoFiles({ graceMs: 0 })).deleted).toBe(2);
    expect(await reviewFiles(gone.reviewId)).toEqual([]);
  });

  it('on a dry run counts what it would delete and deletes nothing', async () => {
    const gone = await reviewWithPhotos(1);
    await loseReview(gone.reviewId);
    const before = await everyFile();

    const dry = await sweepOrphanPhotoFiles({ graceMs: 0, dryRun: true });
    expect(dry).toEqual({ checked: before.length, deleted: 2, kept: before.length - 2, strays: 0 });
    expect(await everyFile()).toEqual(before);

    expect((await sweepOrphanPhotoFiles({ graceMs: 0 })).deleted).toBe(2);
  });

  it('leaves names outside photos/<review>/<photo>/<hash>-<width>.webp alone, and names them to onStray only', async () => {
    const gone = await reviewWithPhotos(1);
    await loseReview(gone.reviewId);
    const photoId = randomBytes(15).toString('base64url');
    const strays = [
      'photos/notes.txt',
      `photos/${gone.reviewId}/${photoId}/original.jpg`,
      `photos/${gone.reviewId}/short/0123456789abcdef-400.webp`,
    ];
    for (const name of strays) await bucket().file(name).save('not a photo', { resumable: false });
    const before = await everyFile();

    const named: string[] = [];
    const counts = await sweepOrphanPhotoFiles({ graceMs: 0, onStray: (n) => named.push(n) });

    expect(counts).toEqual({
      checked: before.length,
      deleted: 2,
      kept: before.length - 2,
      strays: 3,
    });
    expect(named.sort()).toEqual([...strays].sort());
    expect(await reviewFiles(gone.reviewId)).toEqual(strays.slice(1).sort());
    await Promise.all(strays.map((name) => bucket().file(name).delete()));
  });

  it("judges a photo by all its files, on whichever pages of the listing they fall: one young file keeps the photo's old one", async () => {
    const reviewId = `gone${randomBytes(8).toString('hex')}`;
    const photoId = randomBytes(15).toString('base64url');
    const file = (n: number) =>
      bucket().file(`photos/${reviewId}/${photoId}/${'0'.repeat(15)}${n}-400.webp`);
    await file(1).save('old', { resumable: false });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await file(2).save('young', { resumable: false });

    // A page a name: the photo's two files are on two pages, and only the first is old enough.
    const counts = await sweepOrphanPhotoFiles({ graceMs: 1500, pageSize: 1 });
    expect(counts.deleted).toBe(0);
    expect(await reviewFiles(reviewId)).toHaveLength(2);

    expect((await sweepOrphanPhotoFiles({ graceMs: 0, pageSize: 1 })).deleted).toBe(2);
    expect(await reviewFiles(reviewId)).toEqual([]);
  });

  it("reads the reviews of a page's photos in one call, and pages through the listing", async () => {
    const gone = [await reviewWithPhotos(2), await reviewWithPhotos(1)];
    const live = [await reviewWithPhotos(1), await reviewWithPhotos(2)];
    for (const { reviewId } of gone) await loseReview(reviewId);
    const before = await everyFile();
    const isGone = (f: string) => gone.some((r) => f.includes(r.reviewId));

    // Pages of three names: every other photo has one file on each of two pages.
    const paged = await sweepOrphanPhotoFiles({ graceMs: 0, pageSize: 3, dryRun: true });
    expect(paged).toEqual({
      checked: before.length,
      deleted: 6,
      kept: before.length - 6,
      strays: 0,
    });

    // One page holds every name: the reviews of its photos are read in one round trip.
    const trips = dbStats.roundTrips;
    const counts = await sweepOrphanPhotoFiles({ graceMs: 0 });
    expect(dbStats.roundTrips - trips).toBe(1);
    expect(counts.deleted).toBe(6);
    expect(await everyFile()).toEqual(before.filter((f) => !isGone(f)));
    for (const { reviewId } of live) expect(await reviewFiles(reviewId)).not.toEqual([]);
  });
});
