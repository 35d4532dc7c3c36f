import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type * as PlaceFields from '../../../functions/src/services/place-fields.js';
import type * as ServiceSchemas from '../../../functions/src/services/schema.js';
import type { ServiceInput, ServiceRating } from '../../../functions/src/services/schema.js';
import { fromFunctions } from './from-functions.js';
import { PROJECT_ID, STORAGE_BUCKET } from './ports.js';
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

const emulatorApp = () => getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });

/** A Firestore handle for the emulator named by FIRESTORE_EMULATOR_HOST. */
export function emulatorDb(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: refusing to touch a real database');
  }
  return getFirestore(emulatorApp());
}

/** A file for the local Cloud Storage's bucket. */
export interface SeedFile {
  name: string;
  data: Buffer | string;
  contentType: string;
  cacheControl?: string;
}

/**
 * Writes files into the bucket of the Cloud Storage emulator named by STORAGE_EMULATOR_HOST, as
 * the API will (firebase-admin's getStorage()), replacing any with the same name. The seed's hook
 * for files: the seeded places have none yet.
 */
export async function writeFiles(files: readonly SeedFile[]): Promise<void> {
  if (!process.env.STORAGE_EMULATOR_HOST) {
    throw new Error('STORAGE_EMULATOR_HOST is not set: refusing to touch a real bucket');
  }
  const bucket = getStorage(emulatorApp()).bucket(STORAGE_BUCKET);
  await Promise.all(
    files.map((file) =>
      bucket.file(file.name).save(file.data, {
        resumable: false,
        contentType: file.contentType,
        ...(file.cacheControl ? { metadata: { cacheControl: file.cacheControl } } : {}),
      }),
    ),
  );
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
