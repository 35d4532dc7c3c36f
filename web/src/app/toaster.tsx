import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastsWanted } from '@/lib/toast-signal';
import { registerServiceWorker } from './service-worker';

// react-hot-toast comes once the page has loaded code that toasts (lib/toast-signal.ts).
const Toasts = lazy(() => import('./toasts'));

/**
 * Loaded after the first paint on every page: it mounts the toasts once the page can show one,
 * and registers the service worker (app/service-worker.ts). A new version is offered, never
 * forced on a page in use (a review half written).
 */
export default function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastsWanted(() => setWanted(true)), []);
  useEffect(
    () =>
      registerServiceWorker(() => {
        void import('./toasts').then(({ announceUpdate }) => announceUpdate());
      }),
    [],
  );
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
