import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router-dom';

// As a transition, React takes the page over in slices of a few milliseconds, yielding to the
// browser between them; a press meanwhile is replayed once its part is hydrated (React 19).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // The browser journeys fail on any console error: a page that differs from its HTML is one,
      // logged with the components it happened in (production React names nothing else).
      onRecoverableError: (error, { componentStack }) =>
        console.error('Hydration:', error, componentStack),
    },
  );
});
