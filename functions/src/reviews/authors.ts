import { savedPhotoInTx } from '../authors';
import { inTransaction } from '../lib/transaction';
import { findReviewsByAuthor, readReviews, writeAuthorPhoto } from './store';

/*
 * A review shows its author's profile photo beside it on its place's page. The photo is kept on
 * each review (a page of reviews reads nothing else), so when an author changes it, their
 * reviews are rewritten: a chunk at a time, each chunk one transaction that reads the account's
 * photo as it stands then (so of two changes made at once the later one wins everywhere), and
 * skips reviews that already show it (so a call that failed half-way is finished by the next).
 * Reviews that already showed the saved photo when listed are not read again: should a later
 * change replace that photo meanwhile, the later change's own refresh lists them.
 */

const CHUNK = 100;

/**
 * Gives every review of the account `uid` the photo it saved, `saved` (the caller's own write);
 * how many reviews changed.
 */
export async function refreshAuthorPhoto(uid: string, saved: string | null): Promise<number> {
  const ids = (await findReviewsByAuthor(uid))
    .filter((r) => r.authorPhotoURL !== saved)
    .map((r) => r._id);
  let changed = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    changed += await inTransaction(async (tx) => {
      const photo = await savedPhotoInTx(tx, uid);
      const chunk = await readReviews(tx, ids.slice(i, i + CHUNK));
      if (photo === undefined) return 0;
      let n = 0;
      for (const review of chunk) {
        // Deleted meanwhile (null), or already showing it: nothing to write.
        if (review?.uid !== uid || review.authorPhotoURL === photo) continue;
        writeAuthorPhoto(tx, review._id, photo);
        n += 1;
      }
      return n;
    });
  }
  return changed;
}
