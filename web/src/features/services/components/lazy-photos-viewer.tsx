import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';
import styles from './service-gallery.module.css';

const ReviewPhotosViewer = lazy(() => import('./review-photos-viewer'));

/** The travellers' photos viewer, fetched as a reader opens a photo (react-photo-view with it). */
export function LazyPhotosViewer(props: ComponentProps<typeof ReviewPhotosViewer>) {
  return (
    <Suspense
      fallback={
        <span className={styles.loading} role="status">
          <Spinner size="large" />
          <span className="visually-hidden">Opening the photo…</span>
        </span>
      }
    >
      <ReviewPhotosViewer {...props} />
    </Suspense>
  );
}
