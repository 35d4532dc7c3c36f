import { readKeysetPage } from '../lib/keyset-page';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { recordRead } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { documentIdPath, firestore, isTimestamp, timestampNow } from '../lib/firebase';
import type { Tx } from '../lib/transaction';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from './schema';
import type { SummaryPart } from './summary';

/*
 * The audit collection: one document per decision, written in the transaction of the change it
 * records (so there is no change without its entry, and no entry without its change). Besides
 * what GET /admin/audit answers, each keeps
 *   parts  the summary as parts, where it names accounts (summary.ts)
 *   uids   the accounts it names, its actor's included: the one query (array-contains, an
 *          automatic index) that finds what to take out when an account is deleted
 * Entries from before `uids` are found by their actor (`actor.uid`, an automatic index too).
 * The API never deletes an entry; it only takes a deleted account's name and address out.
 */
const audit = () => firestore().collection('audit');

export interface NewAuditEntry extends Omit<AuditEntry, '_id' | 'at'> {
  parts: SummaryPart[] | null;
  uids: string[];
}

export function recordInTx(tx: Tx, { parts, ...entry }: NewAuditEntry): void {
  tx.create(audit().doc(), { ...entry, ...(parts ? { parts } : {}), at: timestampNow() });
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

function partsOf(value: unknown): SummaryPart[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((p: unknown): SummaryPart[] => {
    if (typeof p === 'string') return [p];
    const { uid, text } = (p ?? {}) as Record<string, unknown>;
    return typeof uid === 'string' && typeof text === 'string' ? [{ uid, text }] : [];
  });
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

/** An entry as account deletion reads it: who acted, what it names, its summary's parts. */
export interface NamingEntry {
  _id: string;
  actor: { uid: string; email: string };
  uids: string[];
  parts: SummaryPart[] | null;
}

/** Every entry that names the account `uid`, or that it made (two equality queries). */
export async function findEntriesNaming(uid: string): Promise<NamingEntry[]> {
  const [named, acted] = await Promise.all([
    withDeadline(audit().where('uids', 'array-contains', uid).get()),
    withDeadline(audit().where('actor.uid', '==', uid).get()),
  ]);
  recordRead(named.size + acted.size);
  const byId = new Map([...named.docs, ...acted.docs].map((doc) => [doc.id, doc]));
  return [...byId.values()].map((doc) => {
    const entry = toEntry(doc);
    const uids: unknown = doc.get('uids');
    return {
      _id: doc.id,
      actor: entry.actor,
      uids: Array.isArray(uids) ? uids.filter((u): u is string => typeof u === 'string') : [],
      parts: partsOf(doc.get('parts')),
    };
  });
}

/** Rewrites what entries say about accounts (400 a batch). */
export async function writeEntries(
  changes: readonly {
    _id: string;
    fields: {
      actor?: AuditEntry['actor'];
      summary?: string;
      parts?: SummaryPart[];
      uids: string[];
    };
  }[],
): Promise<void> {
  for (let i = 0; i < changes.length; i += 400) {
    const batch = firestore().batch();
    for (const { _id, fields } of changes.slice(i, i + 400)) batch.update(audit().doc(_id), fields);
    await withDeadline(batch.commit());
  }
}
