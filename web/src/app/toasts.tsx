import { Toaster } from 'react-hot-toast';
import toast from '@/lib/toast';
import { Button } from '@/components/ui/button';

/** The toast that offers a new deploy's pages (its worker has already taken over). */
export function announceUpdate() {
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

/** App-wide toasts with the product's durations (docs/product.md); the contact toast sets its own 5000 ms. */
export default function Toasts() {
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
