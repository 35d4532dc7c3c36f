import type { Caller } from '../lib/caller';
import { cursorTimestamp, cursorValues, type Cursors } from '../lib/cursor';
import { docIdSchema } from '../lib/ids';
import type { Tx } from '../lib/transaction';
import { AUDIT_SUMMARY_MAX, type AuditAction, type AuditEntry, type AuditQuery } from './schema';
import { findAuditPage, recordInTx } from './store';

/*
 * The audit trail: who (an admin's account and address), what (an action on a review or a
 * place, and a line saying what changed) and when. Each use case that changes something an
 * admin answers for records it here, inside its own transaction.
 */

/** Who made a decision: the verified token's account and address. */
export type Actor = Pick<Caller, 'uid' | 'email'>;

const SCOPE = 'audit';
const CURSOR = cursorValues([cursorTimestamp, docIdSchema]);

/** Records a decision in the transaction `tx` that makes it. */
export function recordDecision(
  tx: Tx,
  actor: Actor,
  action: AuditAction,
  target: { kind: 'review' | 'place'; id: string },
  summary: string,
): void {
  // Cut by code points: half an emoji is not storable text.
  const chars = Array.from(summary);
  const line =
    chars.length > AUDIT_SUMMARY_MAX
      ? `${chars.slice(0, AUDIT_SUMMARY_MAX - 1).join('')}…`
      : summary;
  recordInTx(tx, {
    actor: { uid: actor.uid, email: actor.email },
    action,
    target,
    summary: line,
  });
}

/** One page of the trail, newest first; `nextCursor` continues it, null at the end. */
export async function listAudit(
  { limit, cursor }: AuditQuery,
  cursors: Cursors,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const after = cursor ? cursors.decode(SCOPE, cursor, CURSOR) : undefined;
  const page = await findAuditPage(limit, after);
  return {
    items: page.entries,
    nextCursor: page.next ? cursors.encode(SCOPE, page.next) : null,
  };
}
