import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type * as PlaceFields from '../../../functions/src/services/place-fields.js';
import type * as ServiceSchemas from '../../../functions/src/services/schema.js';
import type { ServiceInput, ServiceRating } from '../../../functions/src/services/schema.js';
import { fromFunctions } from './from-functions.js';
import { PROJECT_ID } from './ports.js';
import { readSeedPlaces } from '@tourist-guide/seed';

/** A seeded place: exactly the API's Service shape. */
export type SeedService = ServiceInput;

const schemas = () =>
  fromFunctions<typeof ServiceSchemas>(() => import('../../../functions/src/services/schema.js'));
const placeFields = () =>
  fromFunctions<typeof PlaceFields>(
    () => import('../../../functions/src/services/place-fields.js'),
  );

/** The seeded places, each checked against the API's schema before anything is written. */
async function seedData(): Promise<SeedService[]> {
  const rows = readSeedPlaces();
  return (await schemas()).serviceInputSchema.array().parse(rows);
}

/** A Firestore handle for the emulator named by FIRESTORE_EMULATOR_HOST. */
export function emulatorDb(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: refusing to touch a real database');
  }
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return getFirestore(app);
}

/**
 * Writes places as the API stores them (with the fields their lists are queried by),
 * replacing any with the same id, 500 to a batch.
 */
export async function writePlaces(
  places: readonly { place: ServiceInput; rating?: ServiceRating }[],
): Promise<void> {
  const db = emulatorDb();
  const { placeDocument } = await placeFields();
  for (let i = 0; i < places.length; i += 500) {
    const batch = db.batch();
    for (const { place, rating } of places.slice(i, i + 500)) {
      batch.set(db.collection('services').doc(place._id), placeDocument(place, rating));
    }
    await batch.commit();
  }
}

/** Writes the seeded places (emulators/seed/places.json), without reviews, and returns them. */
export async function seedServices(): Promise<SeedService[]> {
  const places = await seedData();
  await writePlaces(places.map((place) => ({ place })));
  return places;
}
