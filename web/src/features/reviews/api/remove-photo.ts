import type { RemovePhotoResult } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** DELETE /review/:id/photos/:photoId: the photo and its files go for good. */
export function removePhoto(
  reviewId: string,
  photoId: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<RemovePhotoResult> {
  return client.delete<RemovePhotoResult>(
    `/review/${encodeURIComponent(reviewId)}/photos/${encodeURIComponent(photoId)}`,
    { auth: true, signal },
  );
}
