import type { Caller } from '../lib/caller';
import { cursorTimestamp, cursorValues, type Cursors } from '../lib/cursor';
import { docIdSchema } from '../lib/ids';
import type { Tx } from '../lib/transaction';
import type { AuditAction, AuditEntry, AuditQuery } from './schema';
import { findAuditPage, findEntriesNaming, recordInTx, writeEntries } from './store';
import { namedIn, render, without, type SummaryPart } from './summary';

/*
 * The audit trail: who (an admin's account and address), what (an action on a review or a
 * place, and a line saying what changed) and when. Each use case that changes something an
 * admin answers for records it here, inside its own transaction. A deleted account's name and
 * address leave every entry that named them (forgetInAudit); the entries stay.
 */

/** Who made a decision: the verified token's account and address. */
export type Actor = Pick<Caller, 'uid' | 'email'>;

const SCOPE = 'audit';
const CURSOR = cursorValues([cursorTimestamp, docIdSchema]);

/**
 * Records a decision in the transaction `tx` that makes it. `summary` is a line, or its parts
 * where it names accounts (summary.ts `named`), so that a deleted account can leave it.
 */
export function recordDecision(
  tx: Tx,
  actor: Actor,
  action: AuditAction,
  target: { kind: 'review' | 'place'; id: string },
  summary: string | SummaryPart[],
): void {
  const parts = typeof summary === 'string' ? [summary] : summary;
  const names = namedIn(parts);
  recordInTx(tx, {
    actor: { uid: actor.uid, email: actor.email },
    action,
    target,
    summary: render(parts),
    parts: names.length > 0 ? parts : null,
    uids: [...new Set([actor.uid, ...names])],
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

/**
 * Takes the account `uid`'s address and names out of the trail (DELETE /account): as the actor
 * of an entry its address is emptied; where a summary names it, "a deleted account" reads
 * instead. The entries stay. Safe to repeat: a second call finds nothing left to change.
 * How many entries changed.
 */
export async function forgetInAudit(uid: string): Promise<number> {
  const changes = (await findEntriesNaming(uid)).flatMap(({ _id, actor, uids, parts }) => {
    const acted = actor.uid === uid && actor.email !== '';
    const namedHere = parts !== null && namedIn(parts).includes(uid);
    if (!acted && !namedHere && !uids.includes(uid)) return [];
    const scrubbed = parts && namedHere ? without(parts, uid) : null;
    return [
      {
        _id,
        fields: {
          ...(acted ? { actor: { uid, email: '' } } : {}),
          ...(scrubbed ? { parts: scrubbed, summary: render(scrubbed) } : {}),
          uids: uids.filter((u) => u !== uid),
        },
      },
    ];
  });
  await writeEntries(changes);
  return changes.length;
}
