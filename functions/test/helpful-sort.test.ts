import { beforeAll, describe, expect, it } from 'vitest';
import { api, createAdmin, createTestUser, decide, newPlace, post, type TestUser } from './helpers';
import { unvote, vote } from './helpful-support';

/*
 * GET /service/:id/reviews?sort=helpful: most helpful first, ties to the newer review, then the
 * id; cursors as for the other sorts. What a walk promises while votes move (docs/api.md,
 * "`sort=helpful` while votes move"): every page in order; a review whose count did
 * not change during the walk comes exactly once; one whose count changed may be missed (it moved
 * up past the cursor) or come again (it moved down past it), never twice in one page.
 */

interface Item {
  _id: string;
  helpful: number;
  createdAt: string;
}

const inOrder = (a: Item, b: Item) =>
  b.helpful - a.helpful ||
  b.createdAt.localeCompare(a.createdAt) ||
  (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);

let admin: TestUser;
let voters: TestUser[];
beforeAll(async () => {
  admin = await createAdmin();
  voters = await Promise.all(Array.from({ length: 4 }, () => createTestUser()));
}, 60_000);

/** A place with one review per count in `counts` (posted in that order), voted through the API. */
async function placeWithVotes(counts: number[]) {
  const place = await newPlace(admin);
  const ids: string[] = [];
  for (const [i, n] of counts.entries()) {
    const id = await post(await createTestUser(), place, 1 + (i % 5), `Review ${i}`);
    ids.push(id);
    for (const v of voters.slice(0, n)) await vote(v, id).expect(200);
  }
  return { place, ids };
}

async function page(place: string, query: Record<string, string>) {
  const res = await api().get(`/service/${place}/reviews`).query(query);
  expect(res.status, res.text).toBe(200);
  return res.body as { items: Item[]; nextCursor: string | null };
}

describe('sort=helpful', () => {
  it('lists the visible reviews most helpful first, ties to the newer, each once at every page size', async () => {
    const { place, ids } = await placeWithVotes([1, 3, 0, 3, 2, 0, 1, 4]);
    expect((await decide(admin, ids[7]!, true)).status).toBe(200);
    const all = (await page(place, { sort: 'helpful', limit: '50' })).items;
    expect(all.map((r) => r._id)).not.toContain(ids[7]);
    expect(all).toHaveLength(7);
    expect(all.map((r) => r.helpful)).toEqual([3, 3, 2, 1, 1, 0, 0]);
    expect([...all].sort(inOrder)).toEqual(all);
    // Ties: the newer review first (ids[3] was posted after ids[1]).
    expect(all.slice(0, 2).map((r) => r._id)).toEqual([ids[3], ids[1]]);
    for (const limit of [1, 2, 3, 5]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { items: Item[]; nextCursor: string | null } = await page(place, {
          sort: 'helpful',
          limit: String(limit),
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...res.items.map((r) => r._id));
        cursor = res.nextCursor;
      } while (cursor);
      expect(seen, `by ${limit}`).toEqual(all.map((r) => r._id));
    }
  }, 60_000);

  it('walked while votes move: pages in order, every unchanged review exactly once; a review that rose past the cursor is missed, one that fell past it comes again', async () => {
    const { place, ids } = await placeWithVotes([4, 3, 3, 2, 2, 1, 1, 0, 0, 0]);
    const pages: Item[][] = [];
    let cursor: string | null = null;
    let fell = '';
    let rose = '';
    do {
      const res: { items: Item[]; nextCursor: string | null } = await page(place, {
        sort: 'helpful',
        limit: '3',
        ...(cursor ? { cursor } : {}),
      });
      pages.push(res.items);
      cursor = res.nextCursor;
      if (pages.length === 1) {
        // Between the first and second pages: the most helpful review read so far loses every
        // vote (it now sorts after the cursor), and the last review not yet read gains four
        // (it now sorts before it).
        fell = res.items[0]!._id;
        rose = ids[9]!;
        for (const v of voters) await unvote(v, fell).expect(200);
        for (const v of voters) await vote(v, rose).expect(200);
      }
    } while (cursor);

    for (const [i, items] of pages.entries()) {
      expect([...items].sort(inOrder), `page ${i} in order`).toEqual(items);
      expect(new Set(items.map((r) => r._id)).size, `page ${i} repeats nothing`).toBe(items.length);
    }
    const seen = pages.flat().map((r) => r._id);
    const times = (id: string) => seen.filter((s) => s === id).length;
    for (const id of ids.filter((id) => id !== fell && id !== rose)) {
      expect(times(id), `unchanged ${id}`).toBe(1);
    }
    expect(times(rose), 'rose past the cursor').toBe(0);
    expect(times(fell), 'fell past the cursor').toBe(2);
    expect(seen.every((id) => ids.includes(id))).toBe(true);
  }, 60_000);

  it("a bad cursor, or another sort's, is 400", async () => {
    const { place } = await placeWithVotes([2, 1, 0]);
    const helpful = (await page(place, { sort: 'helpful', limit: '1' })).nextCursor!;
    const newest = (await page(place, { sort: 'newest', limit: '1' })).nextCursor!;
    for (const [sort, cursor] of [
      ['helpful', newest],
      ['newest', helpful],
      ['highest', helpful],
      ['helpful', helpful.slice(0, -2)],
      ['helpful', 'not-a-cursor'],
    ] as const) {
      const res = await api().get(`/service/${place}/reviews`).query({ sort, cursor, limit: 1 });
      expect(res.status, `${sort} with ${cursor}`).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
      expect(res.body.error.message).toMatch(/^Invalid cursor/);
    }
    expect(
      (await page(place, { sort: 'helpful', limit: '1', cursor: helpful })).items,
    ).toHaveLength(1);
  }, 60_000);
});
