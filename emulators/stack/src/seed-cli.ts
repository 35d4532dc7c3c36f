import { PROJECT_ID, HOST, START_PORTS } from './ports.js';
import { generatePlaces } from '@tourist-guide/seed';

/*
 * npm run seed -- [--places N] [--seed S]
 * Adds N made-up places (default 10,000) to the local Firestore: the one `npm start`
 * runs, or the one FIRESTORE_EMULATOR_HOST names (inside `npm run suite -- …`).
 * The seeded real places stay; made-up ones reuse their pictures.
 */
function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number`);
    process.exit(2);
  }
  return value;
}

const places = option('places', 10_000);
const seed = option('seed', 42);
process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${START_PORTS.firestore}`;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;
const { seedServices, writePlaces } = await import('./seeding.js');

const t0 = Date.now();
const real = await seedServices();
const generated = generatePlaces(places, real, seed);
await writePlaces(generated);
console.log(
  `[seed] ${real.length} seeded and ${generated.length} made-up places written to ` +
    `${process.env.FIRESTORE_EMULATOR_HOST} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
process.exit(0);
