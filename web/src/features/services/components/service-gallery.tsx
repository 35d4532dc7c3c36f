import { lazy, Suspense, useRef, useState } from 'react';
import type { Service } from '@functions/services/schema';
import { ResponsiveImage, serviceImageVariants } from '@/components/ui/responsive-image';
import { Spinner } from '@/components/ui/spinner';
import styles from './service-gallery.module.css';

const PhotoViewer = lazy(() => import('./photo-viewer'));

/** The detail page picture; a click opens it full screen with zoom (react-photo-view). */
export function ServiceGallery({ service }: { service: Service }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
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
      {open && (
        <Suspense
          fallback={
            <span className={styles.loading} role="status">
              <Spinner size="large" />
              <span className="visually-hidden">Opening the picture…</span>
            </span>
          }
        >
          <PhotoViewer src={service.img} alt={service.title} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
