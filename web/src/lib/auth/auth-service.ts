import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase';
import type { AuthUser, SignUpInput } from './auth-context';

/*
 * Everything that touches the Firebase Auth SDK. The provider imports this
 * module dynamically, which keeps firebase/auth out of the first page load.
 */

export function toAuthUser(user: User | null, admin = false): AuthUser | null {
  if (!user) return null;
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
async function withClaims(user: User | null): Promise<AuthUser | null> {
  if (!user) return null;
  const { claims } = await user.getIdTokenResult();
  return toAuthUser(user, claims.admin === true);
}

/**
 * Starts the SDK, which restores a saved session at once: called as the app starts on a page that
 * waits on the session, so that the restore runs while React takes the page over.
 */
export async function startAuth(): Promise<void> {
  await getFirebaseAuth();
}

/**
 * Follows sign-in, sign-out and every new ID token (so a claim granted or revoked shows
 * once the token refreshes). Each change is reported in order.
 */
export async function watchUser(onChange: (user: AuthUser | null) => void): Promise<() => void> {
  const auth = await getFirebaseAuth();
  let latest = 0;
  return onIdTokenChanged(auth, (user) => {
    const mine = ++latest;
    withClaims(user).then(
      (next) => {
        if (mine === latest) onChange(next);
      },
      () => {
        if (mine === latest) onChange(toAuthUser(user));
      },
    );
  });
}

/** A fresh ID token for the signed-in account; onIdTokenChanged then reports its claims. */
export async function refreshClaims(): Promise<void> {
  const auth = await getFirebaseAuth();
  await auth.currentUser?.getIdToken(true);
}

export async function signUp({ name, photoURL, email, password }: SignUpInput): Promise<AuthUser> {
  const auth = await getFirebaseAuth();
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  // Only the fields the visitor filled in: the provider rejects null values.
  const profile: { displayName?: string; photoURL?: string } = {};
  if (name.trim()) profile.displayName = name.trim();
  if (photoURL.trim()) profile.photoURL = photoURL.trim();
  if (Object.keys(profile).length > 0) await updateProfile(user, profile);
  return toAuthUser(user) as AuthUser;
}

export async function logIn(email: string, password: string): Promise<void> {
  const auth = await getFirebaseAuth();
  await signInWithEmailAndPassword(auth, email, password);
}

export async function logInWithGoogle(): Promise<void> {
  const auth = await getFirebaseAuth();
  await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

export async function logOut(): Promise<void> {
  const auth = await getFirebaseAuth();
  await signOut(auth);
}
