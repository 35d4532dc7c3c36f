import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');
/** firebase-tools' CLI script, the one functions-instances.ts resolves too. */
export const FIREBASE_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')),
  'lib',
  'bin',
  'firebase.js',
);
/** Preloaded into the emulators' process: the Functions emulator's workers as instances. */
export const FUNCTIONS_INSTANCES = fileURLToPath(
  new URL('functions-instances.ts', import.meta.url),
);
