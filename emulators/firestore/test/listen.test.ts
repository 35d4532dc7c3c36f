import type { DocumentChangeType, QuerySnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { freshCollection } from './helpers.js';

describe('real-time listeners', () => {
  it('when documents are added, changed, deleted or stop matching, then a query listener sees each change', async () => {
    const col = freshCollection();
    await col.doc('a').set({ region: 'Asia', n: 1 });
    const snapshots: { ids: string[]; changes: [DocumentChangeType, string][] }[] = [];
    let notify = () => {};
    const unsubscribe = col.where('region', '==', 'Asia').onSnapshot((snap: QuerySnapshot) => {
      snapshots.push({
        ids: snap.docs.map((d) => d.id),
        changes: snap.docChanges().map((c) => [c.type, c.doc.id]),
      });
      notify();
    });
    const next = (count: number) =>
      new Promise<void>((resolve) => {
        notify = () => snapshots.length >= count && resolve();
        notify();
      });
    await next(1);
    await col.doc('b').set({ region: 'Asia', n: 2 });
    await next(2);
    await col.doc('a').update({ n: 10 });
    await next(3);
    await col.doc('b').update({ region: 'Europe' });
    await next(4);
    await col.doc('a').delete();
    await next(5);
    unsubscribe();
    expect(snapshots).toEqual([
      { ids: ['a'], changes: [['added', 'a']] },
      { ids: ['a', 'b'], changes: [['added', 'b']] },
      { ids: ['a', 'b'], changes: [['modified', 'a']] },
      { ids: ['a'], changes: [['removed', 'b']] },
      { ids: [], changes: [['removed', 'a']] },
    ]);
  });

  it('when a document listener is attached to a missing document, then it sees it appear', async () => {
    const ref = freshCollection().doc('later');
    const seen: boolean[] = [];
    let notify = () => {};
    const unsubscribe = ref.onSnapshot((snap) => {
      seen.push(snap.exists);
      notify();
    });
    await new Promise<void>((resolve) => {
      notify = () => seen.length >= 1 && resolve();
      notify();
    });
    await ref.set({ n: 1 });
    await new Promise<void>((resolve) => {
      notify = () => seen.length >= 2 && resolve();
      notify();
    });
    unsubscribe();
    expect(seen).toEqual([false, true]);
  });
});
