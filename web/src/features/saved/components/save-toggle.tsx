import { lazy, Suspense } from 'react';
import type { Service } from '@contract/places';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { session } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { early, saveLabel } from './save-label';

// The rest comes once a reader is signed in: a visitor's page carries only this part.
const LiveSaveToggle = lazy(() => import('./live-save-toggle'));

/**
 * "Save" on a place's card and page. On the server and until sign-in is known it is an unpressed
 * toggle, so the page hydrates as it was rendered; then, signed out, a link to log in that comes
 * back to the place, and signed in, live-save-toggle.tsx (which also answers a press made before
 * sign-in was known).
 */
export function SaveToggle({ service }: { service: Service }) {
  const pending = (
    <Button
      variant="secondary"
      size="small"
      aria-pressed={false}
      onClick={() => {
        early.id = service._id;
        session.start();
      }}
    >
      {saveLabel(false, service.title)}
    </Button>
  );
  const { loading, user } = useAuth();
  if (loading) return pending;
  if (!user?.email && early.id !== service._id) {
    return (
      <ButtonLink
        to={paths.login}
        state={{ from: paths.serviceDetail.to(service._id) }}
        variant="secondary"
        size="small"
      >
        {saveLabel(false, service.title)}
      </ButtonLink>
    );
  }
  return (
    <Suspense fallback={pending}>
      <LiveSaveToggle service={service} />
    </Suspense>
  );
}
