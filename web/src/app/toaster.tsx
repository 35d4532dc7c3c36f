import { Toaster } from 'react-hot-toast';

/** App-wide toasts with the product's durations (docs/product.md); the contact toast sets its own 5000 ms. */
export default function AppToaster() {
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
