import type { ReviewListItem } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** GET /reviews?email=&service=: the signed-in user's review of one place, or null (one read). */
export async function getMyReviewOf(
  email: string,
  service: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<ReviewListItem | null> {
  const query = { email, service };
  const [mine] = await client.get<ReviewListItem[]>('/reviews', { auth: true, query, signal });
  return mine ?? null;
}
