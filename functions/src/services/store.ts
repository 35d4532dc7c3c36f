import { readKeysetPage } from '../lib/keyset-page';
import type { DocumentSnapshot, Query, Timestamp } from 'firebase-admin/firestore';
import { recordRead } from '../lib/db-stats';
import { withDeadline } from '../lib/deadline';
import { documentIdPath, firestore } from '../lib/firebase';
import type { Tx } from '../lib/transaction';
import { changeStamp, placeDocument, ratingFields, textFields } from './place-fields';
import type { IdRange } from './sitemap-plan';
import { NO_RATINGS, serviceRatingSchema, type ServiceRating } from './rating';
import {
  locationSchema,
  REGIONS,
  type AdminPlace,
  type PlaceBody,
  type Region,
  type SearchablePlace,
  type Service,
} from './schema';

/*
 * The services collection: plain objects in, plain objects out. Each document holds
 * what people wrote about the place, its rating, and the fields its lists query and
 * order by (place-fields.ts).
 */
const COLLECTION = 'services';
const services = () => firestore().collection(COLLECTION);
const live = () => services().where('live', '==', true);

/** A stored rating, or none yet (a place no review has touched has no `rating` field). */
function ratingOf(stored: unknown): ServiceRating {
  const parsed = serviceRatingSchema.safeParse(stored);
  return parsed.success ? parsed.data : NO_RATINGS;
}

function toService(snap: DocumentSnapshot): Service {
  const d = snap.data() ?? {};
  const img = String(d.img ?? '');
  const photos = Array.isArray(d.photos) ? d.photos.map(String) : [];
  return {
    _id: snap.id,
    img,
    title: String(d.title ?? ''),
    description: String(d.description ?? ''),
    price: Number(d.price ?? 0),
    country: String(d.country ?? ''),
    region: (REGIONS as readonly string[]).includes(d.region) ? (d.region as Region) : 'Europe',
    photos: photos.length > 0 ? photos : [img],
    // A place stored before places had one, or with one this API would refuse: none.
    location: locationSchema.catch(null).parse(d.location ?? null),
    rating: ratingOf(d.rating),
  };
}

/**
 * The first `n` places on offer in the recommended order (GET /catalog's default: the
 * Bayesian rank, then the id).
 */
export async function readTopServices(n: number): Promise<Service[]> {
  const snap = await withDeadline(
    live().orderBy('rankRecommended', 'desc').orderBy(documentIdPath(), 'desc').limit(n).get(),
  );
  recordRead(snap.size);
  return snap.docs.map(toService);
}

/** The first `n` places by title: the home page's preview, without reading the rest. */
export async function readFirstServices(n: number): Promise<Service[]> {
  const snap = await withDeadline(live().orderBy('titleSort').limit(n).get());
  recordRead(snap.size);
  return snap.docs.map(toService);
}

/**
 * A search index's reads may take longer than a person's page: a page of 2,000 places is a large
 * read, and the index is built once per instance.
 */
const INDEX_DEADLINE_MS = 30_000;

/**
 * The fields search and nearby places read of a place (`SearchablePlace`): not its pictures nor
 * derived fields.
 */
const SEARCHED_FIELDS = [
  'title',
  'country',
  'region',
  'description',
  'price',
  'rating',
  'location',
];

function toSearchable(snap: DocumentSnapshot): SearchablePlace {
  const { _id, title, country, region, description, price, rating, location } = toService(snap);
  return { _id, title, country, region, description, price, rating, location };
}

/**
 * One page of the places on offer by id, after `afterId`, with only the fields search reads: what
 * an instance's search index is built from. `readTime`: every write before it is in the page.
 */
export async function readLivePlacesPage(
  afterId: string | undefined,
  n: number,
): Promise<{ places: SearchablePlace[]; readTime: Timestamp }> {
  let query = live()
    .select(...SEARCHED_FIELDS)
    .orderBy(documentIdPath());
  if (afterId !== undefined) query = query.startAfter(afterId);
  const snap = await withDeadline(query.limit(n).get(), INDEX_DEADLINE_MS);
  recordRead(snap.size);
  return { places: snap.docs.map(toSearchable), readTime: snap.readTime };
}

