import { describe, expect, it } from 'vitest';
import { metered, recordRead, type RequestCost } from '../src/lib/db-stats';
import { firestore } from '../src/lib/firebase';
import { inTransaction } from '../src/lib/transaction';

describe('what a request costs (the rate limiter charges it)', () => {
  it('counts the documents a request reads and writes, inside transactions and after awaits', async () => {
    const cost: RequestCost = { reads: 0, writes: 0 };
    const docs = firestore().collection('requestCostTest');
    await metered(cost, async () => {
      await inTransaction(async (tx) => {
        await tx.get(docs.doc('a'));
        recordRead(1);
        tx.set(docs.doc('a'), { n: 1 });
        tx.set(docs.doc('b'), { n: 2 });
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      recordRead(3);
    });
    expect(cost).toEqual({ reads: 4, writes: 2 });
  });

  it('keeps each request’s count apart when requests run at once', async () => {
    const one: RequestCost = { reads: 0, writes: 0 };
    const two: RequestCost = { reads: 0, writes: 0 };
    const work = (n: number) => async () => {
      for (let i = 0; i < n; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        recordRead(1);
      }
    };
    await Promise.all([metered(one, work(5)), metered(two, work(9))]);
    expect([one.reads, two.reads]).toEqual([5, 9]);
  });
});
