import type { ReportReason } from '@contract/reviews';
import { isApiError } from '@/lib/api-client';
import { reportReview } from '../api/report-review';
import type { ReportOutcome } from './report-intent';

/**
 * The place page's action for a report: sends it; a second report of the same review (409)
 * counts as done, as the reader's first one stands.
 */
export async function sendReport(form: FormData): Promise<ReportOutcome> {
  const reason = String(form.get('reason') ?? '') as ReportReason;
  const note = String(form.get('note') ?? '');
  try {
    await reportReview(String(form.get('reviewId') ?? ''), {
      reason,
      ...(note ? { note } : {}),
    });
    // Imported on use: a place's page downloads no toasts until one is shown.
    void import('@/lib/toast').then(({ default: toast }) =>
      toast.success('Thanks, a moderator will look at this review.'),
    );
    return { reported: true };
  } catch (err) {
    if (isApiError(err) && err.status === 409) return { reported: true };
    return {
      reported: false,
      error: err instanceof Error ? err.message : 'The report could not be sent.',
    };
  }
}
