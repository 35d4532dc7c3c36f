/*
 * How the sitemap splits the places on offer into pages of at most `capacity` URLs without
 * reading them. A page is a range of document ids; its places are one keys-only query.
 *
 * Pages cut by position (the 50,001st id onwards) would need every earlier id read (or skipped
 * with an offset, which Firestore bills the same) to find where page k starts. Instead the id
 * space is cut where ids differ: the ids starting with each character, then (for a group still
 * too large) with each pair of characters, and so on, are counted with count aggregations, which
 * Firestore bills one read per 1,000 matches. Consecutive groups are then packed into pages.
 * When every id of a group shares a longer prefix ("generated-0…"), that is found from its first
 * id and two one-read checks that nothing lies beside it, instead of counting 64 groups per
 * shared character; a group of at most 64 ids is read rather than split (64 counts cost more).
 *
 * So a plan costs one read per 1,000 places for the whole count, the same again for each level of
 * splitting (none up to `capacity` places; one for random auto-ids up to about 64 × capacity),
 * 64 reads per split and a few per shared character, and a page is then one query of at most
 * `capacity` ids.
 */

/** Every character of an id this API creates or accepts (lib/ids.ts), in Firestore's id order. */
export const ID_ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
/** A character after every id character: `p + AFTER` ends the ids that start with `p`. */
const AFTER = '{';
/** Firestore ids are at most 1,500 bytes; ours at most 128 characters. */
const MAX_ID_LENGTH = 128;

/** Ids from `from` (inclusive) to `to` (exclusive); a missing bound is open. */
export interface IdRange {
  from?: string;
  to?: string;
}

/** What the plan asks of the places on offer. */
export interface IdIndex {
  /** How many have an id in the range (a count aggregation). */
  count(range: IdRange): Promise<number>;
  /** The first `limit` ids in the range, in order (a keys-only query). */
  ids(range: IdRange, limit: number): Promise<string[]>;
}

export interface PageCapacity {
  /** URLs for places on the first page (which also lists the site's own pages). */
  first: number;
  /** URLs on every other page. */
  other: number;
}

/** A run of ids that is never split: those starting with `start` (or the id `start` alone). */
interface Group {
  start: string;
  count: number;
}

/** The ids starting with `prefix` ('' for all). */
const under = (prefix: string): IdRange =>
  prefix === '' ? {} : { from: prefix, to: prefix + AFTER };

/**
 * The groups of the ids starting with `prefix` (`count` of them, the smallest `first` when known),
 * each of at most `cap` ids, in id order.
 */
async function groups(
  prefix: string,
  count: number,
  cap: number,
  index: IdIndex,
  first?: string,
): Promise<Group[]> {
  if (count <= cap || prefix.length >= MAX_ID_LENGTH) return [{ start: prefix, count }];
  const range = under(prefix);
  if (count <= ID_ALPHABET.length) {
    // Fewer ids than a split would count groups: read them (each is then a group of one).
    const ids = await index.ids(range, count);
    return ids.map((id) => ({ start: id, count: 1 }));
  }
  first ??= (await index.ids(range, 1))[0];
  const next = first?.[prefix.length];
  if (first !== undefined && next !== undefined && ID_ALPHABET.includes(next)) {
    // Do all of them continue the way the first one does? Then go straight down that way.
    const child = prefix + next;
    const [before, after] = await Promise.all([
      index.ids({ ...range, to: child }, 1),
      index.ids({ ...range, from: child + AFTER }, 1),
    ]);
    if (before.length === 0 && after.length === 0) {
      return groups(child, count, cap, index, first);
    }
  }
  const children = await Promise.all(
    [...ID_ALPHABET].map(async (c) => {
      const start = prefix + c;
      return { start, count: await index.count(under(start)) };
    }),
  );
  const split = await Promise.all(
    children.filter((child) => child.count > 0).map((c) => groups(c.start, c.count, cap, index)),
  );
  // The id equal to the prefix itself sorts before all of them (counted as one, whether or not
  // it exists: a page may come out one place short of full, never over).
  const own: Group[] = prefix === '' ? [] : [{ start: prefix, count: 1 }];
  return [...own, ...split.flat()];
}

/**
 * The pages, in order: contiguous id ranges covering every id (the first open below, the last
 * above, so an id of any shape lands on exactly one page), each holding at most its capacity
 * of the places counted when the plan was made. There is always at least one page.
 */
export async function planSitemap(capacity: PageCapacity, index: IdIndex): Promise<IdRange[]> {
  const cap = Math.min(capacity.first, capacity.other);
  if (cap < 1) throw new Error('a sitemap page must hold at least one place');
  const all = await groups('', await index.count({}), cap, index);
  const starts: string[] = [];
  let room = 0;
  for (const group of all) {
    if (group.count === 0) continue;
    if (starts.length === 0 || group.count > room) {
      starts.push(group.start);
      room = starts.length === 1 ? capacity.first : capacity.other;
    }
    room -= group.count;
  }
  if (starts.length === 0) return [{}];
  return starts.map((start, i) => ({
    ...(i > 0 ? { from: start } : {}),
    ...(i + 1 < starts.length ? { to: starts[i + 1] } : {}),
  }));
}
