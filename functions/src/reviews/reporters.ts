import { inTransaction } from '../lib/transaction';
import {
  findReportsBy,
  readModeratedReview,
  readReport,
  removeReportInTx,
  writeModeration,
  type FiledReport,
  type ModerationState,
} from './moderation-store';
import { readTombstone, writeTombstoneState } from './reposts-store';
import { awaitsLook, postingReportIdFor, reportIdFor } from './moderation';
import type { FiledReportItem } from './schema';

/*
 * A reporter's account and its reports: what its data export lists, and what it takes away.
 * A reporter who deletes their account takes their reports with them: each report document
 * goes, and so does what it added to the moderation state of the review it reported (its count,
 * its reason, its note, its place in the open queue), in one transaction per report. What stays
 * is what the other reporters said, counted as if this reporter had never reported.
 */

/** Whether the state counts the report as open (made since the last decision): unknown for old states. */
function isOpen(state: ModerationState, report: FiledReport): boolean | undefined {
  if (state.status !== 'open' || state.openReports === 0) return false;
  if (state.decidedAt === null) return true;
  if (typeof state.decidedAt === 'number') return report.createdAt > state.decidedAt;
  // Stored before decisions were timed: every report is open only if none was ever resolved.
  return state.openReports === state.reportCount ? true : undefined;
}

/** The state as if `report` had never been made. */
function withoutReport(
  state: ModerationState,
  report: FiledReport,
  hidden: boolean,
): ModerationState {
  const reportCount = Math.max(0, state.reportCount - 1);
  const open = isOpen(state, report);
  // Unknown: keep the open count, within the reports that are left.
  const openReports = Math.min(
    open === true ? state.openReports - 1 : state.openReports,
    reportCount,
  );
  const reasons = { ...state.reasons };
  const left = (reasons[report.reason] ?? 0) - 1;
  if (left > 0) reasons[report.reason] = left;
  else delete reasons[report.reason];
  const at = report.note === null ? -1 : state.notes.indexOf(report.note);
  const decided =
    typeof state.decidedAt === 'number' ||
    state.status === 'resolved' ||
    (state.decidedAt === undefined && state.openReports < state.reportCount);
  return {
    ...state,
    reportCount,
    reasons,
    notes: at < 0 ? state.notes : state.notes.filter((_, i) => i !== at),
    openReports,
    // Nothing left to decide: back to resolved if it ever was (or is hidden: where moderators
    // find hidden reviews), else out of every queue, as a review nobody reported. A re-post
    // awaiting a look stays open, reports or not.
    status:
      openReports > 0 || awaitsLook(state, hidden)
        ? 'open'
        : decided || hidden || reportCount > 0
          ? 'resolved'
          : null,
  };
}

/**
 * Whether the state of the report's review counts it. A report kept per review is counted by
 * every state of its review (a deleted review's state goes to its tombstone and back with a
 * re-post). One with a posting's id only while that posting is the current one (`createdAt`)
 * or among the postings the state took along.
 */
function counts(report: FiledReport, state: ModerationState, createdAt?: string): boolean {
  if (report._id === reportIdFor(report.review, report.uid)) return true;
  const postings = createdAt === undefined ? state.postings : [...state.postings, createdAt];
  return postings.some(
    (at) => postingReportIdFor({ _id: report.review, createdAt: at }, report.uid) === report._id,
  );
}

/**
 * Withdraws one report: deletes it and takes it out of the moderation state that counts it (the
 * review's own, or its tombstone's once deleted). False when it was already gone.
 */
export function withdrawReport(reportId: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const report = await readReport(tx, reportId);
    if (!report) return false;
    const found = await readModeratedReview(tx, report.review);
    const tombstone = found ? null : await readTombstone(tx, report.review);
    if (found && counts(report, found.moderation, found.review.createdAt)) {
      writeModeration(
        tx,
        report.review,
        withoutReport(found.moderation, report, found.review.hidden),
      );
    } else if (tombstone?.moderation && counts(report, tombstone.moderation)) {
      writeTombstoneState(
        tx,
        report.review,
        withoutReport(tombstone.moderation, report, tombstone.hidden),
      );
    }
    // Otherwise nothing counts it any more: it reported a posting deleted while visible before
    // reports outlived their posting, or a review whose author's account is gone.
    removeReportInTx(tx, reportId);
    return true;
  });
}

/** The reports the account `uid` filed, newest first, as its data export lists them. */
export async function reportsFiledBy(uid: string): Promise<FiledReportItem[]> {
  const filed = await findReportsBy(uid);
  return filed
    .sort((a, b) => b.createdAt - a.createdAt || a._id.localeCompare(b._id))
    .map(({ review, reason, note, createdAt }) => ({
      review,
      reason,
      note,
      createdAt: new Date(createdAt).toISOString(),
    }));
}

/** Withdraws every report the account `uid` filed, one transaction each; how many went. */
export async function withdrawReportsOf(uid: string): Promise<number> {
  let withdrawn = 0;
  for (const report of await findReportsBy(uid)) {
    if (await withdrawReport(report._id)) withdrawn += 1;
  }
  return withdrawn;
}
