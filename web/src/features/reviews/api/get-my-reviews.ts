import type { ReviewListItem } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/**
 * GET /reviews?email=: the signed-in user's reviews, newest first, each with its place's picture.
 * The API answers a page at a time and names the next in a `Link` header: every page is read.
 */
export async function getMyReviews(
  email: string,
  { client = apiClient, signal }: CallOptions = {},
): Promise<ReviewListItem[]> {
  const all: ReviewListItem[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = cursor ? { email, cursor } : { email };
    const page = await client.getPage<ReviewListItem[]>('/reviews', { auth: true, query, signal });
    all.push(...page.body);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}
