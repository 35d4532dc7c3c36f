import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { GRPC, codeOf, db, freshCollection } from './helpers.js';

describe('commits are atomic', () => {
  it('when the second write of a batch fails, then the first is not applied either', async () => {
    const col = freshCollection();
    await col.doc('taken').set({ v: 1 });
    const batch = db().batch();
    batch.set(col.doc('first'), { v: 1 });
    batch.create(col.doc('taken'), { v: 2 });
    expect(await codeOf(batch.commit())).toBe(GRPC.ALREADY_EXISTS);
    expect((await col.doc('first').get()).exists).toBe(false);
    expect((await col.doc('taken').get()).get('v')).toBe(1);
  });

  it('when a batch updates a missing document, then none of its writes are applied', async () => {
    const col = freshCollection();
    await col.doc('a').set({ v: 1 });
    const batch = db().batch();
    batch.update(col.doc('a'), { v: 2 });
    batch.delete(col.doc('a'));
    batch.update(col.doc('missing'), { v: 3 });
    expect(await codeOf(batch.commit())).toBe(GRPC.NOT_FOUND);
    expect((await col.doc('a').get()).get('v')).toBe(1);
  });

  it('when a batch writes one document twice, then the later write sees the earlier', async () => {
    const ref = freshCollection().doc('doc');
    const batch = db().batch();
    batch.set(ref, { a: 1, b: 1 });
    batch.update(ref, { b: FieldValue.increment(5) });
    await batch.commit();
    expect((await ref.get()).data()).toEqual({ a: 1, b: 6 });
  });
});

describe('preconditions', () => {
  it('when an update names a stale update time, then it is refused and the document is unchanged', async () => {
    const ref = freshCollection().doc('doc');
    const first = await ref.set({ v: 1 });
    await ref.set({ v: 2 });
    expect(await codeOf(ref.update({ v: 3 }, { lastUpdateTime: first.writeTime }))).toBe(
      GRPC.FAILED_PRECONDITION,
    );
    expect((await ref.get()).get('v')).toBe(2);
  });

  it('when an update names the current update time, then it applies', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ v: 1 });
    const current = (await ref.get()).updateTime as Timestamp;
    await ref.update({ v: 3 }, { lastUpdateTime: current });
    expect((await ref.get()).get('v')).toBe(3);
  });

  it('when a delete names a stale update time, then it is refused and the document stays', async () => {
    const ref = freshCollection().doc('doc');
    const first = await ref.set({ v: 1 });
    await ref.set({ v: 2 });
    expect(await codeOf(ref.delete({ lastUpdateTime: first.writeTime }))).toBe(
      GRPC.FAILED_PRECONDITION,
    );
    expect((await ref.get()).exists).toBe(true);
  });

  it('when a missing document is updated or deleted with exists: true, then it is NOT_FOUND', async () => {
    const ref = freshCollection().doc('missing');
    expect(await codeOf(ref.update({ v: 1 }))).toBe(GRPC.NOT_FOUND);
    expect(await codeOf(ref.delete({ exists: true }))).toBe(GRPC.NOT_FOUND);
    expect((await ref.get()).exists).toBe(false);
  });

  it('when every write in quick succession is timed, then update times are distinct and increasing', async () => {
    const ref = freshCollection().doc('doc');
    const times: Timestamp[] = [];
    for (let i = 0; i < 20; i++) times.push((await ref.set({ i })).writeTime);
    // Timestamp.valueOf() is a string that sorts in time order.
    for (let i = 1; i < times.length; i++) {
      expect((times[i] as Timestamp).valueOf() > (times[i - 1] as Timestamp).valueOf()).toBe(true);
    }
  });
});

describe('set, merge and field deletes', () => {
  it('when set() without merge is called, then it replaces the whole document', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ a: 1, nested: { x: 1, y: 2 } });
    await ref.set({ b: 2, nested: { z: 3 } });
    expect((await ref.get()).data()).toEqual({ b: 2, nested: { z: 3 } });
  });

  it('when set({}) is called, then the document is emptied but exists', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ a: 1 });
    await ref.set({});
    const snap = await ref.get();
    expect(snap.exists).toBe(true);
    expect(snap.data()).toEqual({});
  });

  it('when set() merges, then only the given leaves change', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ a: 1, nested: { x: 1, y: 2 } });
    await ref.set({ nested: { y: 20, z: 30 } }, { merge: true });
    await ref.set({ a: 5, b: 6 }, { mergeFields: ['b'] });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 6, nested: { x: 1, y: 20, z: 30 } });
  });

  it('when FieldValue.delete() is written, then the field is removed (top level and nested, update and merge)', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ a: 1, b: 2, nested: { x: 1, y: 2 } });
    await ref.update({ a: FieldValue.delete(), 'nested.x': FieldValue.delete() });
    await ref.set({ b: FieldValue.delete() }, { merge: true });
    expect((await ref.get()).data()).toEqual({ nested: { y: 2 } });
  });

  it('when update() names a dotted path, then it changes that nested field and keeps its siblings', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ rating: { average: 4, count: 2 }, title: 't' });
    await ref.update({ 'rating.average': 4.5, 'rating.histogram': [0, 0, 0, 1, 1] });
    expect((await ref.get()).data()).toEqual({
      rating: { average: 4.5, count: 2, histogram: [0, 0, 0, 1, 1] },
      title: 't',
    });
  });
});

