import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Target } from './target.js';

/*
 * Reviews written before helpful votes and answers existed lack `helpful` and `response`.
 * Firestore leaves a document without an ordered field out of a query ordered by it, so such a
 * review would be missing from a place's "most helpful" order. The backfill gives each one
 * `helpful: 0` and `response: null`, in one transaction per chunk that writes only what is still
 * missing when it commits: a vote cast meanwhile (which writes `helpful` itself) is never
 * overwritten, and running it again changes nothing.
 */

const PAGE = 300;

export interface BackfillCounts {
  checked: number;
  changed: number;
}

const db = (target: Target): Firestore => getFirestore(target.app);

/** What a stored review lacks: the fields to write, or null when it has both. */
function missing(data: Record<string, unknown> | undefined): Record<string, unknown> | null {
  const fields: Record<string, unknown> = {};
  if (typeof data?.helpful !== 'number') fields.helpful = 0;
  if (data?.response === undefined) fields.response = null;
  return Object.keys(fields).length > 0 ? fields : null;
}

export async function backfillReviews(target: Target): Promise<BackfillCounts> {
  const reviews = db(target).collection('reviews');
  const counts: BackfillCounts = { checked: 0, changed: 0 };
  let after: string | undefined;
  for (;;) {
    let page = reviews.orderBy(FieldPath.documentId()).select('helpful', 'response').limit(PAGE);
    if (after !== undefined) page = page.startAfter(after);
    const snap = await page.get();
    counts.checked += snap.size;
    const lacking = snap.docs.filter((d) => missing(d.data()) !== null).map((d) => d.ref);
    if (lacking.length > 0) {
      counts.changed += await db(target).runTransaction(async (tx) => {
        const fresh = await tx.getAll(...lacking);
        let n = 0;
        for (const doc of fresh) {
          const fields = doc.exists ? missing(doc.data()) : null;
          if (!fields) continue;
          tx.update(doc.ref, fields);
          n += 1;
        }
        return n;
      });
    }
    if (snap.size < PAGE) return counts;
    after = snap.docs[snap.docs.length - 1]!.id;
  }
}
