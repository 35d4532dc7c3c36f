import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
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

export function toAuthUser(user: User | null): AuthUser | null {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

export async function watchUser(onChange: (user: AuthUser | null) => void): Promise<() => void> {
  const auth = await getFirebaseAuth();
  return onAuthStateChanged(auth, (user) => onChange(toAuthUser(user)));
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
