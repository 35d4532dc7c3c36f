import type { PhotoChangeResult } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** PATCH /review/:id/photos/:photoId: the photo's text alternative (0-200 characters). */
export function describePhoto(
  reviewId: string,
  photoId: string,
  alt: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<PhotoChangeResult> {
  return client.patch<PhotoChangeResult>(
    `/review/${encodeURIComponent(reviewId)}/photos/${encodeURIComponent(photoId)}`,
    { alt },
    { auth: true, signal },
  );
}
