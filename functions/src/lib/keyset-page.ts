import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { recordRead } from './db-stats';
import { withDeadline } from './deadline';

export interface KeysetPage {
  docs: QueryDocumentSnapshot[];
  /** The sort values (`fields`, then the id) of the last document, when there are more after it. */
  next: unknown[] | null;
}

/**
 * One page of `query` (already ordered by `fields`, then by document id) after `after`, the values
 * a previous page ended on. Reads `limit` + 1 documents at most: the one past the page only says
 * whether there is a next page. Every paged list of the API reads through this.
 */
export async function readKeysetPage(
  query: Query,
  fields: readonly string[],
  limit: number,
  after: readonly unknown[] | undefined,
): Promise<KeysetPage> {
  const from = after ? query.startAfter(...after) : query;
  const snap = await withDeadline(from.limit(limit + 1).get());
  recordRead(snap.size);
  const docs = snap.docs.slice(0, limit);
  const last = docs[docs.length - 1];
  const next =
    snap.size > limit && last ? [...fields.map((f) => last.get(f) as unknown), last.id] : null;
  return { docs, next };
}
