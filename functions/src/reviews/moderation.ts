import { createHash } from 'node:crypto';
import { z } from 'zod';
import { authorInTx } from '../authors';
import { recordDecision, type Actor, type AuditAction, type SummaryPart } from '../audit';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import { cursorValues, type Cursors } from '../lib/cursor';
import { docIdSchema } from '../lib/ids';
import { inTransaction, type Tx } from '../lib/transaction';
import {
  createReportInTx,
  findQueuePage,
  readModeratedReview,
  reportExists,
  writeModeration,
  type ModeratedReview,
  type ModerationState,
} from './moderation-store';
import { theReview } from './audit-lines';
import { writePhotoEntriesHidden } from './photos-store';
import { countedStars, moveRating } from './reviews';
import {
  REPORT_NOTES_KEPT,
  type ReportBody,
  type ReportedReview,
  type ReportQueueQuery,
  type ReportReason,
  type StoredReview,
} from './schema';

/*
 * Reporting and moderation: readers report reviews (not their own, once each); the guide's
 * maintainers see the open queue, most reported first, and decide: hide, restore, or dismiss.
 * Every decision resolves the review's open reports and is recorded in the audit trail in the
 * same transaction; new reports open it again, ranked by the reports since the decision only,
 * so a dismissed review does not return to the top of the queue on its old reports. A hidden
 * review leaves its place's public list and rating in one transaction; its author still sees
 * it, marked. (reposts.ts keeps the reports and decisions when a review is deleted and posted
 * again.)
 */

const idOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 20);

/**
 * One report per account per review: the id is derived from the review and the reporter. A
 * review deleted and posted again (the same id: ids are derived from account + place) keeps its
 * reports (reposts.ts), so whoever reported it has reported it already.
 */
export const reportIdFor = (reviewId: string, uid: string) => idOf(`${reviewId}\n${uid}`);

/**
 * The id of a report filed when each posting of a review was reported apart: derived from the
 * review, the time it was posted, and the reporter. Such reports keep it (reporters.ts tells
 * by it which posting they were of).
 */
export const postingReportIdFor = (review: Pick<StoredReview, '_id' | 'createdAt'>, uid: string) =>
  idOf(`${review._id}\n${review.createdAt}\n${uid}`);

/**
 * Whether a hidden review posted again still awaits a moderator's look at its new text: that
 * alone keeps it in the open queue (at the bottom, with no open reports).
 */
export const awaitsLook = (state: ModerationState, hidden: boolean): boolean =>
  hidden && state.status === 'open' && state.reposted && !state.keptHidden;

/** The state after one more report: counted, its note kept, and the review in the open queue. */
function withReport(state: ModerationState, { reason, note }: ReportBody): ModerationState {
  return {
    ...state,
    reportCount: state.reportCount + 1,
    reasons: { ...state.reasons, [reason]: (state.reasons[reason] ?? 0) + 1 },
    notes: note ? [note, ...state.notes].slice(0, REPORT_NOTES_KEPT) : state.notes,
    openReports: state.openReports + 1,
    status: 'open',
    // Nothing counted yet, so no report of this posting has a posting's id, now or later.
    postingsClosed: state.postingsClosed || state.reportCount === 0,
  };
}

/** Whether `uid` reported the review before: this posting or (its reports kept) an earlier one. */
async function reportedBefore(tx: Tx, { review, moderation }: ModeratedReview, uid: string) {
  if (await reportExists(tx, reportIdFor(review._id, uid))) return true;
  return !moderation.postingsClosed && reportExists(tx, postingReportIdFor(review, uid));
}

/**
 * A reader's report of a review, or of one of its photos (`photoId`): either way a report of the
 * review, once per account, in the same queue; a photo's names it in the queue's notes
 * ("Photo <id>: …") for the moderator, who hides the review or removes the photo.
 */
export function reportReview(
  caller: Caller,
  reviewId: string,
  body: ReportBody,
  photoId?: string,
): Promise<void> {
  return inTransaction(async (tx) => {
    await authorInTx(tx, caller);
    const found = await readModeratedReview(tx, reviewId);
    if (!found || found.review.hidden) throw new AppError('not_found', 'No such review');
    if (photoId !== undefined && !found.review.photoFiles.some((p) => p.id === photoId)) {
      throw new AppError('not_found', 'No such photo');
    }
    if (found.review.uid === caller.uid) {
      throw new AppError('forbidden', 'You cannot report your own review');
    }
    if (await reportedBefore(tx, found, caller.uid)) {
      throw new AppError('conflict', 'You have already reported this review');
    }
    createReportInTx(tx, reportIdFor(reviewId, caller.uid), {
      review: reviewId,
      uid: caller.uid,
      reason: body.reason,
      note: body.note ? body.note : null,
      ...(photoId === undefined ? {} : { photo: photoId }),
    });
    const queued =
      photoId === undefined
        ? body
        : { ...body, note: `Photo ${photoId}${body.note ? `: ${body.note}` : ''}` };
    writeModeration(tx, reviewId, withReport(found.moderation, queued));
  });
}

