import type { HelpfulResult } from '@contract/community';
import { apiClient, type CallOptions } from '@/lib/api-client';

const votePath = (reviewId: string) => `/review/${encodeURIComponent(reviewId)}/helpful`;

/**
 * PUT /review/:id/helpful (`voted`) or DELETE it (not): the reader's vote, idempotent either way.
 * Answers the review's count as it now stands.
 */
export function voteHelpful(
  reviewId: string,
  voted: boolean,
  { client = apiClient }: CallOptions = {},
): Promise<HelpfulResult> {
  return voted
    ? client.put<HelpfulResult>(votePath(reviewId), undefined, { auth: true })
    : client.delete<HelpfulResult>(votePath(reviewId), { auth: true });
}