/**
 * Every place, archived ones too, written after `since` (`changedAt`, which every write of a
 * place sets), with only the fields search reads: what a search index catches up with.
 */
export async function readPlacesChangedAfter(
  since: Timestamp,
): Promise<{ places: (SearchablePlace & { live: boolean })[]; readTime: Timestamp }> {
  const snap = await withDeadline(
    services()
      .where('changedAt', '>', since)
      .select(...SEARCHED_FIELDS, 'live')
      .get(),
    INDEX_DEADLINE_MS,
  );
  recordRead(snap.size);
  const places = snap.docs.map((doc) => ({ ...toSearchable(doc), live: doc.get('live') === true }));
  return { places, readTime: snap.readTime };
}

/** A place, archived or not; null when there is no such place. */
export async function readPlace(id: string): Promise<AdminPlace | null> {
  const snap = await withDeadline(services().doc(id).get());
  recordRead(1);
  return snap.exists ? toPlace(snap) : null;
}

/** A place on offer (not archived), or null. */
export async function readService(id: string): Promise<Service | null> {
  const snap = await withDeadline(services().doc(id).get());
  recordRead(1);
  return snap.exists && snap.get('live') === true ? toService(snap) : null;
}

const toPlace = (snap: DocumentSnapshot): AdminPlace => ({
  ...toService(snap),
  archived: snap.get('live') !== true,
});

/** Firestore bills a count aggregation one read per 1,000 index entries it matches (at least one). */
const countReads = (matches: number) => Math.ceil(matches / 1000);

/**
 * A sitemap page's queries may take longer than a person's: a crawler waits, Hosting's CDN keeps
 * the answer, and a page of 50,000 ids is a large read.
 */
const SITEMAP_DEADLINE_MS = 30_000;

/** The places on offer with an id in `range` (bounds on the document id). */
function liveIn(range: IdRange): Query {
  let query = live();
  if (range.from !== undefined) query = query.where(documentIdPath(), '>=', range.from);
  if (range.to !== undefined) query = query.where(documentIdPath(), '<', range.to);
  return query;
}

/** How many places on offer have an id in `range` (one count aggregation). */
export async function countLivePlacesIn(range: IdRange): Promise<number> {
  const snap = await withDeadline(liveIn(range).count().get(), SITEMAP_DEADLINE_MS);
  const count = snap.data().count;
  recordRead(countReads(count));
  return count;
}

/**
 * The places on offer with an id in `range`, by id: each id and when its document last changed
 * (for a sitemap page). Keys only (`select()`), at most `limit`.
 */
export async function readLivePlaceStampsIn(
  range: IdRange,
  limit: number,
): Promise<{ id: string; updatedAt: string }[]> {
  const snap = await withDeadline(
    liveIn(range).orderBy(documentIdPath()).select().limit(limit).get(),
    SITEMAP_DEADLINE_MS,
  );
  recordRead(snap.size);
  return snap.docs.map((doc) => ({
    id: doc.id,
    updatedAt: doc.updateTime.toDate().toISOString(),
  }));
}

/** An admin list's position: the last place's `titleSort` and id. */
export type PlacesAfter = [titleSort: string, id: string];

/**
 * One page of every place, archived ones too, by title then id (the admin list), optionally
 * only those whose normalised title starts with `titlePrefix`. Reads `limit` + 1 at most.
 */
export async function readPlacesPage(
  titlePrefix: string | undefined,
  limit: number,
  after: PlacesAfter | undefined,
): Promise<{ places: AdminPlace[]; next: PlacesAfter | null }> {
  let query: Query = services();
  if (titlePrefix) {
    query = query
      .where('titleSort', '>=', titlePrefix)
      .where('titleSort', '<', `${titlePrefix}\uf8ff`);
  }
  query = query.orderBy('titleSort').orderBy(documentIdPath());
  const page = await readKeysetPage(query, ['titleSort'], limit, after);
  return { places: page.docs.map(toPlace), next: page.next as PlacesAfter | null };
}

/** A new place, on offer, without ratings, in `tx`; its id (returned) is a Firestore auto-id. */
export function createPlaceInTx(tx: Tx, place: PlaceBody): string {
  const ref = services().doc();
  tx.create(ref, placeDocument({ _id: ref.id, ...place, location: place.location ?? null }));
  return ref.id;
}

