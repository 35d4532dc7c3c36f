import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This folder: places.json and images/ (the generator of the places' pictures). */
export const SEED_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/**
 * The seeded places as written in places.json, not yet checked: whoever writes them checks them
 * against the API's schema first (the stack's seeding.ts).
 */
export function readSeedPlaces(): unknown {
  return JSON.parse(readFileSync(path.join(SEED_DIR, 'places.json'), 'utf8')) as unknown;
}

export { generatePlaces } from './catalog-generator.js';
