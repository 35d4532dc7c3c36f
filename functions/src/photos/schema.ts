/** The most an upload may weigh: larger is 413. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels a photo may have (50 MP: a 48 MP phone camera's JPEG passes, a pixel bomb does not). */
export const PIXEL_LIMIT = 50_000_000;
/** The widths each photo is served in; never wider than the photo itself. */
export const PHOTO_WIDTHS = { small: 400, large: 1600 } as const;
export type PhotoSize = keyof typeof PHOTO_WIDTHS;
/** The types a photo may come in, as messages name them. */
export const PHOTO_TYPES = 'JPEG, PNG or WebP';

/** One served size of a photo: its object in the bucket and its pixels. */
export interface PhotoFile {
  name: string;
  width: number;
  height: number;
}

/** A photo as stored on its review: the files, not their URLs (the public base is configuration). */
export interface StoredPhoto {
  id: string;
  alt: string;
  files: Record<PhotoSize, PhotoFile>;
  /** Bytes of the upload, counted against the account's day. */
  bytes: number;
  /** ms since the epoch. */
  addedAt: number;
}
