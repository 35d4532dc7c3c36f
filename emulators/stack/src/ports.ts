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
  /** Our Cloud Storage emulator (emulators/storage), in the launcher's process. */
  storage: number;
  hub: number;
  logging: number;
  /**
   * The Eventarc and Cloud Tasks emulators, which the Functions emulator starts. Left to
   * firebase-tools they take 9299 and 9499 (or the next free port), which are test suites'
   * Storage ports (TG_PORT_OFFSET=0 and 200).
   */
  eventarc: number;
  tasks: number;
}

export const PROJECT_ID = 'demo-tourist-guide';
/** The project's default bucket, the one Cloud Storage for Firebase names after the project. */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
export const HOST = '127.0.0.1';
const REGION = 'us-central1';

export const START_PORTS: Ports = {
  hosting: 5000,
  functions: 5001,
  hostingEmulator: 5002,
  functionsEmulator: 5003,
  firestore: 8080,
  auth: 9099,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 4401,
  tasks: 4402,
};

/**
 * `npm test`'s ports: `npm start`'s + 100, except the hub's family (4410-4413) and Auth, at 9298
 * beside Storage's 9299 (9099 + 100 is `npm start`'s Storage port). No port is in both sets, so
 * `npm test` runs while `npm start` is up.
 */
const TEST_PORTS: Ports = {
  hosting: 5100,
  functions: 5101,
  hostingEmulator: 5102,
  functionsEmulator: 5103,
  firestore: 8180,
  auth: 9298,
  storage: 9299,
  hub: 4410,
  logging: 4411,
  eventarc: 4412,
  tasks: 4413,
};

/**
 * Ports the Fetch standard forbids (https://fetch.spec.whatwg.org/#port-blocking): Node's fetch and
 * every browser refuse to connect to them, so a suite on one of them can never be reached.
 */
export const BLOCKED_PORTS: ReadonlySet<number> = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

export const MAX_PORT_OFFSET = 1000;

/** The test ports shifted by `offset`. */
function shifted(offset: number): Ports {
  const entries = Object.entries(TEST_PORTS).map(([k, v]) => [k, v + offset]);
  return Object.fromEntries(entries) as unknown as Ports;
}

/** The suite's ports that fetch and browsers refuse, as "name on port n" (none: empty). */
export function blockedPorts(ports: Ports): string[] {
  return Object.entries(ports)
    .filter(([, port]) => BLOCKED_PORTS.has(port))
    .map(([name, port]) => `${name} on port ${port}`);
}

/** The offsets nearest to `offset` (the one below and the one above) whose ports all work. */
export function nearestUsableOffsets(offset: number): number[] {
  const usable = Array.from({ length: MAX_PORT_OFFSET + 1 }, (_, o) => o).filter(
    (o) => blockedPorts(shifted(o)).length === 0,
  );
  const below = usable.filter((o) => o < offset).at(-1);
  const above = usable.find((o) => o > offset);
  return [below, above].filter((o) => o !== undefined);
}

/**
 * The test ports shifted by TG_PORT_OFFSET (default 0), so that several test
 * suites can run on one machine at once (for example two checkouts). An offset
 * that would put a port where fetch and browsers refuse to connect is refused
 * at once (the suite would otherwise wait for itself in vain).
 */
export function testPorts(offset = Number(process.env.TG_PORT_OFFSET ?? 0)): Ports {
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_PORT_OFFSET) {
    throw new Error(`TG_PORT_OFFSET must be a whole number from 0 to ${MAX_PORT_OFFSET}`);
  }
  const ports = shifted(offset);
  const blocked = blockedPorts(ports);
  if (blocked.length > 0) {
    throw new Error(
      `TG_PORT_OFFSET=${offset} puts ${blocked.join(', ')}, which Node's fetch and browsers ` +
        `refuse to connect to (a blocked port of the Fetch standard, ` +
        `https://fetch.spec.whatwg.org/#port-blocking). ` +
        `Nearest offsets that work: ${nearestUsableOffsets(offset).join(', ')}.`,
    );
  }
  return ports;
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
    // @google-cloud/storage (firebase-admin's getStorage()) reads the first; firebase-admin and the
    // Functions emulator's runtime the second, as firebase-tools sets both for its own emulator.
    STORAGE_EMULATOR_HOST: `http://${HOST}:${ports.storage}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${ports.storage}`,
    TG_SITE_URL: `http://${HOST}:${ports.hosting}`,
    // The origin the API and the page function write into absolute URLs (never a request's host).
    SITE_URL: `http://${HOST}:${ports.hosting}`,
    CURSOR_SECRET: LOCAL_CURSOR_SECRET,
    TG_FUNCTION_URL: `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}/api`,
  };
}
