import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { parseFirebaseEnv } from '@/config/env';
import type { AuthSdk, AuthUser, SignUpInput } from './store';

/*
 * Everything that touches the Firebase Auth SDK for the session. The store (store.ts) imports
 * this module dynamically and starts it once, which keeps firebase/auth out of the pages that do
 * not need it; the account's own flows (account-service.ts) use the `auth` it starts.
 */

export interface AppSdk extends AuthSdk {
  auth: Auth;
}

interface EmulatorsFile {
  authEmulatorHost: string;
}

function toAuthUser(user: User, admin = false): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providers: user.providerData.map((info) => info.providerId),
    admin,
  };
}

/** The account with its claims, as its current ID token carries them. */
async function withClaims(user: User): Promise<AuthUser> {
  const { claims } = await user.getIdTokenResult();
  return toAuthUser(user, claims.admin === true);
}

/**
 * The app's one Firebase Auth instance, which restores a saved session at once. In emulator
 * builds the Auth emulator's address is read at run time from /emulators.json, which the launcher
 * writes into web/dist (its port differs between start and test).
 */
async function createAuth(): Promise<Auth> {
  const env = parseFirebaseEnv(import.meta.env);
  // Read before initializeAuth: once it starts, the SDK restores a saved session and reports it at
  // once, and connectAuthEmulator after any call fails (auth/emulator-config-failed).
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
  return { authEmulatorHost: body.authEmulatorHost };
}

/**
 * Starts the SDK and reports to `onUser` every sign-in, sign-out and new ID token (so a claim
 * granted or revoked shows once the token refreshes), in order.
 */
export async function startSdk(onUser: (user: AuthUser | null) => void): Promise<AppSdk> {
  const auth = await createAuth();
  let latest = 0;
  onIdTokenChanged(auth, (user) => {
    const mine = ++latest;
    if (!user) return onUser(null);
    withClaims(user).then(
      (next) => mine === latest && onUser(next),
      () => mine === latest && onUser(toAuthUser(user)),
    );
  });
  return {
    auth,
    async restoredUser() {
      await auth.authStateReady();
      return auth.currentUser;
    },
    async signUp({ name, photoURL, email, password }: SignUpInput) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      // Only the fields the visitor filled in: the provider rejects null values.
      const profile: { displayName?: string; photoURL?: string } = {};
      if (name.trim()) profile.displayName = name.trim();
      if (photoURL.trim()) profile.photoURL = photoURL.trim();
      if (Object.keys(profile).length > 0) await updateProfile(user, profile);
      return toAuthUser(user);
    },
    async logIn(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async logInWithGoogle() {
      await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
    },
    logOut: () => signOut(auth),
    async refreshClaims() {
      await auth.currentUser?.getIdToken(true);
    },
  };
}
