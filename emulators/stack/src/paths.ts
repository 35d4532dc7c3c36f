import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
/** The web build: `client` is the site Hosting serves, `server` the framework's server build. */
export const WEB_BUILD = path.join(ROOT, 'web', 'dist');
export const WEB_DIST = path.join(WEB_BUILD, 'client');
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
