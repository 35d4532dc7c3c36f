import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter } from '@/app/router';
import './styles/tokens.css';
import './styles/base.css';

/** Resolves after the browser has painted a frame: the server's HTML shows before the app starts. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const { router, hydrate, stale } = await createAppRouter(document);
  if (hydrate) await afterFirstPaint();
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={router} stale={stale} />
      </AppProvider>
    </StrictMode>
  );
  // A page rendered on the server (src/entry-server.tsx) is taken over as it is; the app
  // shell (every other page) is rendered here.
  if (hydrate) {
    hydrateRoot(root, app, {
      // The browser journeys fail on any console error: a page that differs from its HTML is one.
      onRecoverableError: (error) => console.error('Hydration:', error),
    });
  } else createRoot(root).render(app);
}

void start();
