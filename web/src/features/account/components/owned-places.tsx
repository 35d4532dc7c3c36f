import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { getOwnedPlaces } from '../api/get-owned-places';
import { AccountSection } from './account-section';

/**
 * For an account that owns places: the way to /owner, where their reviews are answered. Asked
 * here rather than on every page (a navbar link would cost every signed-in page a call, and the
 * home page's budget its code): owners are few, and this page is theirs. The call is the
 * account feature's own (not the owner feature's) so neither page shares a chunk for it.
 */
export function OwnedPlaces() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getOwnedPlaces({ signal: controller.signal }).then(
      ({ items }) => setCount(items.length),
      () => {}, // Only a shortcut: /owner says what failed.
    );
    return () => controller.abort();
  }, []);
  if (count === 0) return null;
  return (
    <AccountSection title="Places you own">
      <p>
        You own {formatCount(count)} {count === 1 ? 'place' : 'places'} on the guide. Answer their
        reviews in public, as the place.
      </p>
      <ButtonLink to={paths.owner}>Answer reviews</ButtonLink>
    </AccountSection>
  );
}
