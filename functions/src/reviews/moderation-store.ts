import { readKeysetPage } from '../lib/keyset-page';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { recordRead } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import {
  documentIdPath,
  firestore,
  isTimestamp,
  timestampFromMillis,
  timestampNow,
} from '../lib/firebase';
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
 *   reportDecidedAt  when a moderator last decided; null: never. Absent on states from before
 *                  it was kept.
 *   reportReposted its author deleted it and posted it again since the last decision
 *   reportKeptHidden the last decision kept a re-posted review hidden: posting it again once
 *                  more does not put it back in the open queue
 *   reportPostings the creation times of earlier postings whose reports, filed when a report
 *                  belonged to one posting (moderation.ts `postingReportIdFor`), these counts
 *                  include; at most one is added once reports are kept per review
 *   reportPostingsClosed no report of the current posting has a posting's id, so deleting it
 *                  adds nothing to reportPostings
 * Together they tell, for any report, whether and how it is counted here (account deletion
 * withdraws a reporter's reports from the counts, reporters.ts `withdrawReport`).
 * A reported or hidden review that its author deletes leaves that state in its tombstone
 * (reposts-store.ts: review ids are derived from account + place, so a re-posted review has the
 * same id, and takes the state back). Each field is bounded, however often that happens.
 * Reports are one document each in `reports`, for their reporters' history and the "once"
 * rule; the queue never reads them.
 */
const reports = () => firestore().collection('reports');

export interface ModerationState {
  reportCount: number;
  reasons: Partial<Record<ReportReason, number>>;
  notes: string[];
  openReports: number;
  /** null: the review was never reported nor moderated (it is in no queue). */
  status: ReportStatus | null;
  /**
   * When a moderator last decided (ms since the epoch); null: never; undefined: a state stored
   * before decisions were timed.
   */
  decidedAt?: number | null;
  /** Deleted and posted again by its author since the last decision. */
  reposted: boolean;
  /** The last decision kept a re-posted review hidden: a later re-post stays resolved. */
  keptHidden: boolean;
  /** `createdAt` (ISO) of earlier postings whose posting-scoped reports these counts include. */
  postings: string[];
  /** The current posting has no posting-scoped report: its deletion adds nothing to `postings`. */
  postingsClosed: boolean;
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
  reportDecidedAt: z.unknown().optional(),
  reportReposted: z.boolean().catch(false),
  reportKeptHidden: z.boolean().catch(false),
  reportPostings: z.array(z.string()).catch([]),
  reportPostingsClosed: z.boolean().catch(false),
});

const millisOf = (value: unknown): number | null | undefined =>
  isTimestamp(value) ? value.toMillis() : value === null ? null : undefined;

/** A moderation state from the stored fields (of a review, or its tombstone). */
export function moderationStateOf(data: Record<string, unknown> | undefined): ModerationState {
  const d = storedState.parse({ reportStatus: null, ...data });
  return {
    reportCount: d.reportCount,
    reasons: d.reportReasons,
    notes: d.reportNotes,
    openReports: d.openReports,
    status: d.reportStatus,
    decidedAt: millisOf(d.reportDecidedAt),
    reposted: d.reportReposted,
    keptHidden: d.reportKeptHidden,
    postings: d.reportPostings,
    postingsClosed: d.reportPostingsClosed,
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
    reportReposted: state.reposted,
    reportKeptHidden: state.keptHidden,
    reportPostings: state.postings,
    reportPostingsClosed: state.postingsClosed,
    ...(state.decidedAt === undefined
      ? {}
      : {
          reportDecidedAt: state.decidedAt === null ? null : timestampFromMillis(state.decidedAt),
        }),
  };
}

export interface ModeratedReview {
  review: StoredReview;
  moderation: ModerationState;
}

const moderated = (snap: DocumentSnapshot): ModeratedReview => ({
  review: toReview(snap),
  moderation: moderationStateOf(snap.data()),
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
  /** The photo of the review reported, when it was one of its photos. */
  photo?: string;
}

/** A report as read back: with its id and when it was made (ms since the epoch). */
export interface FiledReport extends StoredReport {
  _id: string;
  createdAt: number;
}

function toReport(snap: DocumentSnapshot): FiledReport {
  const d = snap.data() ?? {};
  const createdAt: unknown = d.createdAt;
  return {
    _id: snap.id,
    review: String(d.review ?? ''),
    uid: String(d.uid ?? ''),
    reason: (REPORT_REASONS as readonly string[]).includes(d.reason)
      ? (d.reason as ReportReason)
      : 'other',
    note: typeof d.note === 'string' ? d.note : null,
    createdAt: isTimestamp(createdAt) ? createdAt.toMillis() : 0,
  };
}

/** Every report the account `uid` filed (one equality query: an automatic index). */
export async function findReportsBy(uid: string): Promise<FiledReport[]> {
  const snap = await withDeadline(reports().where('uid', '==', uid).get());
  recordRead(snap.size);
  return snap.docs.map(toReport);
}

export async function readReport(tx: Tx, id: string): Promise<FiledReport | null> {
  const snap = await tx.get(reports().doc(id));
  recordRead(1);
  return snap.exists ? toReport(snap) : null;
}

export function removeReportInTx(tx: Tx, id: string): void {
  tx.delete(reports().doc(id));
}

export async function reportExists(tx: Tx, id: string): Promise<boolean> {
  const snap = await tx.get(reports().doc(id));
  recordRead(1);
  return snap.exists;
}

export function createReportInTx(tx: Tx, id: string, report: StoredReport): void {
  tx.create(reports().doc(id), { ...report, createdAt: timestampNow() });
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
