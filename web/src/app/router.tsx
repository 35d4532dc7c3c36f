import { useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { readRouteData } from './hydration';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/** A page's HTML older than this (a copy from the CDN) has its data fetched again after start. */
const FRESH_MS = 60_000;

/**
 * The app's router. On a page the server rendered, it starts from the page's route data, with
 * the matched pages' code loaded first, so its first render is the server's HTML (hydration);
 * a page served from a cache for longer than FRESH_MS then asks the API for fresh data.
 * Elsewhere (the app shell) it loads as a single-page app.
 */
export async function createAppRouter(
  doc: Document,
): Promise<{ router: Router; hydrate: boolean; stale: boolean }> {
  const rendered = readRouteData(doc);
  if (!rendered) return { router: createBrowserRouter(routes), hydrate: false, stale: false };

  const matches = matchRoutes(routes, doc.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, { hydrationData: rendered.state });
  return { router, hydrate: true, stale: Date.now() - rendered.renderedAt > FRESH_MS };
}

/**
 * `stale`: fetch the page's data again once the server's HTML has been taken over (offline: once
 * the browser is back online). `onCommit`:
 * called once the app's first render is on the page (start.tsx waits for it).
 */
export function AppRouter({
  router,
  stale = false,
  onCommit,
}: {
  router: Router;
  stale?: boolean;
  onCommit?: () => void;
}) {
  useEffect(() => {
    onCommit?.();
    if (!stale) return;
    const revalidate = () => void router.revalidate();
    // Offline, the page is a saved copy (src/sw.ts): its data is fetched again once back online.
    if (navigator.onLine) return revalidate();
    window.addEventListener('online', revalidate, { once: true });
    return () => window.removeEventListener('online', revalidate);
  }, [router, stale, onCommit]);
  return <RouterProvider router={router} />;
}
