import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Service } from '@contract/places';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { early, saveLabel } from './save-label';
import { useSavedIds } from './saved-store';

// The calls (and what they import) only for a signed-in reader.
const session = () => import('./saved-session');

/**
 * The Save toggle once sign-in is known. Signed in: pressed when the place is in the reader's
 * list, which every toggle shares (saved-store.ts), read once per session. Signed out: a link to
 * log in that comes back to the place.
 */
export default function LiveSaveToggle({ service }: { service: Service }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const uid = user?.email ? user.uid : undefined;
  const saved = useSavedIds(uid)?.has(service._id) ?? false;
  const back = { from: paths.serviceDetail.to(service._id) };

  const press = () =>
    uid
      ? void session().then((s) => s.setSaved(uid, service, !saved))
      : void navigate(paths.login, { state: back });

  useEffect(() => {
    if (uid) void session().then((s) => s.loadSavedIds(uid));
  }, [uid]);
  useEffect(() => {
    if (early.id !== service._id) return;
    early.id = '';
    press();
  });

  if (!uid) {
    return (
      <ButtonLink to={paths.login} state={back} variant="secondary" size="small">
        {saveLabel(false, service.title)}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant={saved ? 'accent' : 'secondary'}
      size="small"
      aria-pressed={saved}
      onClick={press}
    >
      {saveLabel(saved, service.title)}
    </Button>
  );
}
