/*
 * Registers the site's service worker (src/sw.ts, built to /sw.js) and says when a new deploy's
 * worker has taken over the page. Loaded with the toaster, after the app's first render: nothing
 * of it is on the page's critical path. The registration itself waits until the page has loaded,
 * painted and the browser is idle, so the worker's precache never competes with the page's own
 * pictures, data and first paint (registered at the load event alone, it cost the pages 200-400 ms
 * of Lighthouse's LCP: docs/performance.md).
 */

/** The longest the registration waits for an idle moment after the page has loaded and painted. */
const IDLE_WAIT_MS = 5000;

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** Once the page's first contentful paint is on screen (at once where paint entries are unknown). */
function afterFirstPaint(run: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    run();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
  else setTimeout(run, 0);
}

/**
 * Registers the worker (production builds only: the dev server has none) and calls `onUpdate`
 * each time a new worker takes over a page that already had one. The first worker taking over a
 * first visit is no update. Returns the function that stops listening.
 */
export function registerServiceWorker(onUpdate: () => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container || import.meta.env.DEV) return () => {};
  let controlled = container.controller !== null;
  const onChange = () => {
    if (controlled) onUpdate();
    controlled = true;
  };
  container.addEventListener('controllerchange', onChange);
  afterLoad(() =>
    afterFirstPaint(() =>
      whenIdle(() => {
        container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
          console.warn('The service worker could not be registered:', error);
        });
      }),
    ),
  );
  return () => container.removeEventListener('controllerchange', onChange);
}
