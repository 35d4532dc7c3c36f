import { useEffect, useId, useRef, useState } from 'react';
import type { Service } from '@contract/places';
import { useOnScreen } from '@/lib/on-screen';
import { loadMap } from './lazy-map';
import styles from './place-map.module.css';

/**
 * A link that opens the place in the reader's own map app. OpenStreetMap's page rather than a
 * `geo:` URI, which desktop browsers do not open and Android's apps read in different ways, or a
 * vendor's link: it works in every browser, and map apps that know OpenStreetMap open it.
 */
export function openInMapsUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=14/${lat}/${lng}`;
}

/** "35.0116° N, 135.7681° E": the place's coordinates as text, beside the map. */
export function coordinates({ lat, lng }: { lat: number; lng: number }): string {
  return `${Math.abs(lat)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lng)}° ${lng < 0 ? 'W' : 'E'}`;
}

/**
 * Where a place is: its map (loaded when it comes on screen: components/lazy-map.ts), its
 * coordinates and a link to the reader's map app. Nothing for a place without a location.
 */
export function PlaceMap({ place }: { place: Service }) {
  const headingId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const located = place.location !== null;
  /** On screen: the map's chunk is wanted. */
  const wanted = useOnScreen(frame, located);

  const { _id: id, title } = place;
  const lat = place.location?.lat;
  const lng = place.location?.lng;
  useEffect(() => {
    const element = frame.current;
    if (!element || !wanted || lat === undefined || lng === undefined) return;
    let remove: (() => void) | undefined;
    let cancelled = false;
    setFailed(false);
    // The unit's rule comes with the map, not with the page (and not in the map's chunk, which
    // the nearby list would then pull in).
    Promise.all([loadMap(), import('@/lib/distance')])
      .then(([{ drawPlaceMap }, { readerLocale, usesMiles }]) => {
        if (cancelled) return;
        const miles = usesMiles(readerLocale());
        remove = drawPlaceMap(element, { id, title, lat, lng, href: '' }, { miles });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [wanted, id, title, lat, lng]);

  if (!place.location) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Where it is</h2>
      <div
        ref={frame}
        className={styles.placeMap}
        role="region"
        aria-label={`Map of ${place.title}`}
      />
      {failed && (
        <p className={styles.note} role="status">
          The map could not be loaded.
        </p>
      )}
      <p className={styles.links}>
        <span>{coordinates(place.location)}</span>
        <a href={openInMapsUrl(place.location)} rel="noopener">
          Open in your map app
        </a>
      </p>
    </section>
  );
}
