import { getAuth } from 'firebase-admin/auth';
import { FieldPath, getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import type * as Summary from '../../functions/src/audit/summary.js';
import { fromFunctions } from '@tourist-guide/stack/from-functions';
import type { Target } from './target.js';

/*
 * Audit entries written before entries kept the accounts they name (`uids`, and the summary as
 * `parts`) name a review's author or a place's owners only as text in their summary, where the
 * API cannot find them when that account is deleted. The backfill gives each such entry its
 * `uids` and `parts`, read from the summary in the formats the API wrote then ("… the review by
 * NAME <ADDRESS> of …", "Owners of "…": A, B"): a review's author is the account of the review
 * (or of its tombstone), else the account that has the address now; an owner, the account that
 * has the address. A name or address whose account no longer exists reads "a deleted account"
 * at once, and so does an actor whose account is gone (its address emptied). Entries that have
 * `uids` are left alone, so running it again changes nothing.
 */

const summary = () =>
  fromFunctions<typeof Summary>(() => import('../../functions/src/audit/summary.js'));

const PAGE = 300;
const REVIEW_LINE = /^(.*?the review by )(.*) <([^<>\s]+)>( of ".*)$/s;

export interface AuditBackfillCounts {
  checked: number;
  changed: number;
}

type Lookup = (key: string) => Promise<string | null>;

/** A memo of Firebase Auth: an address's account now, and whether an account still exists. */
function accounts(target: Target) {
  const auth = getAuth(target.app);
  const memo = new Map<string, Promise<string | null>>();
  const remember = (key: string, find: () => Promise<string>) => {
    if (!memo.has(key)) {
      memo.set(
        key,
        find().catch((error: { code?: string }) => {
          if (error.code === 'auth/user-not-found') return null;
          throw error;
        }),
      );
    }
    return memo.get(key)!;
  };
  const byEmail: Lookup = (email) =>
    remember(`email:${email}`, async () => (await auth.getUserByEmail(email)).uid);
  const byUid: Lookup = (uid) => remember(`uid:${uid}`, async () => (await auth.getUser(uid)).uid);
  return { byEmail, byUid };
}

export async function backfillAudit(target: Target): Promise<AuditBackfillCounts> {
  const { DELETED_ACCOUNT, named, namedIn, render } = await summary();
  const db = getFirestore(target.app);
  const { byEmail, byUid } = accounts(target);

  /** The review's author: the account of the review or its tombstone, else of the address. */
  const authorOf = async (reviewId: string, email: string): Promise<string | null> => {
    for (const collection of ['reviews', 'hiddenReviews']) {
      const uid: unknown = (await db.collection(collection).doc(reviewId).get()).get('uid');
      if (typeof uid === 'string' && uid !== '') return (await byUid(uid)) ?? null;
    }
    return byEmail(email);
  };

  /** The summary as parts, naming the accounts it names (or a deleted one), or null if none. */
  const partsOf = async (doc: DocumentSnapshot): Promise<Summary.SummaryPart[] | null> => {
    const line = String(doc.get('summary') ?? '');
    const review = doc.get('target.kind') === 'review' ? REVIEW_LINE.exec(line) : null;
    if (review) {
      const [, head, name, email, tail] = review as unknown as string[];
      const uid = await authorOf(String(doc.get('target.id')), email!);
      return [head!, uid ? named(uid, `${name} <${email}>`) : DELETED_ACCOUNT, tail!];
    }
    const at = line.lastIndexOf('": ');
    if (doc.get('action') !== 'place.owners' || at < 0) return null;
    const list = line.slice(at + 3);
    if (list === 'none') return null;
    const parts: Summary.SummaryPart[] = [line.slice(0, at + 3)];
    for (const [i, email] of list.split(', ').entries()) {
      // A list cut short ends in "…": that last piece is no address to look up.
      const uid = email.endsWith('…') ? null : await byEmail(email);
      parts.push(...(i > 0 ? [', '] : []), uid ? named(uid, email) : DELETED_ACCOUNT);
    }
    return parts;
  };

  const counts: AuditBackfillCounts = { checked: 0, changed: 0 };
  let after: string | undefined;
  for (;;) {
    let page = db.collection('audit').orderBy(FieldPath.documentId()).limit(PAGE);
    if (after !== undefined) page = page.startAfter(after);
    const snap = await page.get();
    counts.checked += snap.size;
    const batch = db.batch();
    let writes = 0;
    for (const doc of snap.docs) {
      if (Array.isArray(doc.get('uids'))) continue;
      const actor = {
        uid: String(doc.get('actor.uid') ?? ''),
        email: String(doc.get('actor.email') ?? ''),
      };
      const parts = await partsOf(doc);
      const gone = actor.uid !== '' && (await byUid(actor.uid)) === null;
      batch.update(doc.ref, {
        uids: [...new Set([...(gone ? [] : [actor.uid]), ...(parts ? namedIn(parts) : [])])],
        ...(parts ? { parts, summary: render(parts) } : {}),
        ...(gone ? { actor: { uid: actor.uid, email: '' } } : {}),
      });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    counts.changed += writes;
    if (snap.size < PAGE) return counts;
    after = snap.docs[snap.docs.length - 1]!.id;
  }
}
