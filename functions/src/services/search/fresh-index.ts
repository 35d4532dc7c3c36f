import type { Timestamp } from 'firebase-admin/firestore';
import { unmetered } from '../../lib/db-stats';
import type { SearchablePlace } from '../schema';
import { readLivePlacesPage, readPlacesChangedAfter } from '../store';
import { PlaceIndex } from './place-index';

/*
 * An instance's search index, fresh within the catalogue's lifetime (the TTL of catalog.ts). It is
 * built once, from every place on offer, by pages; from then on it catches up with the places
 * written since it last looked (`changedAt` after the time of its last read, archived ones
 * leaving it), at most once per TTL, and at the next search after a write through this instance.
 * A search therefore reads no place, and at most once per TTL the few that changed.
 */

/** Where the index reads places (the services store; tests and benches may give their own). */
export interface IndexSource {
  readLivePage(
    afterId: string | undefined,
    n: number,
  ): Promise<{ places: SearchablePlace[]; readTime: Timestamp }>;
  readChangedAfter(
    since: Timestamp,
  ): Promise<{ places: (SearchablePlace & { live: boolean })[]; readTime: Timestamp }>;
}

export const firestoreSource: IndexSource = {
  readLivePage: readLivePlacesPage,
  readChangedAfter: readPlacesChangedAfter,
};

/** Places read per page while building: fewer, larger reads, each well inside its deadline. */
export const BUILD_PAGE = 2000;

export interface FreshIndex {
  /** The index, built or caught up first when needed. */
  get(): Promise<PlaceIndex>;
  /** The next `get` catches up first (after a write through this instance). */
  forget(): void;
}

interface State {
  index: PlaceIndex;
  /** Every write up to this time is in the index. */
  upTo: Timestamp;
  checkedAt: number;
  stale: boolean;
}

/** Builds an index of every place on offer. */
export async function buildIndex(
  source: IndexSource,
): Promise<{ index: PlaceIndex; upTo: Timestamp }> {
  const index = new PlaceIndex();
  let upTo: Timestamp | undefined;
  let after: string | undefined;
  for (;;) {
    const page = await source.readLivePage(after, BUILD_PAGE);
    // The first page's time: what was written later is caught up by the next look.
    upTo ??= page.readTime;
    for (const place of page.places) index.upsert(place);
    if (page.places.length < BUILD_PAGE) return { index, upTo };
    after = page.places[page.places.length - 1]!._id;
  }
}

export function createFreshIndex(ttlMs: number, source: IndexSource = firestoreSource): FreshIndex {
  let state: State | undefined;
  let pending: Promise<PlaceIndex> | undefined;

  async function build(): Promise<PlaceIndex> {
    const { index, upTo } = await buildIndex(source);
    state = { index, upTo, checkedAt: Date.now(), stale: false };
    return index;
  }

  async function catchUp(current: State): Promise<PlaceIndex> {
    const { places, readTime } = await source.readChangedAfter(current.upTo);
    for (const { live, ...place } of places) {
      if (live) current.index.upsert(place);
      else current.index.remove(place._id);
    }
    Object.assign(current, { upTo: readTime, checkedAt: Date.now(), stale: false });
    return current.index;
  }

  return {
    get() {
      if (pending) return pending;
      const current = state;
      if (current && !current.stale && Date.now() - current.checkedAt < ttlMs) {
        return Promise.resolve(current.index);
      }
      // One build or catch-up at a time; the searches meanwhile wait for it.
      pending = unmetered(() => (current ? catchUp(current) : build())).finally(() => {
        pending = undefined;
      });
      return pending;
    },
    forget() {
      if (state) state.stale = true;
    },
  };
}
