import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { GRPC, barrier, db, freshCollection } from './helpers.js';

describe('transactions are serializable', () => {
  it('when 30 transactions increment one counter at once, then it ends at 30', async () => {
    const ref = freshCollection().doc('counter');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 30 }, () =>
        db().runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          tx.update(ref, { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(30);
  });

  it('when 20 transactions each create a review and bump its place, then the count matches the reviews', async () => {
    const col = freshCollection();
    const place = col.doc('place');
    await place.set({ reviews: 0 });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db().runTransaction(async (tx) => {
          const snap = await tx.get(place);
          tx.create(col.doc(`review-${i}`), { place: 'place', stars: 1 + (i % 5) });
          tx.update(place, { reviews: (snap.get('reviews') as number) + 1 });
        }),
      ),
    );
    const reviews = await col.where('place', '==', 'place').get();
    expect(reviews.size).toBe(20);
    expect((await place.get()).get('reviews')).toBe(20);
  });

  it('when voters add and take back votes at once, each vote a document written with a count it read, then the count equals the votes', async () => {
    // A helpful vote: read the review and the voter's vote, create or delete the vote and write
    // the count read plus or minus one. Each voter sends its vote twice at once; half take it back.
    const col = freshCollection();
    const review = col.doc('review');
    await review.set({ helpful: 0 });
    const voteOf = (voter: number) => col.doc(`vote-${voter}`);
    const setVote = (voter: number, voted: boolean) =>
      db().runTransaction(async (tx) => {
        const helpful = (await tx.get(review)).get('helpful') as number;
        if ((await tx.get(voteOf(voter))).exists === voted) return;
        if (voted) tx.create(voteOf(voter), { voter });
        else tx.delete(voteOf(voter));
        tx.update(review, { helpful: helpful + (voted ? 1 : -1) });
      });
    await Promise.all(
      Array.from({ length: 16 }, async (_, voter) => {
        await Promise.all([setVote(voter, true), setVote(voter, true)]);
        if (voter % 2 === 1) await setVote(voter, false);
      }),
    );
    const votes = (await col.where('voter', '>=', 0).count().get()).data().count;
    expect(votes).toBe(8);
    expect((await review.get()).get('helpful')).toBe(8);
  }, 60_000);

  it('when someone writes a document a transaction has read, then the write waits for the commit and lands after it (no lost update)', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ n: 1 });
    const seen: number[] = [];
    let write: Promise<unknown> | undefined;
    await db().runTransaction(async (tx) => {
      const n = (await tx.get(ref)).get('n') as number;
      seen.push(n);
      write ??= ref.set({ n: 10 }); // someone else writes meanwhile; the read's lock holds it
      tx.set(ref, { n: n + 1 });
    });
    await write;
    expect(seen).toEqual([1]);
    expect((await ref.get()).get('n')).toBe(10);
  });

  it('when two transactions read and write one document at once, then one is retried and both writes land', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({});
    const bothRead = barrier(2);
    let attempts = 0;
    const write = (field: string) =>
      db().runTransaction(async (tx) => {
        attempts += 1;
        await tx.get(ref);
        await bothRead();
        tx.set(ref, { [field]: true }, { merge: true });
      });
    await Promise.all([write('first'), write('second')]);
    expect(attempts).toBe(3);
    expect((await ref.get()).data()).toEqual({ first: true, second: true });
  });

  it('when transactions check a query before inserting, then a concurrent insert into its results forces a retry (no phantoms)', async () => {
    const col = freshCollection();
    const allRead = barrier(8);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db().runTransaction(async (tx) => {
          const taken = await tx.get(col.where('kind', '==', 'seat'));
          await allRead();
          if (taken.size < 3) tx.set(col.doc(`seat-${i}`), { kind: 'seat' });
        }),
      ),
    );
    expect((await col.where('kind', '==', 'seat').get()).size).toBe(3);
  });

  it('when transactions count an array-contains query before joining its results, then a concurrent join forces a retry (the count never passes a cap)', async () => {
    // What naming a place's owner is: count the places the account owns, add it below the cap.
    const col = freshCollection();
    await col.doc('owned-0').set({ uids: ['u', 'x'] });
    const allCounted = barrier(6);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        db().runTransaction(async (tx) => {
          const owned = (await tx.get(col.where('uids', 'array-contains', 'u').count())).data();
          await allCounted();
          if (owned.count < 3) tx.set(col.doc(`place-${i}`), { uids: ['y', 'u'] });
        }),
      ),
    );
    expect((await col.where('uids', 'array-contains', 'u').count().get()).data().count).toBe(3);
  });

  it('when transactions each add an id to a capped list kept in one document, at once, then the list ends at the cap with exactly the ids they say they added', async () => {
    // What saving a place is: read the account's list, add the place unless the list is full.
    const ref = freshCollection().doc('list');
    await ref.set({ ids: ['a', 'b', 'c'] });
    const allRead = barrier(8);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db().runTransaction(async (tx) => {
          const ids = (await tx.get(ref)).get('ids') as string[];
          await allRead();
          if (ids.length >= 5) return 'full';
          tx.set(ref, { ids: [`id-${i}`, ...ids] });
          return 'added';
        }),
      ),
    );
    const added = outcomes.flatMap((outcome, i) => (outcome === 'added' ? [`id-${i}`] : []));
    expect(added).toHaveLength(2);
    const ids = (await ref.get()).get('ids') as string[];
    expect(ids).toHaveLength(5);
    expect(new Set(ids.slice(0, 2))).toEqual(new Set(added));
    expect(ids.slice(2)).toEqual(['a', 'b', 'c']);
  });

  it('when a document a transaction has read is deleted meanwhile, then the delete waits for the commit and wins after it', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ n: 1 });
    const existed: boolean[] = [];
    let removal: Promise<unknown> | undefined;
    await db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      existed.push(snap.exists);
      removal ??= ref.delete();
      if (snap.exists) tx.update(ref, { n: 2 });
    });
    await removal;
    expect(existed).toEqual([true]);
    expect((await ref.get()).exists).toBe(false);
  });

  it('when the transaction function throws, then none of its writes are applied', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ n: 1 });
    const failing = db().runTransaction(async (tx) => {
      await tx.get(ref);
      tx.set(ref, { n: 2 });
      tx.set(ref.parent.doc('other'), { n: 3 });
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect((await ref.get()).get('n')).toBe(1);
    expect((await ref.parent.doc('other').get()).exists).toBe(false);
  });

  it('when a read-only transaction reads, then it sees one snapshot and can read the past', async () => {
    const ref = freshCollection().doc('doc');
    const first = await ref.set({ n: 1 });
    await ref.set({ n: 2 });
    const past = await db().runTransaction((tx) => tx.get(ref), {
      readOnly: true,
      readTime: first.writeTime,
    });
    expect(past.get('n')).toBe(1);
    const now = await db().runTransaction((tx) => tx.get(ref), { readOnly: true });
    expect(now.get('n')).toBe(2);
  });

  it('when many clients create the same document at once, then exactly one succeeds', async () => {
    const ref = freshCollection().doc('unique');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => ref.create({ by: i })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected')
        expect((r.reason as { code: number }).code).toBe(GRPC.ALREADY_EXISTS);
    }
  });

  it('when creates race deletes in transactions, then every answer agrees with what is stored', async () => {
    const ref = freshCollection().doc('doc');
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db().runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (i % 2 === 0) {
            if (snap.exists) return 'exists';
            tx.create(ref, { by: i });
            return 'created';
          }
          if (!snap.exists) return 'missing';
          tx.delete(ref);
          return 'deleted';
        }),
      ),
    );
    const created = outcomes.filter((o) => o === 'created').length;
    const deleted = outcomes.filter((o) => o === 'deleted').length;
    // Each successful delete removed exactly one successful create.
    expect(created - deleted).toBe((await ref.get()).exists ? 1 : 0);
  });

  it('when a transaction writes a server timestamp, then it is the commit time', async () => {
    const ref = freshCollection().doc('doc');
    await db().runTransaction(async (tx) => {
      tx.set(ref, { at: FieldValue.serverTimestamp() });
    });
    const snap = await ref.get();
    expect(snap.get('at')).toBeInstanceOf(Timestamp);
    expect((snap.get('at') as Timestamp).isEqual(snap.updateTime as Timestamp)).toBe(true);
  });
});
