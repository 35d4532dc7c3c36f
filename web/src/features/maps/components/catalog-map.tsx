import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Service } from '@contract/places';
import type { MapPlace, PlacesMap } from '../map/leaflet-map';
import { paths } from '@/config/paths';
import { loadMap } from './lazy-map';
import styles from './catalog-map.module.css';

/** A place as the map shows it, or null for one nobody has located. */
export function mapPlace(place: Service): MapPlace | null {
  if (!place.location) return null;
  return {
    id: place._id,
    title: place.title,
    lat: place.location.lat,
    lng: place.location.lng,
    href: paths.serviceDetail.to(place._id),
  };
}

/**
 * The page's places on a map (loaded as it is first shown: components/lazy-map.ts): a marker
 * for each located place, grouped when they crowd, each opening its page. The list stays below
 * it, the same places, for whoever cannot use a map.
 */
export function CatalogMap({ id, places }: { id: string; places: readonly Service[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const drawn = useRef<PlacesMap | null>(null);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const open = useRef(navigate);
  open.current = navigate;
  const located = places.map(mapPlace).filter((place): place is MapPlace => place !== null);
  const latest = useRef(located);
  latest.current = located;
  const unlocated = places.length - located.length;
  const shown = located.map((place) => place.id).join(' ');

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let cancelled = false;
    loadMap()
      .then(({ drawPlacesMap }) => {
        if (cancelled) return;
        drawn.current = drawPlacesMap(element, latest.current, (href) => {
          void open.current(href);
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      drawn.current?.remove();
      drawn.current = null;
    };
  }, []);

  useEffect(() => {
    drawn.current?.show(latest.current);
  }, [shown]);

  return (
    <div id={id}>
      <div
        ref={frame}
        className={styles.catalogMap}
        role="region"
        aria-label="Map of the places listed below"
      />
      {failed && (
        <p className={styles.note} role="status">
          The map could not be loaded. The places are listed below.
        </p>
      )}
      {unlocated > 0 && (
        <p className={styles.note}>
          {unlocated === 1
            ? 'One of these places is not on the map: its location is not known yet.'
            : `${unlocated} of these places are not on the map: their locations are not known yet.`}
        </p>
      )}
    </div>
  );
}
