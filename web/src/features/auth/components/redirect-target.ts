import type { Location } from 'react-router-dom';

/** Where to go after logging in: the page that sent the visitor here (location.state.from), else '/'. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: Partial<Location> | string } | null)?.from;
  if (typeof from === 'string') return from.startsWith('/') ? from : '/';
  if (from && typeof from.pathname === 'string') {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return '/';
}
