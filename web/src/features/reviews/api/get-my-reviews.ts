import type { ReviewListItem } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /reviews?email=: the signed-in user's reviews, newest first, each with its place's picture. */
export function getMyReviews(
  email: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<ReviewListItem[]> {
  return client.get<ReviewListItem[]>('/reviews', { auth: true, query: { email }, signal });
}
