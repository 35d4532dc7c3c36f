import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  type InitialEntry,
} from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import type { RouteData } from '@/app/hydration';
import { ROUTE_DATA_ID } from '@/app/page-ids';
import { AppRouter, createAppRouter } from '@/app/router';
import { routes } from '@/app/routes';
import AppToaster from '@/app/toaster';
import type { AuthState, AuthUser } from '@/lib/auth/store';
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
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
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
 * A page as the server sent it (its route data: `loaderData` for the page's own route), taken over
 * by the app as in the browser (app/router.tsx) while the session is still loading. `settle`
 * then makes the session known, as `auth`.
 */
export async function renderFromServer(path: string, loaderData: unknown) {
  // The id the router gives the page's route: its place in the route tree (not a router made to
  // ask, which would run the page's loader before the test is ready for it).
  const matches = matchRoutes(routes, path)!;
  let level = routes;
  const treePath = matches.map(({ route }) => {
    const index = level.indexOf(route);
    level = route.children ?? [];
    return index;
  });
  const routeId = matches.at(-1)!.route.id ?? treePath.join('-');
  const data = document.createElement('script');
  data.id = ROUTE_DATA_ID;
  data.type = 'application/json';
  const routeData: RouteData = {
    loaderData: { [routeId]: loaderData },
    errors: null,
    renderedAt: Date.now(),
  };
  data.textContent = JSON.stringify(routeData);
  document.head.append(data);
  const before = location.pathname;
  history.replaceState(null, '', path);
  onTestFinished(() => {
    data.remove();
    history.replaceState(null, '', before);
  });
  // The page's loaders ask for the session as the app starts: it is still loading.
  const loading = fakeAuth({ loading: true });
  setTestSession(loading);
  const { router } = await createAppRouter(document);
  // The browser hydrates once the page has painted and the app's code is in: whatever the router
  // runs as it starts has answered by then.
  await new Promise((resolve) => setTimeout(resolve, 20));
  render(<AppRouter router={router} />);
  return {
    user: userEvent.setup(),
    settle(auth: AuthState) {
      act(() => setTestSession(auth));
    },
  };
}
