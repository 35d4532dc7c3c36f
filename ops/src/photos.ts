import type * as Photos from '../../functions/src/photos/index.js';
import type * as Reviews from '../../functions/src/reviews/index.js';
import { fromFunctions } from '@tourist-guide/stack/from-functions';
import { PROJECT_ID } from '@tourist-guide/stack/ports';
import type { Target } from './target.js';

/*
 * The photo files' sweep, run by hand: the API's own (functions/src/photos/sweep.ts, which the
 * deployed `sweepPhotos` runs every hour), here against the project `connect` chose. The API's
 * modules reach Firestore and Storage through the default app, which `connect` has initialised.
 */

const reviews = () =>
  fromFunctions<typeof Reviews>(() => import('../../functions/src/reviews/index.js'));
const photos = () =>
  fromFunctions<typeof Photos>(() => import('../../functions/src/photos/index.js'));

export interface PhotoSweepOptions {
  /** Files younger than this are kept (an upload may be joining its review). */
  graceMinutes: number;
  dryRun: boolean;
  bucket: string;
  /** Told each name under photos/ that is not a photo's file (left alone). */
  onStray: (name: string) => void;
}

/**
 * The photos' bucket: `--bucket`, else the API's own choice (photosBucketName: PHOTOS_BUCKET, else
 * the project's default bucket) for the project `--project` names, or locally the emulators'.
 */
export async function photosBucket(
  project: string | undefined,
  named: string | undefined,
): Promise<string> {
  if (named) return named;
  const { photosBucketName } = await photos();
  return photosBucketName({ ...process.env, GCLOUD_PROJECT: project ?? PROJECT_ID });
}

export async function sweepPhotos(_target: Target, options: PhotoSweepOptions) {
  const { sweepOrphanPhotoFiles } = await reviews();
  return sweepOrphanPhotoFiles({
    graceMs: options.graceMinutes * 60_000,
    dryRun: options.dryRun,
    bucket: options.bucket,
    onStray: options.onStray,
  });
}
