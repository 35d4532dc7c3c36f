import { getFirestore, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type * as PlaceFields from '../../functions/src/services/place-fields.js';
import type { ServiceInput } from '../../functions/src/services/schema.js';
import { fromFunctions } from '@tourist-guide/stack/from-functions';
import type { Target } from './target.js';

/*
 * Places in and out of a project's Firestore, written exactly as the API stores them
 * (place-fields.ts derives the search tokens, title sort and rank fields).
 *
 * An import upserts by id. A new place is created on offer, without ratings. An
 * existing place gets the file's text and pictures (and what derives from them);
 * its rating, its reviews and whether it is on offer (archived places stay archived)
 * are never touched, so an import can be run again and again.
 */

const placeFields = () =>
  fromFunctions<typeof PlaceFields>(() => import('../../functions/src/services/place-fields.js'));

const OWN_FIELDS = [
  'title',
  'description',
  'price',
  'country',
  'region',
  'img',
  'photos',
  'location',
] as const;

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

const db = (target: Target): Firestore => getFirestore(target.app);

const sameOwnFields = (stored: DocumentSnapshot, place: ServiceInput) =>
  OWN_FIELDS.every((f) => JSON.stringify(stored.get(f)) === JSON.stringify(place[f]));

/** A Firestore batch holds at most 500 writes; reads go in chunks of the same size. */
const CHUNK = 500;

/** How many times a chunk is read and written when its places keep changing in between. */
const ATTEMPTS = 5;

/**
 * What a commit fails with when a place changed between the import's read and its write:
 * NOT_FOUND (deleted: the update's target is gone), ALREADY_EXISTS (created: the create
 * finds it), FAILED_PRECONDITION (changed: its lastUpdateTime is not the one read).
 */
const CHANGED_MEANWHILE = new Set([5, 6, 9]);

export interface ImportOptions {
  dryRun: boolean;
  /** For tests: runs after each attempt's read of a chunk, before its write. */
  beforeWrite?: (at: { chunk: number; attempt: number }) => Promise<void>;
}

/** An import that stopped part-way: the chunks it wrote before (`written`) stay written. */
export class ImportInterrupted extends Error {
  constructor(
    readonly written: ImportCounts,
    cause: unknown,
  ) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(
      `The import stopped: ${why}. Before it stopped, ` +
        `${written.created} places were created and ${written.updated} updated ` +
        `(${written.unchanged} were unchanged); those writes stay. Running the import again ` +
        'is safe: what is already in place counts as unchanged.',
      { cause },
    );
  }
}

const add = (to: ImportCounts, from: ImportCounts) => {
  to.created += from.created;
  to.updated += from.updated;
  to.unchanged += from.unchanged;
};

/*
 * Why batches with preconditions rather than transactions: a server SDK's transaction locks
 * every document it reads until it commits, so 500-place transactions would hold up the
 * reviews written meanwhile (each updates its place's rating). A batch takes no locks and is
 * atomic; its preconditions make it fail, whole, when a place changed after we read it: a
 * create fails if the place appeared meanwhile, an update if the place was written since (its
 * lastUpdateTime, e.g. a review changed its rating) or deleted. The chunk is then read again
 * and planned afresh, so a concurrent write is never overwritten and the rating the update
 * keeps is always the current one.
 */
export async function importPlaces(
  target: Target,
  places: readonly ServiceInput[],
  { dryRun, beforeWrite }: ImportOptions,
): Promise<ImportCounts> {
  const { placeDocument, textFields } = await placeFields();
  const firestore = db(target);
  const collection = firestore.collection('services');

  /** Reads a chunk's places and plans its writes: one batch, and what it would do. */
  async function plan(chunk: readonly ServiceInput[]) {
    const stored = await firestore.getAll(...chunk.map((p) => collection.doc(p._id)));
    const batch = firestore.batch();
    const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
    chunk.forEach((place, i) => {
      const snap = stored[i]!;
      const ref = collection.doc(place._id);
      if (!snap.exists) {
        counts.created++;
        // A new place: on offer (live: true), without ratings.
        batch.create(ref, placeDocument(place));
      } else if (sameOwnFields(snap, place)) {
        counts.unchanged++;
      } else {
        counts.updated++;
        const fields = Object.fromEntries(OWN_FIELDS.map((f) => [f, place[f]])) as unknown as Omit<
          ServiceInput,
          '_id'
        >;
        // Only what people wrote and what derives from it: the rating, its rank fields and
        // `live` (an archived place stays archived) are left as they are.
        batch.update(
          ref,
          { ...fields, ...textFields(fields) },
          { lastUpdateTime: snap.updateTime! },
        );
      }
    });
    return { batch, counts };
  }

  const total: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < places.length; start += CHUNK) {
    const chunk = places.slice(start, start + CHUNK);
    for (let attempt = 1; ; attempt++) {
      try {
        const { batch, counts } = await plan(chunk);
        if (!dryRun && counts.created + counts.updated > 0) {
          await beforeWrite?.({ chunk: start / CHUNK, attempt });
          await batch.commit();
        }
        add(total, counts);
        break;
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'number' && CHANGED_MEANWHILE.has(code) && attempt < ATTEMPTS) {
          continue;
        }
        throw new ImportInterrupted(total, error);
      }
    }
  }
  return total;
}

/** A stored location as the schema has it; anything else (none, or a stray value) is none. */
function isLocation(value: unknown): value is { lat: number; lng: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number';
}

/** Every place (archived ones too), by id, as a places file holds it. */
export async function exportPlaces(target: Target): Promise<ServiceInput[]> {
  const snap = await db(target).collection('services').orderBy('__name__').get();
  return snap.docs.map((doc) => {
    const d = doc.data();
    const img = String(d.img ?? '');
    return {
      _id: doc.id,
      title: String(d.title ?? ''),
      description: String(d.description ?? ''),
      price: Number(d.price ?? 0),
      country: String(d.country ?? ''),
      region: d.region as ServiceInput['region'],
      img,
      photos: Array.isArray(d.photos) && d.photos.length > 0 ? d.photos.map(String) : [img],
      location: isLocation(d.location) ? { lat: d.location.lat, lng: d.location.lng } : null,
    };
  });
}
