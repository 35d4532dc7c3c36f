/**
 * The first `n` of `items` in `compare`'s order, in that order: a sort when there are few, else a
 * bounded heap, so a page of a broad search costs one pass over its matches, not a sort of all.
 */
export function firstInOrder<T>(
  items: readonly T[],
  n: number,
  compare: (a: T, b: T) => number,
): T[] {
  if (items.length <= n * 8) return [...items].sort(compare).slice(0, n);
  // A max-heap of the best n so far: its root is the last of them.
  const heap: T[] = [];
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  for (const item of items) {
    if (heap.length < n) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (compare(heap[i]!, heap[parent]!) <= 0) break;
        swap(i, parent);
        i = parent;
      }
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let top = i;
        if (l < n && compare(heap[l]!, heap[top]!) > 0) top = l;
        if (r < n && compare(heap[r]!, heap[top]!) > 0) top = r;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(compare);
}
