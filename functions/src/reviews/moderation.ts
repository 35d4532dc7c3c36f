import { createHash } from 'node:crypto';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import { inTransaction } from '../lib/transaction';
import { countedStars, moveRating } from './reviews';
import type { ReportBody, ReportedReview, ReportReason } from './schema';
import {
  createReportInTx,
  findReportedReviews,
  findReportsOf,
  readReview,
  reportExists,
  writeReviewHidden,
} from './store';

/*
 * Reporting and moderation: readers report reviews (not their own, once each);
 * the guide's maintainers see the most reported first and hide or restore them.
 * A hidden review leaves its place's public list and rating in one transaction;
 * its author still sees it, marked.
 */

/** How many reported reviews the queue shows at once. */
export const REPORT_QUEUE_SIZE = 100;

const reportIdFor = (reviewId: string, uid: string) =>
  createHash('sha256').update(`${reviewId}\n${uid}`).digest('base64url').slice(0, 20);

export function reportReview(caller: Caller, reviewId: string, body: ReportBody): Promise<void> {
  const id = reportIdFor(reviewId, caller.uid);
  return inTransaction(async (tx) => {
    const review = await readReview(tx, reviewId);
    if (!review || review.hidden) throw new AppError('not_found', 'No such review');
    if (review.uid === caller.uid) {
      throw new AppError('forbidden', 'You cannot report your own review');
    }
    if (await reportExists(tx, id)) {
      throw new AppError('conflict', 'You have already reported this review');
    }
    createReportInTx(tx, id, {
      review: reviewId,
      uid: caller.uid,
      reason: body.reason,
      note: body.note ? body.note : null,
    });
  });
}

/** The queue: reported reviews (hidden ones too, to restore), most reported first. */
export async function listReportedReviews(): Promise<ReportedReview[]> {
  const reported = await findReportedReviews(REPORT_QUEUE_SIZE);
  const reports = await findReportsOf(reported.map((r) => r.review._id));
  return reported.map(({ review: { uid: _uid, ...review }, reportCount }) => {
    const mine = reports
      .filter((r) => r.review === review._id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const counts = new Map<ReportReason, number>();
    for (const r of mine) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
    return {
      review,
      reportCount,
      reasons: [...counts]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      notes: mine.flatMap((r) => (r.note ? [r.note] : [])),
    };
  });
}

/** Hides or restores a review; its place's rating follows in the same transaction. */
export function setReviewHidden(id: string, hidden: boolean): Promise<{ modified: boolean }> {
  return inTransaction(async (tx) => {
    const review = await readReview(tx, id);
    if (!review) throw new AppError('not_found', 'No such review');
    if (review.hidden === hidden) return { modified: false };
    const writeRating = await moveRating(
      tx,
      review.service,
      countedStars(review),
      countedStars({ ...review, hidden }),
    );
    writeReviewHidden(tx, id, hidden);
    writeRating?.();
    return { modified: true };
  });
}
