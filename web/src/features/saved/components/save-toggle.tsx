import { lazy, Suspense } from 'react';
import type { Service } from '@contract/places';
import { Button } from '@/components/ui/button';
import { session } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { early, saveLabel } from './save-label';

// The rest comes once sign-in is known: the home page carries only this part.
const LiveSaveToggle = lazy(() => import('./live-save-toggle'));

/**
 * "Save" on a place's card and page. On the server and until sign-in is known it is an unpressed
 * toggle, so the page hydrates as it was rendered; then live-save-toggle.tsx takes over.
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
  return useAuth().loading ? (
    pending
  ) : (
    <Suspense fallback={pending}>
      <LiveSaveToggle service={service} />
    </Suspense>
  );
}
