/**
 * The browser's token source for the API client: a fresh ID token from the
 * Firebase SDK for every call (the SDK refreshes it before expiry). Waits for
 * the first auth state so a loader that runs on page load sees the session.
 */
export async function getIdToken(): Promise<string | null> {
  const { getFirebaseAuth } = await import('@/lib/firebase');
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
