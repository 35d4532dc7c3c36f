import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  AuthContext,
  type AuthContextValue,
  type AuthUser,
  type SignUpInput,
} from './auth-context';

type AuthService = typeof import('./auth-service');
let authService: Promise<AuthService> | undefined;

/** One import for every caller (a sign-in starts the SDK's watch and signs in at once). */
function loadAuthService(): Promise<AuthService> {
  authService ??= import('./auth-service').catch((error: unknown) => {
    authService = undefined;
    throw error;
  });
  return authService;
}

/**
 * Runs `start` once the page has loaded and the browser is idle. The auth SDK is the largest
 * download after a page's own code: fetched at once, it competes with that page's data and
 * pictures on a slow connection and delays the largest paint.
 */
function afterPageLoad(start: () => void): () => void {
  let idleHandle: number | undefined;
  const idle = () => {
    idleHandle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(start, { timeout: 2000 })
        : window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    if (idleHandle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

let startNow: (() => void) | undefined;
let wantedNow = false;

/**
 * For a page that shows nothing until it knows who is signed in (the account page): the auth SDK
 * starts at once instead of after the page's load, whatever the session hint says.
 */
export function needAuthNow(): void {
  wantedNow = true;
  if (startNow) {
    startNow();
    return;
  }
  // Before the app has mounted (a route's loader as the app starts): the SDK begins restoring the
  // session now, while React takes the page over; the provider then finds it under way.
  loadAuthService()
    .then((service) => service.startAuth())
    .catch(() => {
      // The provider tries again, and says so if sign-in is unavailable.
    });
}

/**
 * Holds the signed-in user for the whole app. The auth SDK is loaded after the page has loaded
 * (dynamic import), so pages paint without waiting for it, and only when this browser may hold a
 * session (session-hint.ts): a signed-out reader is reported as such at once, without the SDK,
 * until they sign in here or in another tab, or something on the page starts the SDK (a page
 * that needs the session, the account's flows).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      // Reported signed out without the SDK: unknown again until it has restored the session.
      setLoading(true);
      loadAuthService()
        .then((service) =>
          service.watchUser((next) => {
            setUser(next);
            setLoading(false);
          }),
        )
        .then((stop) => {
          if (cancelled) stop();
          else unsubscribe = stop;
        })
        .catch((error: unknown) => {
          console.error('Sign-in is unavailable:', error);
          if (!cancelled) setLoading(false);
        });
    };
    let cancelStart = () => {};
    let stopListening = () => {};
    const now = () => {
      cancelStart();
      start();
    };
    startNow = now;
    if (wantedNow) start();
    // Its own chunk: the home page's first download has no bytes to spare.
    import('./session-hint')
      .then(async ({ mayHaveSession, onSessionStart }) => {
        if (cancelled) return;
        stopListening = onSessionStart(now);
        const may = await mayHaveSession();
        if (cancelled || started) return;
        if (may) cancelStart = afterPageLoad(start);
        else setLoading(false);
      })
      .catch(() => {
        // Its code did not arrive (offline, a new deploy): the SDK says, as before the hint.
        if (!cancelled) cancelStart = afterPageLoad(start);
      });
    return () => {
      cancelled = true;
      startNow = undefined;
      stopListening();
      cancelStart();
      unsubscribe?.();
    };
  }, []);

  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setLoading(true);
    try {
      return await action();
    } finally {
      setLoading(false);
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      signUp: (input: SignUpInput) =>
        run(async () => {
          startNow?.();
          const service = await loadAuthService();
          // updateProfile does not fire onAuthStateChanged, so publish the new name and photo here.
          setUser(await service.signUp(input));
        }),
      logIn: (email: string, password: string) =>
        run(async () => {
          startNow?.();
          await (await loadAuthService()).logIn(email, password);
        }),
      logInWithGoogle: () =>
        run(async () => {
          startNow?.();
          await (await loadAuthService()).logInWithGoogle();
        }),
      prepareSignIn: () => {
        loadAuthService().catch(() => {
          // The sign-in loads it again, and says so if it cannot.
        });
      },
      refreshClaims: async () => (await loadAuthService()).refreshClaims(),
      // Nothing of the reader's (saved places kept for offline reading) stays on the device.
      logOut: () => run(async () => (await import('./end-session')).endSession()),
    }),
    [user, loading, run],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
