import toast from '@/lib/toast';
import type { ReviewResponse } from '@contract/community';
import { isApiError } from '@/lib/api-client';
import { removeResponse, respondToReview } from '../api/respond-to-review';

/** What an answer form or a Remove button submits to the owner page's action. */
export type AnswerSubmission =
  | { intent: 'respond'; reviewId: string; message: string; editing: boolean }
  | { intent: 'remove'; reviewId: string };

/** The review's answer as it now stands, or why the change was refused (`field`: a 400 about it). */
export type AnswerOutcome =
  | { ok: true; reviewId: string; response: ReviewResponse | null }
  | { ok: false; error: string; field: boolean };

export async function answer(submission: AnswerSubmission): Promise<AnswerOutcome> {
  try {
    if (submission.intent === 'remove') {
      const { response } = await removeResponse(submission.reviewId);
      toast.success('Answer removed');
      return { ok: true, reviewId: submission.reviewId, response };
    }
    const { response } = await respondToReview(submission.reviewId, submission.message);
    toast.success(submission.editing ? 'Answer saved' : 'Answer posted');
    return { ok: true, reviewId: submission.reviewId, response };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : 'The answer was not saved.',
      field: submission.intent === 'respond' && isApiError(error) && error.status === 400,
    };
  }
}
