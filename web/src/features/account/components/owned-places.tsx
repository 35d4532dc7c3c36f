import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getOwnedServices } from '@/features/owner';
import { formatCount } from '@/lib/format';
import { AccountSection } from './account-section';

/**
 * For an account that owns places: the way to /owner, where their reviews are answered. Asked
 * here rather than on every page (a navbar link would cost every signed-in page a call and its
 * code): owners are few, and this page is theirs.
 */
export function OwnedPlaces() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getOwnedServices({ signal: controller.signal }).then(
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
