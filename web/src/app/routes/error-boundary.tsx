import { lazy, Suspense } from 'react';

// Imported when a page fails: no page that works downloads the error page's code (0.8 kB). The
// service worker keeps it, so a page that fails offline still says why (vite.config.ts).
const RouteErrorPage = lazy(() =>
  import('./route-error').then(({ RouteErrorPage }) => ({ default: RouteErrorPage })),
);

/** The error boundary of the layout and of every page (routes/route-error.tsx). */
export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
