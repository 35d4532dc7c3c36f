import { setTimeout as sleep } from 'node:timers/promises';
import type { DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { barrier, db, freshCollection } from './helpers.js';

/*
 * Firestore's server SDKs run read-write transactions with pessimistic concurrency:
 * a transactional read locks the document (or the query's range), and the lock
 * "blocks other transactions, batched writes, and non-transactional writes from
 * changing that document" until the transaction commits or rolls back. Conflicts
 * between transactions are settled by age (the older one wins, as in Spanner's
 * wound-wait), and the SDK retries a loser with backoff, passing the id of the
 * attempt it retries. These tests pin that behaviour through the client SDK only.
 */

/** How long a transaction holds its locks in these tests: far longer than any write takes. */
const HOLD_MS = 300;

/** Starts `work` and records when it settles, without waiting for it. */
function started(work: () => Promise<unknown>): { done: () => boolean; settled: Promise<unknown> } {
  let done = false;
  const settled = work().finally(() => {
    done = true;
  });
  // Its outcome is asserted later; until then a rejection is expected, not unhandled.
  settled.catch(() => {});
  return { done: () => done, settled };
}

async function valueOf(ref: DocumentReference): Promise<unknown> {
  return (await ref.get()).get('n');
}

describe('transactions lock what they read', () => {
  it('when a plain write hits a document a transaction has read, then it waits for the commit and the transaction commits on its first attempt', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ n: 1 });
    let attempts = 0;
    let write!: ReturnType<typeof started>;
    let doneWhileHeld = true;
    await db().runTransaction(async (tx) => {
      attempts += 1;
      const n = (await tx.get(ref)).get('n') as number;
      if (attempts === 1) {
        write = started(() => ref.set({ n: 100 }));
        await sleep(HOLD_MS);
        doneWhileHeld = write.done();
      }
      tx.update(ref, { n: n + 1 });
    });
    await write.settled;
    expect(doneWhileHeld).toBe(false);
    expect(attempts).toBe(1);
    // The write waited for the lock, so it landed after the transaction's.
    expect(await valueOf(ref)).toBe(100);
  });

  it('when a batched write hits a document a transaction has read, then it waits too', async () => {
    const col = freshCollection();
    const ref = col.doc('doc');
    await ref.set({ n: 1 });
    let attempts = 0;
    let batch!: ReturnType<typeof started>;
    let doneWhileHeld = true;
    await db().runTransaction(async (tx) => {
      attempts += 1;
      const n = (await tx.get(ref)).get('n') as number;
      if (attempts === 1) {
        batch = started(() =>
          db().batch().set(ref, { n: 100 }).set(col.doc('other'), { n: 1 }).commit(),
        );
        await sleep(HOLD_MS);
        doneWhileHeld = batch.done();
      }
      tx.update(ref, { n: n + 1 });
    });
    await batch.settled;
    expect(doneWhileHeld).toBe(false);
    expect(attempts).toBe(1);
    expect(await valueOf(ref)).toBe(100);
  });

  it('when a transaction has read a missing document, then a create of it waits and the transaction creates it first', async () => {
    const ref = freshCollection().doc('absent');
    let attempts = 0;
    let create!: ReturnType<typeof started>;
    let doneWhileHeld = true;
    await db().runTransaction(async (tx) => {
      attempts += 1;
      const snap = await tx.get(ref);
      if (attempts === 1) {
        create = started(() => ref.create({ n: 'theirs' }));
        await sleep(HOLD_MS);
        doneWhileHeld = create.done();
      }
      if (!snap.exists) tx.create(ref, { n: 'mine' });
    });
    await expect(create.settled).rejects.toMatchObject({ code: 6 }); // ALREADY_EXISTS
    expect(doneWhileHeld).toBe(false);
    expect(attempts).toBe(1);
    expect(await valueOf(ref)).toBe('mine');
  });

  it('when a transaction holds a document, then plain reads of it still answer at once', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ n: 1 });
    let readWhileHeld: unknown;
    await db().runTransaction(async (tx) => {
      const n = (await tx.get(ref)).get('n') as number;
      readWhileHeld = await valueOf(ref);
      tx.update(ref, { n: n + 1 });
    });
    expect(readWhileHeld).toBe(1);
    expect(await valueOf(ref)).toBe(2);
  });

  it('when a transaction has run a query, then a write that would join its results waits, and one outside them does not', async () => {
    const col = freshCollection();
    await col.doc('seat-0').set({ kind: 'seat' });
    let attempts = 0;
    let inside!: ReturnType<typeof started>;
    let outside!: ReturnType<typeof started>;
    let insideDone = true;
    let outsideDone = false;
    await db().runTransaction(async (tx) => {
      attempts += 1;
      const seats = await tx.get(col.where('kind', '==', 'seat'));
      if (attempts === 1) {
        inside = started(() => col.doc('seat-late').set({ kind: 'seat' }));
        outside = started(() => col.doc('table').set({ kind: 'table' }));
        await sleep(HOLD_MS);
        insideDone = inside.done();
        outsideDone = outside.done();
      }
      tx.set(col.doc('count'), { seats: seats.size });
    });
    await Promise.all([inside.settled, outside.settled]);
    expect({ insideDone, outsideDone, attempts }).toEqual({
      insideDone: false,
      outsideDone: true,
      attempts: 1,
    });
    expect((await col.doc('count').get()).get('seats')).toBe(1);
  });
});

