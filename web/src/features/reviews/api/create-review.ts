import type { CreateReviewRequest, CreateReviewResult } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** POST /review. Success is `acknowledged: true`; a second review of one place is a 409. */
export function createReview(
  review: CreateReviewRequest,
  { client = apiClient, signal }: CallOptions = {},
): Promise<CreateReviewResult> {
  return client.post<CreateReviewResult>('/review', review, { auth: true, signal });
}
