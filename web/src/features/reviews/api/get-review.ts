import type { Review } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /review/:id: one of the caller's own reviews (403 for someone else's). */
export function getReview(
  id: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<Review> {
  return client.get<Review>(`/review/${encodeURIComponent(id)}`, { auth: true, signal });
}
