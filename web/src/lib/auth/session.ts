import { mayHaveSession } from './session-hint';

/*
 * Who is signed in, for code outside React: the API client's token source and
 * the loaders of signed-in pages. Each call waits for the auth SDK to restore a
 * saved session, so a loader that runs on page load sees it; when this browser
 * surely holds none (session-hint.ts), the answer is null without loading the SDK.
 */
async function restoredUser() {
  if (!(await mayHaveSession())) return null;
  const { getFirebaseAuth } = await import('@/lib/firebase');
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  return auth.currentUser;
}

/** A fresh ID token for every call (the SDK refreshes it before expiry), or null when signed out. */
export async function getIdToken(): Promise<string | null> {
  const user = await restoredUser();
  return user ? user.getIdToken() : null;
}

let refreshedForAdmin = false;

/**
 * Whether the signed-in account is an admin (its ID token's claim `admin: true`), or null when
 * nobody is signed in. A token without the claim is refreshed once per page load first, so
 * someone just granted the role gets in without signing out.
 */
export async function isAdmin(): Promise<boolean | null> {
  const user = await restoredUser();
  if (!user) return null;
  if ((await user.getIdTokenResult()).claims.admin === true) return true;
  if (refreshedForAdmin) return false;
  refreshedForAdmin = true;
  return (await user.getIdTokenResult(true)).claims.admin === true;
}

/** The signed-in account's email, or null when nobody (or an account without email) is signed in. */
export async function currentEmail(): Promise<string | null> {
  return (await restoredUser())?.email ?? null;
}

/** The signed-in account's uid, or null when nobody is signed in. */
export async function currentUid(): Promise<string | null> {
  return (await restoredUser())?.uid ?? null;
}
