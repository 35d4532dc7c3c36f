import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = mark.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [serviceId]);

  if (!near) return <div ref={mark} />;
  return (
    <Suspense fallback={null}>
      <TravellersPhotosSection key={serviceId} serviceId={serviceId} reviews={reviews} />
    </Suspense>
  );
}
