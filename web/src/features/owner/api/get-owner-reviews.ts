import type { OwnerReviewsQuery } from '@contract/community';
import type { PublicReviewsPage } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/**
 * GET /owner/service/:id/reviews: a page of an owned place's reviews, newest first, those without
 * an answer (`unanswered`) or all of them; follow nextCursor for more.
 */
export function getOwnerReviews(
  serviceId: string,
  { status, cursor }: { status: OwnerReviewsQuery['status']; cursor?: string },
  { client = apiClient, signal }: CallOptions = {},
): Promise<PublicReviewsPage> {
  const query: Record<string, string> = { status };
  if (cursor) query.cursor = cursor;
  return client.get<PublicReviewsPage>(`/owner/service/${encodeURIComponent(serviceId)}/reviews`, {
    auth: true,
    query,
    signal,
  });
}
