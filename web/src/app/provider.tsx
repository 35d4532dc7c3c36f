import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';

// Toasts only ever follow a user action, so the toaster loads after the first paint.
const AppToaster = lazy(() => import('./toaster'));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </AuthProvider>
  );
}
