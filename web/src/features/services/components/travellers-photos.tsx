import { lazy, Suspense, useRef } from 'react';
import { useOnScreen } from '@/lib/on-screen';
import type { PublicReviewsPage } from '@contract/reviews';

// Offline (a saved place), neither its code nor its data can come: the page goes without it.
const TravellersPhotosSection = lazy(() =>
  import('./travellers-photos-section').catch(() => ({ default: () => null })),
);

/**
 * "Travellers' photos" on a place's page: asked of the API in the browser, never by the page
 * function (the page's own work stays as it was), and only as the reader nears it, so its code
 * and data do not weigh on the page's first load (docs/web.md, "Travellers' photos"). Nothing
 * shows for a place without photos.
 */
export function TravellersPhotos({
  serviceId,
  reviews,
}: {
  serviceId: string;
  reviews: Promise<PublicReviewsPage>;
}) {
  const mark = useRef<HTMLDivElement>(null);
  const near = useOnScreen(mark);

  if (!near) return <div ref={mark} />;
  return (
    <Suspense fallback={null}>
      <TravellersPhotosSection key={serviceId} serviceId={serviceId} reviews={reviews} />
    </Suspense>
  );
}
