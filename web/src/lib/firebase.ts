import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { parseFirebaseEnv } from '@/config/env';
import { markAuthStarted, writeSessionHint } from '@/lib/auth/session-hint';
import { dropSavedCookie } from '@/lib/saved-cookie';

interface EmulatorsFile {
  authEmulatorHost: string;
  projectId?: string;
}

let authPromise: Promise<Auth> | undefined;

/**
 * The app's one Firebase Auth instance. Created on first use, so the home
 * page renders before the auth SDK has loaded. In emulator builds the Auth
 * emulator's address is read at run time from /emulators.json, which the
 * launcher writes into web/dist (its port differs between start and test).
 */
export function getFirebaseAuth(): Promise<Auth> {
  markAuthStarted();
  authPromise ??= createAuth().catch((error: unknown) => {
    authPromise = undefined;
    throw error;
  });
  return authPromise;
}

async function createAuth(): Promise<Auth> {
  const env = parseFirebaseEnv(import.meta.env);
  // Read before initializeAuth: once it starts, the SDK restores a saved session and calls the
  // provider at once, and connectAuthEmulator after any call fails (auth/emulator-config-failed).
  const emulators = env.useEmulators ? await readEmulatorsFile() : undefined;
  const app = initializeApp(env.firebaseConfig);
  // No popupRedirectResolver here: with one, every page load fetches Google's gapi script and
  // the auth iframe. The Google button passes it to signInWithPopup, so they load when used.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (emulators) {
    connectAuthEmulator(auth, `http://${emulators.authEmulatorHost}`, { disableWarnings: true });
  }
  // Whoever the SDK restores or signs in or out, the next page knows without loading the SDK.
  // A session found gone (not only a sign-out here) leaves no saved list for the server's /saved.
  auth.onAuthStateChanged((user) => {
    writeSessionHint(user !== null);
    if (!user) dropSavedCookie();
  });
  return auth;
}

async function readEmulatorsFile(): Promise<EmulatorsFile> {
  const response = await fetch('/emulators.json', { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(
      `Could not read /emulators.json (HTTP ${response.status}); start the site with \`npm start\`.`,
    );
  }
  const body = (await response.json()) as Partial<EmulatorsFile>;
  if (typeof body.authEmulatorHost !== 'string' || body.authEmulatorHost === '') {
    throw new Error('/emulators.json has no authEmulatorHost.');
  }
  return { authEmulatorHost: body.authEmulatorHost, projectId: body.projectId };
}
