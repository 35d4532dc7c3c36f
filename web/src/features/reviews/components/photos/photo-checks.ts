import { PHOTOS_MAX, UPLOAD_MAX_BYTES } from '@contract/reviews';

export { PHOTOS_MAX };

/** What the file picker offers: the types the API takes (HEIC where its decoder can). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

const TYPES = new Set(PHOTO_ACCEPT.split(','));
/** Some browsers give a phone's HEIC no type at all: its name says what it is. */
const EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Why a chosen file cannot be a review's photo, checked before any byte is sent (the API checks
 * again, from the bytes): its type, then its size. Null when it may go.
 */
export function photoFileError(file: File): string | null {
  const typed = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!typed) {
    return `${file.name} is not a photo we can take: choose a JPEG, PNG, WebP or HEIC file.`;
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return `${file.name} is too large (${megabytes(file.size)}): a photo can be at most 15 MB.`;
  }
  return null;
}

/**
 * The files a review can take of `files`, given the photos it has (`had`), and why each other
 * one was refused.
 */
export function choosePhotos(
  files: readonly File[],
  had: number,
): { accepted: File[]; refused: string[] } {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const error = photoFileError(file);
    if (error) refused.push(error);
    else if (had + accepted.length >= PHOTOS_MAX) {
      refused.push(`${file.name} was not added: a review can have at most ${PHOTOS_MAX} photos.`);
    } else accepted.push(file);
  }
  return { accepted, refused };
}