describe('field transforms', () => {
  it('when increment() targets a nested path, then it creates or adds to it', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ rating: { count: 1 } });
    await ref.update({
      'rating.count': FieldValue.increment(1),
      'rating.sum': FieldValue.increment(4),
    });
    await ref.update({ 'rating.sum': FieldValue.increment(0.5) });
    expect((await ref.get()).get('rating')).toEqual({ count: 2, sum: 4.5 });
  });

  it('when increment() meets a non-number, then the field becomes the operand', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ n: 'text' });
    await ref.update({ n: FieldValue.increment(3) });
    expect((await ref.get()).get('n')).toBe(3);
  });

  it('when arrayUnion() adds to an array that already shares an element, then the new ones are appended', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ tags: ['a', 'b'] });
    await ref.update({ tags: FieldValue.arrayUnion('b', 'c', 'd', 'c') });
    expect((await ref.get()).get('tags')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('when arrayRemove() is written, then every equal element goes', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ tags: ['a', 'b', 'a', 1, 1.0] });
    await ref.update({ tags: FieldValue.arrayRemove('a', 1) });
    expect((await ref.get()).get('tags')).toEqual(['b']);
  });

  it('when a server timestamp is nested in a map, then it is stored as the write time', async () => {
    const ref = freshCollection().doc('doc');
    const result = await ref.set({ meta: { at: FieldValue.serverTimestamp(), by: 'me' } });
    const snap = await ref.get();
    expect(snap.get('meta.by')).toBe('me');
    expect((snap.get('meta.at') as Timestamp).isEqual(result.writeTime)).toBe(true);
  });

  it('when transforms and fields are written together to a new document, then both land', async () => {
    const ref = freshCollection().doc('doc');
    await ref.set({ title: 'x', count: FieldValue.increment(1), list: FieldValue.arrayUnion(1) });
    expect((await ref.get()).data()).toEqual({ title: 'x', count: 1, list: [1] });
  });
});

describe('stored values', () => {
  it('when every Firestore type is written, then it reads back as written', async () => {
    const ref = freshCollection().doc('doc');
    const value = {
      nul: null,
      bool: true,
      int: 42,
      big: 2 ** 40,
      neg: -7,
      dbl: 3.25,
      nan: NaN,
      str: 'São Paulo 😀',
      bytes: Buffer.from([0, 1, 255]),
      ts: Timestamp.fromMillis(1700000000123),
      ref: db().doc('services/kyoto-japan'),
      arr: [1, 'two', { three: 3 }],
      map: { deep: { deeper: ['x'] } },
    };
    await ref.set(value);
    const data = (await ref.get()).data() as Record<string, unknown>;
    expect(Number.isNaN(data.nan)).toBe(true);
    expect((data.ts as Timestamp).toMillis()).toBe(1700000000123);
    expect((data.ref as { path: string }).path).toBe('services/kyoto-japan');
    expect(Buffer.from(data.bytes as Uint8Array).equals(value.bytes)).toBe(true);
    for (const key of ['nul', 'bool', 'int', 'big', 'neg', 'dbl', 'str', 'arr', 'map'] as const) {
      expect(data[key]).toEqual(value[key]);
    }
  });

  it('when document ids are unusual, then they are stored and found like any other', async () => {
    const col = freshCollection();
    const ids = ['constructor', '__proto__x', 'toString', 'with space', 'ünïcode', '123'];
    await Promise.all(ids.map((id) => col.doc(id).set({ id })));
    const snaps = await db().getAll(...ids.map((id) => col.doc(id)));
    expect(snaps.map((s) => s.get('id'))).toEqual(ids);
    expect((await col.get()).size).toBe(ids.length);
  });
});
