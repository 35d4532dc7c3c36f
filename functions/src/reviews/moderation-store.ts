import { readKeysetPage } from '../lib/keyset-page';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { recordRead } from '../lib/db-stats';
import { documentIdPath, firestore, timestampNow } from '../lib/firebase';
import type { Tx } from '../lib/transaction';
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportReason,
  type ReportStatus,
  type StoredReview,
} from './schema';
import { reviewDoc, reviewsCollection, toReview } from './store';

/*
 * What moderation keeps, in plain objects. A reported or moderated review carries its
 * moderation state on its own document, written in the transaction of the report or the
 * decision, so the queue reads one document per entry and never the reports themselves:
 *   reportCount    reports of this review since it was posted
 *   reportReasons  {spam: n, offensive: n, ...} of those reports
 *   reportNotes    the latest REPORT_NOTES_KEPT notes, newest first
 *   openReports    reports since the last decision (the open queue's order)
 *   reportStatus   'open' (awaiting a decision) or 'resolved'; absent: never in the queue
 * A hidden review that its author deletes leaves a tombstone (`hiddenReviews/{id}`: review ids
 * are derived from account + place, so a re-posted review has the same id) with that state.
 * Reports are one document each in `reports`, for their reporters' history and the "once"
 * rule; the queue never reads them.
 */
const hiddenReviews = () => firestore().collection('hiddenReviews');
const reports = () => firestore().collection('reports');

export interface ModerationState {
  reportCount: number;
  reasons: Partial<Record<ReportReason, number>>;
  notes: string[];
  openReports: number;
  /** null: the review was never reported nor moderated (it is in no queue). */
  status: ReportStatus | null;
}

const count = z.number().int().nonnegative().catch(0);
const storedState = z.object({
  reportCount: count,
  reportReasons: z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((stored) =>
      Object.fromEntries(
        REPORT_REASONS.flatMap((r) => {
          const n = count.parse(stored[r]);
          return n > 0 ? [[r, n]] : [];
        }),
      ),
    ),
  reportNotes: z.array(z.string()).catch([]),
  openReports: count,
  reportStatus: z.enum(REPORT_STATUSES).nullable().catch(null),
});

function stateOf(data: Record<string, unknown> | undefined): ModerationState {
  const d = storedState.parse({ reportStatus: null, ...data });
  return {
    reportCount: d.reportCount,
    reasons: d.reportReasons,
    notes: d.reportNotes,
    openReports: d.openReports,
    status: d.reportStatus,
  };
}

/** The stored fields of a moderation state (written on the review, or its tombstone). */
export function moderationFields(state: ModerationState): Record<string, unknown> {
  return {
    reportCount: state.reportCount,
    reportReasons: state.reasons,
    reportNotes: state.notes,
    openReports: state.openReports,
    reportStatus: state.status,
  };
}

export interface ModeratedReview {
  review: StoredReview;
  moderation: ModerationState;
}

const moderated = (snap: DocumentSnapshot): ModeratedReview => ({
  review: toReview(snap),
  moderation: stateOf(snap.data()),
});

/** A review and its moderation state, read inside a transaction. */
export async function readModeratedReview(tx: Tx, id: string): Promise<ModeratedReview | null> {
  const snap = await tx.get(reviewDoc(id));
  recordRead(1);
  return snap.exists ? moderated(snap) : null;
}

/** Writes a review's moderation state, and whether it is hidden. */
export function writeModeration(
  tx: Tx,
  id: string,
  state: ModerationState,
  hidden?: boolean,
): void {
  tx.update(reviewDoc(id), {
    ...moderationFields(state),
    ...(hidden === undefined ? {} : { hidden }),
  });
}

export interface StoredReport {
  review: string;
  uid: string;
  reason: ReportReason;
  note: string | null;
}

export async function reportExists(tx: Tx, id: string): Promise<boolean> {
  const snap = await tx.get(reports().doc(id));
  recordRead(1);
  return snap.exists;
}

export function createReportInTx(tx: Tx, id: string, report: StoredReport): void {
  tx.create(reports().doc(id), { ...report, createdAt: timestampNow() });
}

/** The moderation state a deleted hidden review left, read inside a transaction. */
export async function readTombstone(tx: Tx, reviewId: string): Promise<ModerationState | null> {
  const snap = await tx.get(hiddenReviews().doc(reviewId));
  recordRead(1);
  return snap.exists ? stateOf(snap.data()) : null;
}

export function writeTombstone(tx: Tx, review: StoredReview, state: ModerationState): void {
  tx.set(hiddenReviews().doc(review._id), {
    uid: review.uid,
    service: review.service,
    deletedAt: timestampNow(),
    ...moderationFields(state),
  });
}

export function removeTombstone(tx: Tx, reviewId: string): void {
  tx.delete(hiddenReviews().doc(reviewId));
}

/** The field each queue is ordered by (most reported first), then the id. */
export const QUEUE_ORDER: Record<ReportStatus, 'openReports' | 'reportCount'> = {
  open: 'openReports',
  resolved: 'reportCount',
};

export interface QueuePage {
  entries: ModeratedReview[];
  /** The order value and id of the last entry, when there are more after it. */
  next: unknown[] | null;
}

/**
 * One page of the open or resolved queue, most reported first, after `after` (the values a
 * previous page ended on). Reads `limit` + 1 documents at most (index: reportStatus, then the
 * order field descending).
 */
export async function findQueuePage(
  status: ReportStatus,
  limit: number,
  after: unknown[] | undefined,
): Promise<QueuePage> {
  const field = QUEUE_ORDER[status];
  const query = reviewsCollection()
    .where('reportStatus', '==', status)
    .orderBy(field, 'desc')
    .orderBy(documentIdPath(), 'desc');
  const page = await readKeysetPage(query, [field], limit, after);
  return { entries: page.docs.map(moderated), next: page.next };
}
