import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter } from '@/app/router';

/**
 * Starts the app in #root. A page rendered on the server (src/entry-server.tsx) is taken over as
 * it is (hydration); the app shell (every other page) is rendered here. Resolves once the app's
 * first render is on the page (for a rendered page: taken over), so that what the entry held
 * (a form sent meanwhile) reaches React's handlers, not the browser's default.
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  const { router, hydrate, stale } = await createAppRouter(document);
  let committed = () => {};
  const onScreen = new Promise<void>((resolve) => (committed = resolve));
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={router} stale={stale} onCommit={committed} />
      </AppProvider>
    </StrictMode>
  );
  if (!hydrate) createRoot(root).render(app);
  // As a transition, React takes the page over in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one long task: the page stays responsive meanwhile.
  else
    startTransition(() => {
      hydrateRoot(root, app, {
        // The browser journeys fail on any console error: a page that differs from its HTML is one.
        // With the components it happened in: production React names nothing else.
        onRecoverableError: (error, { componentStack }) =>
          console.error('Hydration:', error, componentStack),
      });
    });
  return onScreen;
}
