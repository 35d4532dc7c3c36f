import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NearbyPlace, Service } from '@contract/places';
import { paths } from '@/config/paths';
import { formatDistance } from '@/lib/distance';
import { getNearby } from '../api/get-nearby';
import styles from './nearby-places.module.css';

/**
 * The 6 live places nearest to this one (loaded by nearby-spot.tsx when the reader gets there), each with its distance (km, or miles where the reader's
 * locale uses them) and a link to it. Asked of the API by the browser once the page has started:
 * the page and its CDN copy do not wait on it, and the distances are printed in the reader's own
 * locale. Nothing when the place has no location, none is near, or the call fails.
 */
export function NearbyList({ service }: { service: Service }) {
  const headingId = useId();
  const [nearby, setNearby] = useState<{ of: string; items: NearbyPlace[] } | null>(null);
  const { _id: id } = service;
  const located = service.location !== null;

  useEffect(() => {
    if (!located) return;
    const controller = new AbortController();
    getNearby(id, { signal: controller.signal })
      .then(({ items }) => setNearby({ of: id, items }))
      .catch(() => {
        // Nearby places are an extra: the page says nothing of them when they cannot be had.
      });
    return () => controller.abort();
  }, [id, located]);

  const items = located && nearby?.of === id ? nearby.items : [];
  if (items.length === 0) return null;
  return (
    <section className={styles.nearby} aria-labelledby={headingId}>
      <h2 id={headingId}>Nearby places</h2>
      <ul className={styles.list}>
        {items.map((place) => (
          <li key={place._id}>
            <Link to={paths.serviceDetail.to(place._id)}>{place.title}</Link>
            <span className={styles.distance}>{formatDistance(place.distanceKm)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default NearbyList;
