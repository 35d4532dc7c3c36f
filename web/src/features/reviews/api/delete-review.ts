import type { DeleteReviewResult } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** DELETE /review/:id. Success is `deletedCount > 0`. */
export function deleteReview(
  id: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<DeleteReviewResult> {
  return client.delete<DeleteReviewResult>(`/review/${encodeURIComponent(id)}`, {
    auth: true,
    signal,
  });
}
