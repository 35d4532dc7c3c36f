import { adminStorage } from '../lib/firebase';
import type { PhotoFile, PhotoSize } from './schema';
import type { ProcessedPhoto } from './process-photo';

/*
 * The photos' files in Cloud Storage: `photos/<reviewId>/<photoId>/<sha256 start>-<width>.webp`.
 * A name holds its content's hash, so it never changes content and may be cached for a year; the
 * review's prefix lets a review's deletion find every file it left, and the photo's prefix one
 * photo's.
 */

/** Browsers and CDNs keep a photo's file for a year without asking again: its name is its content. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The bucket: PHOTOS_BUCKET, else the one the Functions runtime names (`FIREBASE_CONFIG`'s
 * `storageBucket`), else the project's default `<project>.appspot.com`.
 */
export function photosBucketName(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PHOTOS_BUCKET) return env.PHOTOS_BUCKET;
  try {
    const config = JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: unknown };
    if (typeof config.storageBucket === 'string' && config.storageBucket) {
      return config.storageBucket;
    }
  } catch {
    // Not JSON: firebase-admin would fail on it too; fall through to the project's default.
  }
  return `${env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? 'demo-tourist-guide'}.appspot.com`;
}

/**
 * Where browsers load the files from: PHOTOS_PUBLIC_BASE (a CDN or Hosting origin in front of
 * the bucket, no trailing slash), else the bucket's public URL, which on the local suite is the
 * Storage emulator's (STORAGE_EMULATOR_HOST) and in production `https://storage.googleapis.com/`.
 */
export function photosPublicBase(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PHOTOS_PUBLIC_BASE) return env.PHOTOS_PUBLIC_BASE.replace(/\/+$/, '');
  const emulator = env.STORAGE_EMULATOR_HOST?.replace(/\/+$/, '');
  const origin = emulator
    ? /^https?:\/\//.test(emulator)
      ? emulator
      : `http://${emulator}`
    : 'https://storage.googleapis.com';
  return `${origin}/${photosBucketName(env)}`;
}

/** The URL a browser loads `name` from. */
export const photoFileUrl = (name: string): string =>
  `${photosPublicBase()}/${name.split('/').map(encodeURIComponent).join('/')}`;

const bucket = () => adminStorage().bucket(photosBucketName());

/** Where every photo's files are, and nothing else. */
export const PHOTOS_ROOT = 'photos/';
export const reviewPhotosPrefix = (reviewId: string) => `${PHOTOS_ROOT}${reviewId}/`;
export const photoPrefix = (reviewId: string, photoId: string) =>
  `${reviewPhotosPrefix(reviewId)}${photoId}/`;

/** Writes a processed photo's files; their names, sizes and pixels. */
export async function savePhotoFiles(
  reviewId: string,
  photoId: string,
  photo: ProcessedPhoto,
): Promise<Record<PhotoSize, PhotoFile>> {
  const sizes = Object.entries(photo.files) as [PhotoSize, ProcessedPhoto['files'][PhotoSize]][];
  // Sizes that are the same file (a photo no wider than the small size) are written once.
  const written = new Map<string, Promise<void>>();
  const saved = await Promise.all(
    sizes.map(async ([size, file]) => {
      const name = `${photoPrefix(reviewId, photoId)}${file.sha256.slice(0, 16)}-${file.width}.webp`;
      if (!written.has(name)) {
        written.set(
          name,
          bucket()
            .file(name)
            .save(file.data, {
              resumable: false,
              contentType: 'image/webp',
              metadata: { cacheControl: PHOTO_CACHE_CONTROL },
            }),
        );
      }
      await written.get(name);
      return [size, { name, width: file.width, height: file.height }] as const;
    }),
  );
  return Object.fromEntries(saved) as Record<PhotoSize, PhotoFile>;
}

/** Deletes every file whose name starts with `prefix`; how many. */
export async function deleteFilesUnder(prefix: string): Promise<number> {
  const [files] = await bucket().getFiles({ prefix });
  await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
  return files.length;
}
