import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  type InitialEntry,
} from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import AppToaster from '@/app/toaster';
import type { AuthState, AuthUser } from '@/lib/auth/store';
import { appRoutes } from './app-routes';
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

/** A sign-in state with no SDK behind it: signed out and settled unless told otherwise. */
export function fakeAuth(overrides: Partial<AuthState> = {}): AuthState {
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

export const signedIn = (overrides: Partial<AuthState> = {}) =>
  fakeAuth({ user: testUser, ...overrides });

/**
 * Renders the whole app (real routes, layout, error pages and toaster) in a
 * memory router at `entry`. The API client must be mocked by the test file.
 */
export function renderApp(entry: InitialEntry, { auth = fakeAuth() } = {}) {
  setTestSession(auth);
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  const utils = render(
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>,
  );
  return {
    ...utils,
    router,
    user: userEvent.setup(),
    setAuth: (value: AuthState) => {
      act(() => setTestSession(value));
    },
  };
}

/**
 * A page as the server sent it (`loaderData` for the page's own route), taken over by the app as
 * in the browser (the framework's hydration, with the route's clientLoader run again when it says
 * `hydrate`) while the session is still loading. `settle` then makes the session known, as `auth`.
 */
export async function renderFromServer(path: string, loaderData: unknown) {
  const matches = matchRoutes(appRoutes, path)!;
  // The route modules the page needs, loaded first, as the framework's HTML preloads them.
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') {
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }
  }
  // The id the router gives the page's route: its place in the route tree.
  let level = appRoutes;
  const treePath = matches.map(({ route }) => {
    const index = level.indexOf(route);
    level = route.children ?? [];
    return index;
  });
  const routeId = matches.at(-1)!.route.id ?? treePath.join('-');
  // The page's loaders ask for the session as the app starts: it is still loading.
  const loading = fakeAuth({ loading: true });
  setTestSession(loading);
  // In the browser's own history, as the page is: a cookie kept for its path is then visible.
  const before = location.pathname;
  history.replaceState(null, '', path);
  onTestFinished(() => history.replaceState(null, '', before));
  const router = createBrowserRouter(appRoutes, {
    hydrationData: { loaderData: { [routeId]: loaderData } },
  });
  render(<RouterProvider router={router} />);
  return {
    user: userEvent.setup(),
    settle(auth: AuthState) {
      act(() => setTestSession(auth));
    },
  };
}
