import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { createRequire } from 'node:module';
import type * as ServiceSchemas from '../../functions/src/services/schema.js';
import type { ServiceInput } from '../../functions/src/services/schema.js';
import { PROJECT_ID } from './ports.js';
import { SEED_DIR } from './paths.js';

/** A seeded place: exactly the API's Service shape. */
export type SeedService = ServiceInput;

/*
 * The API's schemas live in functions/, a CommonJS package: required, not imported, so that every
 * runner of this module (tsx, Playwright's loader) can load them.
 */
const { serviceInputSchema } = createRequire(import.meta.url)(
  '../../functions/src/services/schema',
) as typeof ServiceSchemas;

/** The seeded places, each checked against the API's schema before anything is written. */
function seedData(): SeedService[] {
  const rows = JSON.parse(readFileSync(path.join(SEED_DIR, 'services.json'), 'utf8')) as unknown;
  return serviceInputSchema.array().parse(rows);
}

/** A Firestore handle for the emulator named by FIRESTORE_EMULATOR_HOST. */
export function emulatorDb(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: refusing to touch a real database');
  }
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return getFirestore(app);
}

/** Writes the seeded services (replacing any with the same id) and returns them. */
export async function seedServices(): Promise<SeedService[]> {
  const services = seedData();
  const db = emulatorDb();
  const batch = db.batch();
  for (const { _id, ...fields } of services) {
    batch.set(db.collection('services').doc(_id), fields);
  }
  await batch.commit();
  return services;
}
