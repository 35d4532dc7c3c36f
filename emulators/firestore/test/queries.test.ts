import {
  type CollectionReference,
  type QuerySnapshot,
  FieldPath,
  Filter,
  Timestamp,
} from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db, freshCollection } from './helpers.js';

const ids = (snap: QuerySnapshot) => snap.docs.map((d) => d.id);

async function withDocs(docs: Record<string, object>): Promise<CollectionReference> {
  const col = freshCollection();
  const batch = db().batch();
  for (const [id, data] of Object.entries(docs)) batch.set(col.doc(id), data);
  await batch.commit();
  return col;
}

describe('cursors, offset and select', () => {
  it('when pages follow startAfter(last document), then every document comes exactly once, in order', async () => {
    const docs: Record<string, object> = {};
    for (let i = 0; i < 23; i++) docs[`d${String(i).padStart(2, '0')}`] = { score: i % 5, i };
    const col = await withDocs(docs);
    const seen: string[] = [];
    let query = col.orderBy('score', 'desc').limit(4);
    for (;;) {
      const page = await query.get();
      seen.push(...ids(page));
      if (page.size < 4) break;
      query = col
        .orderBy('score', 'desc')
        .startAfter(page.docs[page.size - 1])
        .limit(4);
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    // Equal scores are ordered by id, in the direction of the last order (desc).
    const expected = Object.entries(docs)
      .sort(
        ([a, x], [b, y]) =>
          (y as { score: number }).score - (x as { score: number }).score || (a < b ? 1 : -1),
      )
      .map(([id]) => id);
    expect(seen).toEqual(expected);
  });

  it('when pages follow startAfter(values) on two descending orders and the id, with filters, then every match comes once, in order', async () => {
    // A place's reviews, most helpful first: helpful desc, createdAt desc, id desc, each page
    // after the last one's three values (not its snapshot), as the API's cursors hold them.
    const at = (minute: number) => Timestamp.fromMillis(Date.UTC(2025, 0, 1) + minute * 60_000);
    const docs: Record<string, object> = {
      hidden: { place: 'p', hidden: true, helpful: 9, createdAt: at(0) },
      other: { place: 'q', hidden: false, helpful: 9, createdAt: at(0) },
      unordered: { place: 'p', hidden: false, createdAt: at(0) },
    };
    for (let i = 0; i < 22; i++) {
      // Ties on both fields, so that the id decides within them.
      docs[`r${String(i).padStart(2, '0')}`] = {
        place: 'p',
        hidden: false,
        helpful: i % 3,
        createdAt: at(i % 4),
      };
    }
    const col = await withDocs(docs);
    const query = col
      .where('place', '==', 'p')
      .where('hidden', '==', false)
      .orderBy('helpful', 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy(FieldPath.documentId(), 'desc');
    const seen: string[] = [];
    let after: unknown[] | undefined;
    for (;;) {
      const page = await (after ? query.startAfter(...after) : query).limit(5).get();
      seen.push(...ids(page));
      const last = page.docs[page.size - 1];
      if (page.size < 5 || !last) break;
      after = [last.get('helpful'), last.get('createdAt'), last.id];
    }
    const key = (id: string) => docs[id] as { helpful: number; createdAt: Timestamp };
    const expected = Object.keys(docs)
      .filter((id) => id.startsWith('r'))
      .sort(
        (a, b) =>
          key(b).helpful - key(a).helpful ||
          key(b).createdAt.toMillis() - key(a).createdAt.toMillis() ||
          (a < b ? 1 : -1),
      );
    expect(seen).toEqual(expected);
  });

  it('when startAt, startAfter, endAt and endBefore take values, then the bounds are inclusive or exclusive as named', async () => {
    const col = await withDocs({ a: { n: 1 }, b: { n: 2 }, c: { n: 3 }, d: { n: 4 } });
    const q = col.orderBy('n');
    expect(ids(await q.startAt(2).get())).toEqual(['b', 'c', 'd']);
    expect(ids(await q.startAfter(2).get())).toEqual(['c', 'd']);
    expect(ids(await q.endAt(3).get())).toEqual(['a', 'b', 'c']);
    expect(ids(await q.endBefore(3).get())).toEqual(['a', 'b']);
    expect(ids(await q.startAfter(1).endBefore(4).get())).toEqual(['b', 'c']);
  });

  it('when a cursor is a document id, then it pages by id', async () => {
    const col = await withDocs({ a: {}, b: {}, c: {} });
    expect(ids(await col.orderBy(FieldPath.documentId()).startAfter('a').get())).toEqual([
      'b',
      'c',
    ]);
  });

  it('when offset() is given, then that many matches are skipped', async () => {
    const col = await withDocs({ a: { n: 1 }, b: { n: 2 }, c: { n: 3 }, d: { n: 4 } });
    expect(ids(await col.orderBy('n').offset(1).limit(2).get())).toEqual(['b', 'c']);
    expect(ids(await col.orderBy('n').offset(10).get())).toEqual([]);
  });

  it('when select() names fields, then only those come back', async () => {
    const col = await withDocs({ a: { keep: 1, drop: 2, nested: { keep: 3, drop: 4 } } });
    const snap = await col.select('keep', 'nested.keep').get();
    expect(snap.docs[0]?.data()).toEqual({ keep: 1, nested: { keep: 3 } });
    expect((await col.select().get()).docs[0]?.data()).toEqual({});
  });

  it('when limitToLast() is used, then the last matches come back in query order', async () => {
    const col = await withDocs({ a: { n: 1 }, b: { n: 2 }, c: { n: 3 } });
    expect(ids(await col.orderBy('n').limitToLast(2).get())).toEqual(['b', 'c']);
  });
});

describe('ordering', () => {
  it('when ordering by a field, then documents without it are left out', async () => {
    const col = await withDocs({ a: { n: 2 }, b: {}, c: { n: 1 }, d: { other: 1 } });
    expect(ids(await col.orderBy('n').get())).toEqual(['c', 'a']);
  });

  it('when values tie, then documents are ordered by id', async () => {
    const col = await withDocs({ c: { n: 1 }, a: { n: 1 }, b: { n: 1 } });
    expect(ids(await col.orderBy('n').get())).toEqual(['a', 'b', 'c']);
    expect(ids(await col.orderBy('n', 'desc').get())).toEqual(['c', 'b', 'a']);
  });

  it('when values of different types are ordered, then Firestore type order applies', async () => {
    const col = await withDocs({
      map: { v: { a: 1 } },
      arr: { v: [1] },
      str: { v: 'a' },
      ts: { v: Timestamp.fromMillis(0) },
      dbl: { v: 1.5 },
      int: { v: 1 },
      nan: { v: NaN },
      bool: { v: false },
      nul: { v: null },
    });
    expect(ids(await col.orderBy('v').get())).toEqual([
      'nul',
      'bool',
      'nan',
      'int',
      'dbl',
      'ts',
      'str',
      'arr',
      'map',
    ]);
  });

  it('when strings are ordered, then they sort by UTF-8 bytes (code points), not UTF-16 units', async () => {
    const col = await withDocs({ emoji: { s: '😀' }, bmp: { s: '\uFFFD' }, ascii: { s: 'z' } });
    expect(ids(await col.orderBy('s').get())).toEqual(['ascii', 'bmp', 'emoji']);
  });

  it('when ordering by a nested field, then it works like a top-level one', async () => {
    const col = await withDocs({
      a: { rating: { average: 4.2 } },
      b: { rating: { average: 4.8 } },
      c: { rating: { average: 3.9 } },
    });
    expect(ids(await col.orderBy('rating.average', 'desc').get())).toEqual(['b', 'a', 'c']);
    expect(ids(await col.where('rating.average', '>=', 4).get())).toEqual(['a', 'b']);
  });
});

describe('filters', () => {
  it('when filtering with != and not-in, then missing and null fields never match', async () => {
    const col = await withDocs({
      one: { v: 1 },
      two: { v: 2 },
      three: { v: 3 },
      nul: { v: null },
      none: {},
      str: { v: 'x' },
    });
    expect(ids(await col.where('v', '!=', 2).get()).sort()).toEqual(['one', 'str', 'three']);
    expect(ids(await col.where('v', 'not-in', [1, 3]).get()).sort()).toEqual(['str', 'two']);
    expect(ids(await col.where('v', '!=', null).get()).sort()).toEqual([
      'one',
      'str',
      'three',
      'two',
    ]);
  });

  it('when filtering with == null, then only fields holding null match (a missing one does not), ordered and counted alike', async () => {
    // What an owner's unanswered reviews are: `response == null`, newest first, and their count.
    const col = await withDocs({
      a: { place: 'p', response: null, at: 1 },
      b: { place: 'p', response: { message: 'Thanks' }, at: 2 },
      c: { place: 'p', response: null, at: 3 },
      d: { place: 'p', at: 4 },
      e: { place: 'q', response: null, at: 5 },
      f: { place: 'p', response: 0, at: 6 },
    });
    const unanswered = col.where('place', '==', 'p').where('response', '==', null);
    expect(ids(await unanswered.orderBy('at', 'desc').get())).toEqual(['c', 'a']);
    expect((await unanswered.count().get()).data().count).toBe(2);
    expect(ids(await col.where('response', '==', null).get()).sort()).toEqual(['a', 'c', 'e']);
  });

  it('when filtering with in, array-contains and array-contains-any, then membership decides', async () => {
    const col = await withDocs({
      a: { tags: ['asia', 'temple'], region: 'Asia' },
      b: { tags: ['europe', 'coast'], region: 'Europe' },
      c: { tags: ['asia', 'coast'], region: 'Asia' },
      d: { tags: 'asia', region: 'Africa' },
    });
    expect(ids(await col.where('tags', 'array-contains', 'asia').get())).toEqual(['a', 'c']);
    expect(ids(await col.where('tags', 'array-contains-any', ['temple', 'europe']).get())).toEqual([
      'a',
      'b',
    ]);
    expect(ids(await col.where('region', 'in', ['Europe', 'Africa']).get())).toEqual(['b', 'd']);
  });

  it('when numbers are compared, then integers and doubles compare by value', async () => {
    const col = await withDocs({ int: { n: 2 }, dbl: { n: 2.0000001 }, half: { n: 1.5 } });
    expect(ids(await col.where('n', '==', 2).get())).toEqual(['int']);
    expect(ids(await col.where('n', '>', 1.9).orderBy('n').get())).toEqual(['int', 'dbl']);
  });

  it('when a range filter meets other types, then only values of the same type match', async () => {
    const col = await withDocs({ num: { v: 5 }, str: { v: '5' }, nul: { v: null } });
    expect(ids(await col.where('v', '>', 0).get())).toEqual(['num']);
    expect(ids(await col.where('v', '>=', '').get())).toEqual(['str']);
  });

  it('when filters are nested with and/or, then they combine as written', async () => {
    const col = await withDocs({
      a: { region: 'Asia', price: 900, rating: 4.6 },
      b: { region: 'Asia', price: 2500, rating: 4.9 },
      c: { region: 'Europe', price: 800, rating: 3.1 },
      d: { region: 'Europe', price: 3000, rating: 4.7 },
    });
    const snap = await col
      .where(
        Filter.or(
          Filter.and(Filter.where('region', '==', 'Asia'), Filter.where('price', '<', 2000)),
          Filter.and(Filter.where('region', '==', 'Europe'), Filter.where('rating', '>=', 4.5)),
        ),
      )
      .get();
    expect(ids(snap).sort()).toEqual(['a', 'd']);
  });

  it('when filtering by document id, then ==, in and ranges work on ids', async () => {
    const col = await withDocs({ a: {}, b: {}, c: {}, d: {} });
    expect(ids(await col.where(FieldPath.documentId(), 'in', ['b', 'd']).get())).toEqual([
      'b',
      'd',
    ]);
    expect(ids(await col.where(FieldPath.documentId(), '==', 'c').get())).toEqual(['c']);
    expect(ids(await col.where(FieldPath.documentId(), '>=', 'c').get())).toEqual(['c', 'd']);
    const all = await db().getAll(col.doc('a'), col.doc('missing'));
    expect(all.map((s) => s.exists)).toEqual([true, false]);
  });

  it('when several inequalities are combined, then results are ordered by those fields, then id', async () => {
    const col = await withDocs({
      d1: { key: 'a', sort: 0, v: 0 },
      d2: { key: 'b', sort: 3, v: 1 },
      d3: { key: 'c', sort: 1, v: 3 },
      d4: { key: 'd', sort: 2, v: 2 },
    });
    const snap = await col.where('key', '!=', 'a').where('sort', '<=', 2).get();
    expect(ids(snap)).toEqual(['d3', 'd4']);
  });

  it('when a collection group is queried, then it spans every collection with that id', async () => {
    const group = `conformance-group-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const parent = freshCollection();
    await parent.doc('p1').collection(group).doc('x').set({ n: 1 });
    await parent.doc('p2').collection(group).doc('y').set({ n: 2 });
    await db().collection(group).doc('z').set({ n: 3 });
    const snap = await db().collectionGroup(group).orderBy('n').get();
    expect(ids(snap)).toEqual(['x', 'y', 'z']);
  });
});
