import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { ViewerProps } from './review-photos-viewer';
import styles from './service-gallery.module.css';

// A failed download (the network gone since the strip loaded) opens nothing, never the error page.
const ReviewPhotosViewer = lazy((): Promise<{ default: ComponentType<ViewerProps> }> =>
  import('./review-photos-viewer').catch(() => ({ default: () => null })),
);

/** The travellers' photos viewer, fetched as a reader opens a photo (react-photo-view with it). */
export function LazyPhotosViewer(props: ViewerProps) {
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
