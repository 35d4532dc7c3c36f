import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { SESSION_HINT_KEY } from '@/lib/auth/session-hint';

/**
 * The auth provider's view of a reader this browser knows to be signed out (session-hint.ts),
 * around `probe`, which shows 'settled' once the provider has reported and 'no user' without one.
 */
export async function renderSignedOutProvider(probe: ReactNode): Promise<void> {
  localStorage.setItem(SESSION_HINT_KEY, 'out');
  render(<AuthProvider>{probe}</AuthProvider>);
  expect(await screen.findByText('settled')).toBeInTheDocument();
  expect(screen.getByText('no user')).toBeInTheDocument();
}