/** A place (archived or not) read inside a transaction: its edit, or the review that rates it. */
export async function readPlaceInTx(tx: Tx, id: string): Promise<AdminPlace | null> {
  const snap = await tx.get(services().doc(id));
  recordRead(1);
  return snap.exists ? toPlace(snap) : null;
}

/** Rewrites what people wrote about a place and what derives from it; its rating stays. */
export function writePlaceText(tx: Tx, id: string, place: Required<PlaceBody>): void {
  tx.update(services().doc(id), { ...place, ...textFields(place) });
}

export function writePlaceArchived(tx: Tx, id: string): void {
  tx.update(services().doc(id), { live: false, ...changeStamp() });
}

/** Several services in one round trip (getAll). */
export async function readServices(ids: readonly string[]): Promise<Service[]> {
  if (ids.length === 0) return [];
  const snaps = await withDeadline(firestore().getAll(...ids.map((id) => services().doc(id))));
  recordRead(snaps.length);
  return snaps.filter((s) => s.exists).map(toService);
}

/** Those of several places still on offer, in one round trip (getAll). */
export async function readLiveServices(ids: readonly string[]): Promise<Service[]> {
  if (ids.length === 0) return [];
  const snaps = await withDeadline(firestore().getAll(...ids.map((id) => services().doc(id))));
  recordRead(snaps.length);
  return snaps.filter((s) => s.exists && s.get('live') === true).map(toService);
}

/** Several places, archived ones too, in one round trip (getAll); unknown ids are left out. */
export async function readPlaces(ids: readonly string[]): Promise<AdminPlace[]> {
  if (ids.length === 0) return [];
  const snaps = await withDeadline(firestore().getAll(...ids.map((id) => services().doc(id))));
  recordRead(snaps.length);
  return snaps.filter((s) => s.exists).map(toPlace);
}

export function writeServiceRating(tx: Tx, id: string, rating: ServiceRating): void {
  tx.update(services().doc(id), { ...ratingFields(rating), ...changeStamp() });
}

/** What a catalogue query filters on, already in the stored fields' terms. */
export interface CatalogFilters {
  region?: Region;
  bands?: number[];
  minPrice?: number;
  maxPrice?: number;
}

/** The stored fields a catalogue page may be ordered by (place-fields.ts writes them). */
export type CatalogField =
  'rankRecommended' | 'rankRating' | 'rating.count' | 'price' | 'titleSort';

/** One order of a catalogue page: the stored field and its direction. */
export type CatalogOrder = [field: CatalogField, direction: 'asc' | 'desc'];

function filtered(filters: CatalogFilters): Query {
  let query = live();
  if (filters.region) query = query.where('region', '==', filters.region);
  if (filters.bands) query = query.where('ratingBand', 'in', filters.bands);
  if (filters.minPrice !== undefined) query = query.where('price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query = query.where('price', '<=', filters.maxPrice);
  return query;
}

export interface CatalogPageRead {
  services: Service[];
  /** The order values (and id) of the last place, when there are more after it. */
  next: unknown[] | null;
}

/**
 * One page of matching places in `orders` order (each ending with the id, so every
 * position is unique), after `after`. Reads `limit` + 1 documents at most.
 */
export async function readCatalogPage(
  filters: CatalogFilters,
  orders: readonly CatalogOrder[],
  limit: number,
  after: unknown[] | undefined,
): Promise<CatalogPageRead> {
  let query = filtered(filters);
  for (const [field, direction] of orders) query = query.orderBy(field, direction);
  const last = orders[orders.length - 1];
  query = query.orderBy(documentIdPath(), last?.[1] ?? 'asc');
  const fields = orders.map(([field]) => field);
  const page = await readKeysetPage(query, fields, limit, after);
  return { services: page.docs.map(toService), next: page.next };
}

/**
 * How many places match, counting no further than `upTo` (one count aggregation: Firestore bills
 * one read per 1,000 matching index entries, so the bound keeps a broad match from costing one
 * read per 1,000 places of the whole catalogue).
 */
export async function countCatalog(filters: CatalogFilters, upTo: number): Promise<number> {
  const snap = await withDeadline(filtered(filters).limit(upTo).count().get());
  const count = snap.data().count;
  recordRead(countReads(count));
  return count;
}
