import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { vi } from 'vitest';
import { routes } from '@/app/routes';
import AppToaster from '@/app/toaster';
import { AuthContext, type AuthContextValue, type AuthUser } from '@/lib/auth/auth-context';
import { setTestSession } from './session-double';

export const testUser: AuthUser = {
  uid: 'uid-tess',
  email: 'tess@example.com',
  displayName: 'Tess Traveller',
  photoURL: null,
  emailVerified: true,
  providers: ['password'],
  admin: false,
};

/** An auth context with no SDK behind it: signed out and settled unless told otherwise. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    signUp: vi.fn(async () => {}),
    logIn: vi.fn(async () => {}),
    logInWithGoogle: vi.fn(async () => {}),
    logOut: vi.fn(async () => {}),
    prepareSignIn: vi.fn(),
    refreshClaims: vi.fn(async () => {}),
    ...overrides,
  };
}

export const signedIn = (overrides: Partial<AuthContextValue> = {}) =>
  fakeAuth({ user: testUser, ...overrides });

/**
 * Renders the whole app (real routes, layout, error pages and toaster) in a
 * memory router at `entry`. The API client must be mocked by the test file.
 */
export function renderApp(entry: InitialEntry, { auth = fakeAuth() } = {}) {
  setTestSession(auth);
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const tree = (value: AuthContextValue) => (
    <AuthContext.Provider value={value}>
      <RouterProvider router={router} />
      <AppToaster />
    </AuthContext.Provider>
  );
  const utils = render(tree(auth));
  return {
    ...utils,
    router,
    user: userEvent.setup(),
    setAuth: (value: AuthContextValue) => {
      setTestSession(value);
      utils.rerender(tree(value));
    },
  };
}
