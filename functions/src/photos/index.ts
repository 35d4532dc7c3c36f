// Travellers' photos as files: the pipeline that turns an upload into WebP files and the bucket
// that keeps them. Which review a photo belongs to, and who may do what, is the reviews feature's.
export {
  deleteFilesUnder,
  photoFileUrl,
  photoPrefix,
  photosBucketName,
  photosPublicBase,
  reviewPhotosPrefix,
  PHOTOS_ROOT,
  savePhotoFiles,
  PHOTO_CACHE_CONTROL,
} from './files';
export { processPhoto, unsupportedType, type ProcessedPhoto } from './process-photo';
export {
  PHOTO_TYPES,
  PHOTO_WIDTHS,
  PIXEL_LIMIT,
  UPLOAD_MAX_BYTES,
  type PhotoFile,
  type PhotoSize,
  type StoredPhoto,
} from './schema';
export { sniffImage, type ImageKind } from './sniff';
export {
  sweepPhotoFiles,
  SWEEP_GRACE_MS,
  type KeptPhotos,
  type SweepCounts,
  type SweepOptions,
} from './sweep';
