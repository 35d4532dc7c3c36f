import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { NearbyPlace, Service } from '@contract/places';
import { useOnScreen } from '@/lib/on-screen';

const NearbyList = /* @__PURE__ */ lazy(() => import('./nearby-list'));

/**
 * The 6 live places nearest to this one, each with its distance and a link to it
 * (components/nearby-list.tsx). Asked of the API when this spot, under the map, comes on screen:
 * the page and its CDN copy do not wait on it, its list's code comes only when there is a list,
 * and the distances are printed in the reader's own unit. Nothing for a place without a location,
 * when none is near, or when the call fails.
 */
export function NearbyPlaces({ service }: { service: Service }) {
  const spot = useRef<HTMLDivElement>(null);
  const [nearby, setNearby] = useState<{ of: string; items: NearbyPlace[] } | null>(null);
  const { _id: id } = service;
  const located = service.location !== null;

  const reached = useOnScreen(spot, located);

  useEffect(() => {
    if (!reached || !located) return;
    const controller = new AbortController();
    // Imported on use: the API's client is not part of the page's first script.
    import('../api/get-nearby')
      .then(({ getNearby }) => getNearby(id, { signal: controller.signal }))
      .then(({ items }) => setNearby({ of: id, items }))
      .catch(() => {
        // Nearby places are an extra: the page says nothing of them when they cannot be had.
      });
    return () => controller.abort();
  }, [reached, located, id]);

  if (!located) return null;
  const items = nearby?.of === id ? nearby.items : [];
  return (
    <div ref={spot}>
      {items.length > 0 && (
        <Suspense fallback={null}>
          <NearbyList items={items} />
        </Suspense>
      )}
    </div>
  );
}
