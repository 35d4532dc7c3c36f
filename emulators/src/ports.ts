/** Where each emulator listens. `npm start` and `npm test` use separate sets so they can run side by side. */
export interface Ports {
  /** The site: the front end (see front-end.ts), in front of the Hosting emulator. */
  hosting: number;
  /** The function's own URL: the front end, in front of the Functions emulator. */
  functions: number;
  /** Where the Hosting and Functions emulators themselves listen, behind their front ends. */
  hostingEmulator: number;
  functionsEmulator: number;
  firestore: number;
  auth: number;
  hub: number;
  logging: number;
}

export const PROJECT_ID = 'demo-tourist-guide';
export const HOST = '127.0.0.1';
const REGION = 'us-central1';

export const START_PORTS: Ports = {
  hosting: 5000,
  functions: 5001,
  hostingEmulator: 5002,
  functionsEmulator: 5003,
  firestore: 8080,
  auth: 9099,
  hub: 4400,
  logging: 4500,
};

const TEST_PORTS: Ports = {
  hosting: 5100,
  functions: 5101,
  hostingEmulator: 5102,
  functionsEmulator: 5103,
  firestore: 8180,
  auth: 9199,
  hub: 4410,
  logging: 4411,
};

/**
 * The test ports shifted by TG_PORT_OFFSET (default 0), so that several test
 * suites can run on one machine at once (for example two checkouts).
 */
export function testPorts(): Ports {
  const offset = Number(process.env.TG_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
    throw new Error('TG_PORT_OFFSET must be a whole number from 0 to 1000');
  }
  const shifted = Object.entries(TEST_PORTS).map(([k, v]) => [k, v + offset]);
  return Object.fromEntries(shifted) as unknown as Ports;
}

/**
 * The key the API signs page cursors with on the emulators and in tests: the Functions emulator
 * reads it from functions/.secret.local (the launcher writes it), createApp() in a test from
 * CURSOR_SECRET. It is in the repository, so it is no secret: a deployed API refuses any value
 * holding "local-emulators-only" (functions/src/config/cursor-secret.ts).
 */
export const LOCAL_CURSOR_SECRET = 'local-emulators-only:tourist-guide-cursor-key:not-a-secret';

/** The environment a process needs to talk to a running suite (tests, seeders, benches). */
export function suiteEnv(ports: Ports): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    // Nothing local runs on Google Cloud: skip the SDKs' metadata-server probe.
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    TG_SITE_URL: `http://${HOST}:${ports.hosting}`,
    // The origin the API and the page function write into absolute URLs (never a request's host).
    SITE_URL: `http://${HOST}:${ports.hosting}`,
    CURSOR_SECRET: LOCAL_CURSOR_SECRET,
    TG_FUNCTION_URL: `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}/api`,
  };
}
