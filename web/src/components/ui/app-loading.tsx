import { LoadingBlock } from '@/components/ui/spinner';
import styles from './app-loading.module.css';

/** Shown while the first page's code and data arrive. */
export function AppLoading() {
  return (
    <div className={styles.fill}>
      <LoadingBlock label="Loading Tourist Guide…" holdsPage />
    </div>
  );
}
