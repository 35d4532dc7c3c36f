import { AggregateField, type CollectionReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db, freshCollection } from './helpers.js';

async function withDocs(docs: object[]): Promise<CollectionReference> {
  const col = freshCollection();
  const batch = db().batch();
  docs.forEach((data, i) => batch.set(col.doc(`d${i}`), data));
  await batch.commit();
  return col;
}

describe('aggregations', () => {
  it('when nothing matches, then count is 0, sum is 0 and average is null', async () => {
    const col = freshCollection();
    const snap = await col
      .aggregate({
        n: AggregateField.count(),
        total: AggregateField.sum('r'),
        avg: AggregateField.average('r'),
      })
      .get();
    expect(snap.data()).toEqual({ n: 0, total: 0, avg: null });
  });

  it('when some values are not numbers, then sum and average skip them but count does not', async () => {
    const col = await withDocs([{ r: 5 }, { r: 3 }, { r: '4' }, { r: null }, { r: [1] }]);
    const snap = await col
      .aggregate({
        n: AggregateField.count(),
        total: AggregateField.sum('r'),
        avg: AggregateField.average('r'),
      })
      .get();
    expect(snap.data()).toEqual({ n: 5, total: 8, avg: 4 });
  });

  it('when a document lacks an aggregated field, then it is left out of every aggregation of that request', async () => {
    const col = await withDocs([
      { pages: 100, year: 1980 },
      { pages: 50, year: 2020 },
      { pages: 50 },
    ]);
    const snap = await col
      .aggregate({
        n: AggregateField.count(),
        pages: AggregateField.sum('pages'),
        year: AggregateField.average('year'),
      })
      .get();
    expect(snap.data()).toEqual({ n: 2, pages: 150, year: 2000 });
    expect((await col.count().get()).data().count).toBe(3);
  });

  it('when integers and doubles are summed, then the result is exact', async () => {
    const ints = await withDocs([{ r: 1 }, { r: 2 }]);
    const mixed = await withDocs([{ r: 1 }, { r: 2.5 }]);
    expect((await ints.aggregate({ s: AggregateField.sum('r') }).get()).data().s).toBe(3);
    expect((await mixed.aggregate({ s: AggregateField.sum('r') }).get()).data().s).toBe(3.5);
    expect((await mixed.aggregate({ a: AggregateField.average('r') }).get()).data().a).toBe(1.75);
  });

  it('when the query orders, limits, offsets or has cursors, then count covers exactly those results', async () => {
    const col = await withDocs([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }, {}]);
    const count = async (q: FirebaseFirestore.Query) => (await q.count().get()).data().count;
    expect(await count(col)).toBe(5);
    expect(await count(col.orderBy('n'))).toBe(4);
    expect(await count(col.orderBy('n').startAfter(2))).toBe(2);
    expect(await count(col.orderBy('n').endBefore(2))).toBe(1);
    expect(await count(col.orderBy('n').limit(3))).toBe(3);
    expect(await count(col.orderBy('n').offset(3))).toBe(1);
    expect(await count(col.where('n', '>', 1))).toBe(3);
  });

  it('when aggregating a nested field, then its path is followed', async () => {
    const col = await withDocs([{ rating: { stars: 5 } }, { rating: { stars: 4 } }]);
    const snap = await col.aggregate({ avg: AggregateField.average('rating.stars') }).get();
    expect(snap.data().avg).toBe(4.5);
  });
});
