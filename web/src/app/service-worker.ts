/*
 * Registers the site's service worker (src/sw.ts, built to /sw.js) and says when a new deploy's
 * worker has taken over the page. Loaded with the toaster, after the app's first render: nothing
 * of it is on the entry's critical path, and the registration itself waits for the page's load
 * event, so the worker's precache never competes with the page's own pictures and data.
 */

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
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
  afterLoad(() => {
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered:', error);
    });
  });
  return () => container.removeEventListener('controllerchange', onChange);
}
