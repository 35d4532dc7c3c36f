import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { NearbyPlace } from '@contract/places';
import { paths } from '@/config/paths';
import { formatDistance } from '@/lib/distance';
import styles from './nearby-places.module.css';

/** The nearby places (components/nearby-places.tsx), each linked, with its distance. */
export default function NearbyList({ items }: { items: NearbyPlace[] }) {
  const headingId = useId();
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
