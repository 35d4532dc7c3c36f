import { apiClient, type CallOptions } from '@/lib/api-client';

export interface NewReview {
  service: string;
  serviceName: string;
  price: number;
  customer: string;
  email: string;
  message: string;
}

export interface CreateReviewResult {
  acknowledged: boolean;
  insertedId: string;
}

/** POST /review. Success is `acknowledged: true`; a second review of one place is a 409. */
export function createReview(
  review: NewReview,
  { client = apiClient, signal }: CallOptions = {},
): Promise<CreateReviewResult> {
  return client.post<CreateReviewResult>('/review', review, { auth: true, signal });
}
