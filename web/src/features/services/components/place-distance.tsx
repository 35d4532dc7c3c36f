import { useSyncExternalStore } from 'react';
import { formatDistance } from '@/lib/distance';
import styles from './place-distance.module.css';

const never = () => () => {};

/**
 * "12 km away" on a card, in the reader's own unit (lib/distance.ts). Only in the browser, after
 * the page is taken over: the server does not know the reader's locale, and its text would differ.
 */
export function PlaceDistance({ km }: { km: number }) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return <p className={styles.distance}>{formatDistance(km)} away</p>;
}
