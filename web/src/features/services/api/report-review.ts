import type { ReportBody, ReportResult } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/** POST /review/:id/report: once per reader and review (409 after), never one's own (403). */
export function reportReview(
  reviewId: string,
  report: ReportBody,
  { client = apiClient, signal }: CallOptions = {},
): Promise<ReportResult> {
  return client.post<ReportResult>(`/review/${encodeURIComponent(reviewId)}/report`, report, {
    auth: true,
    signal,
  });
}
