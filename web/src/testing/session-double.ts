import { vi } from 'vitest';
import type { AppSdk } from '@/lib/auth/sdk';
import { createAuthStore, type AuthState, type AuthStore } from '@/lib/auth/store';

/*
 * Stands in for '@/lib/auth/session' in every web test (see setup-tests.ts): the page and its
 * loaders see the signed-in account the test sets (setTestSession, through render-app.tsx), and
 * nothing reaches the Auth SDK. Ending the session runs a real store's endSession over an SDK
 * whose sign-out is `testSdk.logOut`, so what it forgets on the device is the app's own.
 */

/** The SDK's calls a test can watch or make fail. */
export const testSdk = { logOut: vi.fn<() => Promise<void>>() };

const signedOut = { user: null, loading: false } as AuthState;
let shown: AuthState = signedOut;
/** The session as loaders see it; while the test's auth is loading, until it has settled. */
let settled: Promise<AuthState> = Promise.resolve(signedOut);
/** Settles the session promised while the auth was loading, as the SDK does once it knows. */
let settle: ((auth: AuthState) => void) | undefined;
const listeners = new Set<() => void>();
let ending = realStore();

function realStore() {
  return createAuthStore({
    importSdk: async () => ({ startSdk: async () => testSdk as unknown as AppSdk }),
  });
}

export function setTestSession(auth: AuthState): void {
  shown = auth;
  listeners.forEach((listener) => listener());
  if (auth.loading) {
    if (!settle) settled = new Promise((resolve) => (settle = resolve));
    return;
  }
  settle?.(auth);
  settle = undefined;
  settled = Promise.resolve(auth);
}

/**
 * Before each test: signed out, and a session a past test left loading never settles, so its
 * loaders (their app unmounted) cannot wake up and call this test's API.
 */
export function resetTestSession(): void {
  shown = signedOut;
  settled = Promise.resolve(signedOut);
  settle = undefined;
  listeners.clear();
  ending = realStore();
  session.start.mockReset();
  testSdk.logOut.mockReset().mockResolvedValue(undefined);
}

const user = () => settled.then((auth) => auth.user);

export const session = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => shown,
  getServerSnapshot: () => shown,
  start: vi.fn<() => void>(),
  sdk: () => Promise.reject(new Error('No Auth SDK in tests: account-double.ts stands in.')),
  endSession: () => ending.endSession(),
  getIdToken: async () => ((await user())?.email ? 'test-id-token' : null),
  currentEmail: async () => (await user())?.email ?? null,
  currentUid: async () => (await user())?.uid ?? null,
  isAdmin: async () => {
    const account = await user();
    return account ? account.admin : null;
  },
} satisfies AuthStore<AppSdk>;
