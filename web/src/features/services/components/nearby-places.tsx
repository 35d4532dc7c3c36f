import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Service } from '@contract/places';
import { whenOnScreen } from '@/lib/on-screen';

const NearbyList = /* @__PURE__ */ lazy(() => import('./nearby-list'));

/**
 * Where a place's nearby places go (components/nearby-list.tsx): their code and their call come
 * when this spot, under the map, comes on screen, so the page's own script stays as it was.
 * Nothing for a place without a location, which has no neighbours.
 */
export function NearbyPlaces({ service }: { service: Service }) {
  const spot = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(false);
  const located = service.location !== null;

  useEffect(() => {
    const element = spot.current;
    if (!element || !located || reached) return;
    const stop = whenOnScreen(element, () => setReached(true));
    // A browser that cannot tell: the list comes at once.
    if (stop === false) setReached(true);
    else return stop;
  }, [located, reached]);

  if (!located) return null;
  return (
    <div ref={spot}>
      {reached && (
        <Suspense fallback={null}>
          <NearbyList service={service} />
        </Suspense>
      )}
    </div>
  );
}
