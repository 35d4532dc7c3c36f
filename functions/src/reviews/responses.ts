import { recordDecision, type Actor, type AuditAction, type SummaryPart } from '../audit';
import { AppError } from '../errors/app-error';
import { cursorTimestamp, cursorValues, type Cursors } from '../lib/cursor';
import { docIdSchema } from '../lib/ids';
import { inTransaction, type Tx } from '../lib/transaction';
import { theReview } from './audit-lines';
import { forPublic } from './reviews';
import type { PublicReviewsPage, ReviewResponse } from './schema';
import {
  countUnansweredReviews,
  findUnansweredReviews,
  findVisibleReviews,
  readReview,
  writeReviewResponse,
} from './store';

/*
 * A place's answers to its reviews, as far as reviews are concerned: only a visible review is
 * answered (a hidden or unknown one is 404, whoever asks), the answer never edits the review
 * (its text, stars, `updatedAt` and the place's rating stay), and answering again with the same
 * words changes nothing. Who may answer for a place is the owners feature's to decide: it passes
 * `authorize`, run in the answer's transaction once the review's place is known.
 */

/** Decides, in the answer's transaction, whether the caller may answer for `serviceId` (else throws). */
export type AuthorizeAnswer = (tx: Tx, serviceId: string) => Promise<void>;

const noSuchReview = () => new AppError('not_found', 'No such review');

/**
 * Sets the place's answer to the review `id` (null removes it, and removing none is no change).
 * With an `admin`, a change is recorded in the audit trail, in its transaction: an admin answers
 * for what they write in a place's name, as for their other decisions. Returns the answer as it
 * now stands.
 */
export function setReviewResponse(
  id: string,
  answer: { message: string; uid: string } | null,
  authorize: AuthorizeAnswer,
  admin: Actor | null,
): Promise<ReviewResponse | null> {
  return inTransaction(async (tx) => {
    const review = await readReview(tx, id);
    if (!review || review.hidden) throw noSuchReview();
    await authorize(tx, review.service);
    const record = (action: AuditAction, summary: SummaryPart[]) => {
      if (admin) recordDecision(tx, admin, action, { kind: 'review', id }, summary);
    };
    if (answer === null) {
      if (review.response === null) return null;
      writeReviewResponse(tx, id, null);
      record('review.unanswer', ['Removed the answer to ', ...theReview(review)]);
      return null;
    }
    if (review.response?.message === answer.message) return review.response;
    // The answer itself is not quoted: it may name the review's author, whom a deleted account
    // must leave no trace of here; it stays on the review for as long as the review does.
    const verb = review.response === null ? 'Answered ' : 'Changed the answer to ';
    record('review.answer', [verb, ...theReview(review)]);
    return writeReviewResponse(tx, id, answer);
  });
}

/** How many of the place's visible reviews await an answer. */
export const countUnanswered = (serviceId: string): Promise<number> =>
  countUnansweredReviews(serviceId);

const OWNER_PAGE_CURSOR = cursorValues([cursorTimestamp, docIdSchema]);

/**
 * One page of a place's visible reviews for its owners, newest first: those without an answer,
 * or all. The caller has checked who may see it. `nextCursor` continues the same list.
 */
export async function listReviewsToAnswer(
  serviceId: string,
  { unanswered, limit, cursor }: { unanswered: boolean; limit: number; cursor?: string },
  cursors: Cursors,
): Promise<PublicReviewsPage> {
  const scope = `owner-reviews:${serviceId}:${unanswered ? 'unanswered' : 'all'}`;
  const after = cursor ? cursors.decode(scope, cursor, OWNER_PAGE_CURSOR) : undefined;
  const page = unanswered
    ? await findUnansweredReviews(serviceId, limit, after)
    : await findVisibleReviews(serviceId, 'newest', limit, after);
  return {
    items: page.reviews.map(forPublic),
    nextCursor: page.next ? cursors.encode(scope, page.next) : null,
  };
}