describe('conflicts between transactions', () => {
  it('when a younger transaction commits a document an older one still holds, then it waits and the older one commits first, once', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ log: [] });
    const olderRead = barrier(2);
    const youngerRead = barrier(2);
    const attempts = { older: 0, younger: 0 };
    const append = (who: 'older' | 'younger', tx: FirebaseFirestore.Transaction, log: string[]) =>
      tx.update(ref, { log: [...log, who] });

    const older = db().runTransaction(async (tx) => {
      attempts.older += 1;
      const log = (await tx.get(ref)).get('log') as string[];
      await olderRead();
      await youngerRead();
      // The younger one is already trying to commit; the older one takes its time.
      await sleep(HOLD_MS);
      append('older', tx, log);
    });
    const younger = (async () => {
      await olderRead();
      return db().runTransaction(async (tx) => {
        attempts.younger += 1;
        const log = (await tx.get(ref)).get('log') as string[];
        if (attempts.younger === 1) await youngerRead();
        append('younger', tx, log);
      });
    })();
    await Promise.all([older, younger]);
    expect(attempts).toEqual({ older: 1, younger: 2 });
    expect((await ref.get()).get('log')).toEqual(['older', 'younger']);
  });

  it('when a transaction has lost a conflict, then its next read fails at once as aborted and the SDK runs it again', async () => {
    const col = freshCollection();
    const ref = col.doc('doc');
    await ref.set({ n: 0 });
    let olderRead!: () => void;
    const olderHasRead = new Promise<void>((resolve) => (olderRead = resolve));
    let youngerRead!: () => void;
    const youngerHasRead = new Promise<void>((resolve) => (youngerRead = resolve));
    const older = db().runTransaction(async (tx) => {
      const n = (await tx.get(ref)).get('n') as number;
      olderRead();
      await youngerHasRead;
      tx.update(ref, { n: n + 1 });
    });
    await olderHasRead;
    const failures: { ms: number; code: unknown }[] = [];
    let attempts = 0;
    await db().runTransaction(async (tx) => {
      attempts += 1;
      const n = (await tx.get(ref)).get('n') as number;
      if (attempts === 1) {
        youngerRead();
        await older; // the older one commits: this one loses its lock
        const t0 = Date.now();
        try {
          await tx.get(col.doc('other'));
        } catch (err) {
          failures.push({ ms: Date.now() - t0, code: (err as { code?: unknown }).code });
          throw err;
        }
      }
      tx.update(ref, { n: n + 1 });
    });
    expect(failures.map((f) => f.code)).toEqual([10]); // ABORTED
    expect(failures[0]!.ms).toBeLessThan(1000);
    expect(attempts).toBe(2);
    expect(await valueOf(ref)).toBe(2);
  });

  it('when two transactions lock two documents in opposite orders, then both commit (the conflict is resolved, not deadlocked)', async () => {
    const col = freshCollection();
    const [a, b] = [col.doc('a'), col.doc('b')];
    await Promise.all([a.set({ n: 0 }), b.set({ n: 0 })]);
    const bothHold = barrier(2);
    const swap = (first: DocumentReference, second: DocumentReference) =>
      db().runTransaction(async (tx) => {
        const x = (await tx.get(first)).get('n') as number;
        await bothHold();
        const y = (await tx.get(second)).get('n') as number;
        tx.update(first, { n: x + 1 });
        tx.update(second, { n: y + 1 });
      });
    await Promise.all([swap(a, b), swap(b, a)]);
    expect([await valueOf(a), await valueOf(b)]).toEqual([2, 2]);
  });

  it('when 50 transactions increment one counter at once with the SDK defaults, then every one commits and the count is exact', async () => {
    const ref = freshCollection().doc('counter');
    await ref.set({ n: 0 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        db().runTransaction(async (tx) => {
          const n = (await tx.get(ref)).get('n') as number;
          tx.update(ref, { n: n + 1 });
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await valueOf(ref)).toBe(50);
  }, 60_000);
});
