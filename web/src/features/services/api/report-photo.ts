import type { ReportBody, ReportResult } from '@contract/reviews';
import { apiClient, type CallOptions } from '@/lib/api-client';

/**
 * POST /review/:id/photos/:photoId/report: a report of the review, naming the photo for the
 * moderators; once per reader and review (409 after), never one's own (403).
 */
export function reportPhoto(
  reviewId: string,
  photoId: string,
  report: ReportBody,
  { client = apiClient, signal }: CallOptions = {},
): Promise<ReportResult> {
  return client.post<ReportResult>(
    `/review/${encodeURIComponent(reviewId)}/photos/${encodeURIComponent(photoId)}/report`,
    report,
    { auth: true, signal },
  );
}
