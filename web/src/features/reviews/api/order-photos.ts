import type { PhotoOrderResult } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** PUT /review/:id/photos: the review's photos in their new order, each id once. */
export function orderPhotos(
  reviewId: string,
  order: string[],
  { client = apiClient, signal }: CallOptions = {},
): Promise<PhotoOrderResult> {
  return client.put<PhotoOrderResult>(
    `/review/${encodeURIComponent(reviewId)}/photos`,
    { order },
    { auth: true, signal },
  );
}
