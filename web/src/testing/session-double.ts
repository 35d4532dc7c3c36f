import type { AuthContextValue } from '@/lib/auth/auth-context';

/*
 * Stands in for '@/lib/auth/session' in every web test (see setup-tests.ts): the
 * signed-in account loaders see is the one the test's fake auth context shows.
 */
/** The session as the test's auth shows it; while that is loading, until it has settled. */
let session: Promise<AuthContextValue> = Promise.resolve({ user: null } as AuthContextValue);
/** Settles the session promised while the auth was loading, as the SDK does once it knows. */
let settle: ((auth: AuthContextValue) => void) | undefined;

export function setTestSession(auth: AuthContextValue): void {
  if (auth.loading) {
    if (!settle) session = new Promise((resolve) => (settle = resolve));
    return;
  }
  settle?.(auth);
  settle = undefined;
  session = Promise.resolve(auth);
}

/**
 * Before each test: signed out, and a session a past test left loading never settles, so its
 * loaders (their app unmounted) cannot wake up and call this test's API.
 */
export function resetTestSession(): void {
  session = Promise.resolve({ user: null } as AuthContextValue);
  settle = undefined;
}

const email = () => session.then((auth) => auth.user?.email ?? null);

export const getIdToken = async (): Promise<string | null> =>
  (await email()) ? 'test-id-token' : null;
export const currentEmail = (): Promise<string | null> => email();
export const isAdmin = (): Promise<boolean | null> =>
  session.then((auth) => (auth.user ? auth.user.admin : null));
export const currentUid = (): Promise<string | null> =>
  session.then((auth) => auth.user?.uid ?? null);
