import { apiClient, type CallOptions } from '@/lib/api-client';

export interface DeleteReviewResult {
  acknowledged: boolean;
  deletedCount: number;
}

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
