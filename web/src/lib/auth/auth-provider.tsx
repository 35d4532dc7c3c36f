import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  AuthContext,
  type AuthContextValue,
  type AuthUser,
  type SignUpInput,
} from './auth-context';

const loadAuthService = () => import('./auth-service');

/**
 * Holds the signed-in user for the whole app. The auth SDK is loaded after the
 * first render (dynamic import), so pages paint without waiting for it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
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
    return () => {
      cancelled = true;
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
          const service = await loadAuthService();
          // updateProfile does not fire onAuthStateChanged, so publish the new name and photo here.
          setUser(await service.signUp(input));
        }),
      logIn: (email: string, password: string) =>
        run(async () => (await loadAuthService()).logIn(email, password)),
      logInWithGoogle: () => run(async () => (await loadAuthService()).logInWithGoogle()),
      logOut: () =>
        run(async () => {
          await (await loadAuthService()).logOut();
          localStorage.removeItem('token');
        }),
    }),
    [user, loading, run],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
