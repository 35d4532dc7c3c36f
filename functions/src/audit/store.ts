import { readKeysetPage } from '../lib/keyset-page';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { documentIdPath, firestore, isTimestamp, timestampNow } from '../lib/firebase';
import type { Tx } from '../lib/transaction';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from './schema';

/*
 * The audit collection: one document per decision, written in the transaction of the change it
 * records (so there is no change without its entry, and no entry without its change). Entries
 * are never changed or deleted by the API.
 */
const audit = () => firestore().collection('audit');

export type NewAuditEntry = Omit<AuditEntry, '_id' | 'at'>;

export function recordInTx(tx: Tx, entry: NewAuditEntry): void {
  tx.create(audit().doc(), { ...entry, at: timestampNow() });
}

function toEntry(snap: DocumentSnapshot): AuditEntry {
  const d = snap.data() ?? {};
  const at: unknown = d.at;
  const actor = (d.actor ?? {}) as Record<string, unknown>;
  const target = (d.target ?? {}) as Record<string, unknown>;
  return {
    _id: snap.id,
    at: isTimestamp(at) ? at.toDate().toISOString() : '',
    actor: { uid: String(actor.uid ?? ''), email: String(actor.email ?? '') },
    action: (AUDIT_ACTIONS as readonly string[]).includes(d.action)
      ? (d.action as AuditAction)
      : 'place.edit',
    target: {
      kind: target.kind === 'review' ? 'review' : 'place',
      id: String(target.id ?? ''),
    },
    summary: String(d.summary ?? ''),
  };
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The time and id of the last entry, when there are more after it. */
  next: unknown[] | null;
}

/** One page of the trail, newest first, after `after`. Reads `limit` + 1 documents at most. */
export async function findAuditPage(
  limit: number,
  after: unknown[] | undefined,
): Promise<AuditPage> {
  const query = audit().orderBy('at', 'desc').orderBy(documentIdPath(), 'desc');
  const page = await readKeysetPage(query, ['at'], limit, after);
  return { entries: page.docs.map(toEntry), next: page.next };
}