const reasonsOf = (state: ModerationState) =>
  (Object.entries(state.reasons) as [ReportReason, number][])
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));

function toQueueEntry({
  review: { uid: _uid, photoFiles: _files, ...review },
  moderation,
}: ModeratedReview) {
  return {
    review,
    reportCount: moderation.reportCount,
    openReports: moderation.openReports,
    status: moderation.status ?? 'resolved',
    reasons: reasonsOf(moderation),
    notes: moderation.notes,
    repost: moderation.reposted,
  } satisfies ReportedReview;
}

const QUEUE_CURSOR = cursorValues([z.number().int().nonnegative(), docIdSchema]);

/**
 * One page of the open or the resolved queue, most reported first (open: by the reports since
 * the last decision; resolved: by all its reports), hidden reviews too (to restore). Reads at
 * most `limit` + 1 documents: what the queue shows is kept on each review.
 */
export async function listReportQueue(
  { status, limit, cursor }: ReportQueueQuery,
  cursors: Cursors,
): Promise<{ items: ReportedReview[]; nextCursor: string | null }> {
  const scope = `reports:${status}`;
  const after = cursor ? cursors.decode(scope, cursor, QUEUE_CURSOR) : undefined;
  const page = await findQueuePage(status, limit, after);
  return {
    items: page.entries.map(toQueueEntry),
    nextCursor: page.next ? cursors.encode(scope, page.next) : null,
  };
}

const times = (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`;
const why = (state: ModerationState) =>
  state.reportCount === 0
    ? 'not reported'
    : `${times(state.reportCount)}: ${reasonsOf(state)
        .map((r) => `${r.reason} ×${r.count}`)
        .join(', ')}`;

/**
 * A moderator's decision on a review: hidden or visible. Either way it resolves the review's
 * open reports: `hidden: false` on a visible review dismisses them. Hiding or restoring moves
 * its place's rating in the same transaction; the audit trail records the decision there too.
 * Nothing to do (the review already stands so, resolved) is `modified: false`, and unrecorded.
 */
export function moderateReview(
  actor: Actor,
  id: string,
  hidden: boolean,
): Promise<{ modified: boolean }> {
  return inTransaction(async (tx) => {
    const found = await readModeratedReview(tx, id);
    if (!found) throw new AppError('not_found', 'No such review');
    const { review, moderation } = found;
    const hides = review.hidden !== hidden;
    if (!hides && moderation.status !== 'open') return { modified: false };
    const writeRating = hides
      ? await moveRating(
          tx,
          review.service,
          countedStars(review),
          countedStars({ ...review, hidden }),
        )
      : undefined;
    // A review hidden without reports is resolved too: the resolved queue is where to restore it.
    // Keeping a re-post hidden stands through later re-posts (reposts.ts), until a restore.
    writeModeration(
      tx,
      id,
      {
        ...moderation,
        openReports: 0,
        status: 'resolved',
        decidedAt: Date.now(),
        reposted: false,
        keptHidden: !hides && hidden,
      },
      hidden,
    );
    writeRating?.();
    // The place's gallery follows the review (its author and admins still see the photos on it).
    if (hides)
      writePhotoEntriesHidden(
        tx,
        review.photoFiles.map((p) => p.id),
        hidden,
      );
    const whose = theReview(review);
    const [action, summary]: [AuditAction, SummaryPart[]] = !hides
      ? hidden
        ? ['review.hide', ['Kept hidden ', ...whose, ', posted again after it was hidden']]
        : [
            'review.dismiss',
            [`Dismissed ${times(moderation.openReports)} of `, ...whose, ` (${why(moderation)})`],
          ]
      : hidden
        ? ['review.hide', ['Hid ', ...whose, ` (${why(moderation)})`]]
        : ['review.restore', ['Restored ', ...whose]];
    recordDecision(tx, actor, action, { kind: 'review', id }, summary);
    return { modified: true };
  });
}
