import type { Review, UpdateReviewResult } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/**
 * PUT /review/:id. As the product's edit form always has, it sends the whole loaded
 * review with the edited text under `review`; the server stores that text as
 * `message`, takes the stars from `rating` and ignores the other fields. Success is
 * `modifiedCount > 0`.
 */
export function updateReview(
  review: Review,
  text: string,
  rating: number,
  { client = apiClient, signal }: CallOptions = {},
): Promise<UpdateReviewResult> {
  return client.put<UpdateReviewResult>(
    `/review/${encodeURIComponent(review._id)}`,
    { ...review, review: text, rating },
    { auth: true, signal },
  );
}
