import type { AddPhotoResult } from '@contract/reviews';
import type { UploadOptions } from '@/lib/upload';

/**
 * POST /review/:id/photos: the photo's bytes, with progress. The upload module comes with the
 * first photo sent, so the review forms' own script stays light.
 */
export async function uploadPhoto(
  reviewId: string,
  file: File,
  options: UploadOptions = {},
): Promise<AddPhotoResult> {
  const { uploadFile } = await import('@/lib/upload');
  return uploadFile<AddPhotoResult>(
    `/review/${encodeURIComponent(reviewId)}/photos`,
    file,
    options,
  );
}
