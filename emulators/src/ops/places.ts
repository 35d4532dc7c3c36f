import { getFirestore, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type * as PlaceFields from '../../../functions/src/services/place-fields.js';
import type { ServiceInput } from '../../../functions/src/services/schema.js';
import { fromFunctions } from '../from-functions.js';
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
  fromFunctions<typeof PlaceFields>(
    () => import('../../../functions/src/services/place-fields.js'),
  );

const OWN_FIELDS = ['title', 'description', 'price', 'country', 'region', 'img', 'photos'] as const;

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

export async function importPlaces(
  target: Target,
  places: readonly ServiceInput[],
  { dryRun }: { dryRun: boolean },
): Promise<ImportCounts> {
  const { placeDocument, textFields } = await placeFields();
  const firestore = db(target);
  const collection = firestore.collection('services');
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < places.length; start += CHUNK) {
    const chunk = places.slice(start, start + CHUNK);
    const stored = await firestore.getAll(...chunk.map((p) => collection.doc(p._id)));
    const batch = firestore.batch();
    chunk.forEach((place, i) => {
      const snap = stored[i]!;
      const ref = collection.doc(place._id);
      if (!snap.exists) {
        counts.created++;
        // create: if someone made this place since we looked, the batch fails rather than overwrite it.
        batch.create(ref, placeDocument(place));
      } else if (sameOwnFields(snap, place)) {
        counts.unchanged++;
      } else {
        counts.updated++;
        const fields = Object.fromEntries(OWN_FIELDS.map((f) => [f, place[f]])) as Omit<
          ServiceInput,
          '_id'
        >;
        // Only if the place is as we read it: a review's rating change in between fails the
        // batch (run the import again) instead of being overwritten, and nothing else is touched.
        batch.update(
          ref,
          { ...fields, ...textFields(fields) },
          { lastUpdateTime: snap.updateTime! },
        );
      }
    });
    if (!dryRun) await batch.commit();
  }
  return counts;
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
    };
  });
}
