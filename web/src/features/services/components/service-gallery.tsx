import { lazy, Suspense, useRef, useState } from 'react';
import type { Service } from '@contract/places';
import {
  ResponsiveImage,
  serviceImageVariants,
  serviceThumbnailVariants,
} from '@/components/ui/responsive-image';
import { Spinner } from '@/components/ui/spinner';
import styles from './service-gallery.module.css';

/**
 * The strip's column width (service-gallery.module.css: columns of at least 6rem in the page's
 * container, 36rem wide from 56rem): two columns on the narrowest phones, three on most.
 */
const THUMBNAIL_SIZES =
  '(min-width: 56rem) 7rem, (max-width: 21.5rem) calc((100vw - 2.5rem) / 2), calc((100vw - 3rem) / 3)';

const PhotoViewer = lazy(() => import('./photo-viewer'));

/**
 * The detail page's pictures: the main one large, the others as a strip of thumbnails;
 * a click on any opens them all full screen (react-photo-view) at that picture.
 */
export function ServiceGallery({ service }: { service: Service }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const photos = service.photos.length > 0 ? service.photos : [service.img];

  function close() {
    const at = openAt ?? 0;
    setOpenAt(null);
    // Back to the picture the viewer showed last (the main one when it was not in the strip).
    (openers.current[at] ?? openers.current[0])?.focus();
  }

  return (
    <>
      <button
        ref={(el) => {
          openers.current[0] = el;
        }}
        type="button"
        className={styles.trigger}
        onClick={() => setOpenAt(0)}
        aria-label={`Open the picture of ${service.title} full screen`}
      >
        <ResponsiveImage
          variants={serviceImageVariants(service.img)}
          sizes="(min-width: 56rem) 36rem, 100vw"
          ratio={[4, 3]}
          alt={service.title}
          priority
        />
        <span className={styles.hint} aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" focusable="false">
            <path
              fill="currentColor"
              d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zM10 7H9v2H7v1h2v2h1v-2h2V9h-2z"
            />
          </svg>
          Click to zoom
        </span>
      </button>
      {photos.length > 1 && (
        <ul className={styles.strip} aria-label={`More pictures of ${service.title}`}>
          {photos.map((src, i) =>
            i === 0 ? null : (
              <li key={src}>
                <button
                  ref={(el) => {
                    openers.current[i] = el;
                  }}
                  type="button"
                  className={styles.thumb}
                  onClick={() => setOpenAt(i)}
                  aria-label={`Open picture ${i + 1} of ${photos.length} of ${service.title} full screen`}
                >
                  <ResponsiveImage
                    variants={serviceThumbnailVariants(src)}
                    sizes={THUMBNAIL_SIZES}
                    ratio={[4, 3]}
                    alt=""
                  />
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      {openAt !== null && (
        <Suspense
          fallback={
            <span className={styles.loading} role="status">
              <Spinner size="large" />
              <span className="visually-hidden">Opening the picture…</span>
            </span>
          }
        >
          <PhotoViewer
            photos={photos}
            index={openAt}
            onIndexChange={setOpenAt}
            alt={service.title}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
