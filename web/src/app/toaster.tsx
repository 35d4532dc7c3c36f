import { useEffect } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { registerServiceWorker } from './service-worker';

/** The toast that offers a new deploy's pages (its worker has already taken over). */
function announceUpdate() {
  toast(
    (shown) => (
      <span>
        A new version of the site is ready.{' '}
        <Button
          size="small"
          onClick={() => {
            toast.dismiss(shown.id);
            window.location.reload();
          }}
        >
          Reload
        </Button>
      </span>
    ),
    { id: 'site-update', duration: Infinity },
  );
}

/**
 * App-wide toasts with the product's durations (docs/product.md); the contact toast sets its own
 * 5000 ms. Loaded after the first paint on every page, it also registers the service worker
 * (app/service-worker.ts): a new version is offered, never forced on a page in use (a review
 * half written).
 */
export default function AppToaster() {
  useEffect(() => registerServiceWorker(announceUpdate), []);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
        custom: { duration: 4000 },
        style: { maxWidth: '28rem', fontWeight: 500 },
      }}
    />
  );
}
