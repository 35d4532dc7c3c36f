import { lazy, Suspense, type ReactNode } from 'react';

// Toasts only ever follow a user action, so the toaster loads after the first paint.
const AppToaster = lazy(() => import('./toaster'));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </>
  );
}
