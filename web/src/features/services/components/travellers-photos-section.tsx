import { useEffect, useId, useRef, useState } from 'react';
import type { PlacePhoto, PublicReviewsPage } from '@contract/reviews';
import { PhotoThumbnail, photoAlt } from '@/components/review-photos';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { getPlacePhotos } from '../api/get-place-photos';
import { LazyPhotosViewer } from './lazy-photos-viewer';
import styles from './travellers-photos.module.css';

/** How many of the newest photos the strip shows. */
export const STRIP_PHOTOS = 12;

interface Loaded {
  items: PlacePhoto[];
  nextCursor: string | null;
  /** Each shown review's author, by review id (the photos name only their review). */
  authors: Map<string, string>;
}

/** The section itself: the place's newest photos, a strip that opens them full screen. */
export default function TravellersPhotosSection({
  serviceId,
  reviews,
}: {
  serviceId: string;
  reviews: Promise<PublicReviewsPage>;
}) {
  const headingId = useId();
  const signedIn = Boolean(useAuth().user);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const authors = reviews.then(
      (page) => new Map(page.items.map((review) => [review._id, review.customer])),
      () => new Map<string, string>(),
    );
    Promise.all([
      getPlacePhotos(serviceId, { limit: STRIP_PHOTOS }, { signal: controller.signal }),
      authors,
    ])
      .then(([page, byReview]) =>
        setLoaded({ items: page.items, nextCursor: page.nextCursor, authors: byReview }),
      )
      // The section adds to the page: without it the page is whole.
      .catch(() => {});
    return () => controller.abort();
  }, [serviceId, reviews]);

  if (!loaded || loaded.items.length === 0) return null;
  const { items, nextCursor, authors } = loaded;
  const authorOf = (photo: PlacePhoto) => authors.get(photo.reviewId) ?? null;
  const count = items.length;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Travellers&apos; photos</h2>
      <p className={styles.count}>
        {nextCursor
          ? `The newest ${count} photos from travellers' reviews`
          : `${count} ${count === 1 ? 'photo' : 'photos'} from travellers' reviews`}
      </p>
      <ul className={styles.strip}>
        {items.map((photo, i) => {
          const author = authorOf(photo);
          return (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.open}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpenAt(i);
                }}
              >
                <span className="visually-hidden">Open full screen: </span>
                <PhotoThumbnail photo={photo} alt={photoAlt(photo, author)} />
              </button>
              <a className={styles.review} href={`#review-${photo.reviewId}`}>
                {author ? `${author}'s review` : 'Its review'}
              </a>
            </li>
          );
        })}
      </ul>
      {nextCursor && (
        <Button
          variant="secondary"
          size="small"
          busy={loadingMore}
          onClick={() => {
            setLoadingMore(true);
            getPlacePhotos(serviceId, { limit: STRIP_PHOTOS, cursor: nextCursor })
              .then(
                (page) =>
                  setLoaded((before) =>
                    before
                      ? {
                          ...before,
                          items: [
                            ...before.items,
                            ...page.items.filter((p) => !before.items.some((o) => o.id === p.id)),
                          ],
                          nextCursor: page.nextCursor,
                        }
                      : before,
                  ),
                () => {},
              )
              .finally(() => setLoadingMore(false));
          }}
        >
          Show more photos
        </Button>
      )}
      {openAt !== null && (
        <LazyPhotosViewer
          photos={items.map((photo) => ({
            photo,
            reviewId: photo.reviewId,
            author: authorOf(photo),
          }))}
          index={openAt}
          onIndexChange={setOpenAt}
          onClose={() => {
            setOpenAt(null);
            opener.current?.focus();
          }}
          signedIn={signedIn}
        />
      )}
    </section>
  );
}
