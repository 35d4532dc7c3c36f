import type * as Reviews from '../../functions/src/reviews/index.js';
import { fromFunctions } from '@tourist-guide/stack/from-functions';
import { STORAGE_BUCKET } from '@tourist-guide/stack/ports';
import type { Target } from './target.js';

/*
 * The photo files' sweep, run by hand: the API's own (functions/src/photos/sweep.ts, which the
 * deployed `sweepPhotos` runs every hour), here against the project `connect` chose. The API's
 * modules reach Firestore and Storage through the default app, which `connect` has initialised.
 */

const reviews = () =>
  fromFunctions<typeof Reviews>(() => import('../../functions/src/reviews/index.js'));

export interface PhotoSweepOptions {
  /** Files younger than this are kept (an upload may be joining its review). */
  graceMinutes: number;
  dryRun: boolean;
  bucket: string;
  /** Told each name under photos/ that is not a photo's file (left alone). */
  onStray: (name: string) => void;
}

/**
 * The photos' bucket: `--bucket`, else PHOTOS_BUCKET (as the API reads it), else the project's
 * default `<project>.appspot.com`; locally the emulators' bucket.
 */
export function photosBucket(project: string | undefined, named: string | undefined): string {
  return (
    named ?? process.env.PHOTOS_BUCKET ?? (project ? `${project}.appspot.com` : STORAGE_BUCKET)
  );
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
