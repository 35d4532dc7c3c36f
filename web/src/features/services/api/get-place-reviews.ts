import type { PublicReviewsPage, ReviewSort } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /service/:id/reviews: one page of a place's reviews, for anybody; follow nextCursor for more. */
export function getPlaceReviews(
  serviceId: string,
  {
    sort = 'newest',
    cursor,
    limit = 10,
  }: { sort?: ReviewSort; cursor?: string; limit?: number } = {},
  { client = apiClient, signal }: CallOptions = {},
): Promise<PublicReviewsPage> {
  const query: Record<string, string> = { sort, limit: String(limit) };
  if (cursor) query.cursor = cursor;
  return client.get<PublicReviewsPage>(`/service/${encodeURIComponent(serviceId)}/reviews`, {
    query,
    signal,
  });
}
