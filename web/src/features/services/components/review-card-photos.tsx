import { useRef, useState } from 'react';
import type { PublicReview } from '@contract/reviews';
import { ReviewPhotos } from '@/components/review-photos';
import { LazyPhotosViewer } from './lazy-photos-viewer';

/** A review card's photos: thumbnails that open full screen; a reader may report one. */
export function ReviewCardPhotos({
  review,
  canReport,
}: {
  review: PublicReview;
  canReport: boolean;
}) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  if (review.photos.length === 0) return null;
  return (
    <>
      <ReviewPhotos
        photos={review.photos}
        author={review.customer}
        onOpen={(i) => {
          opener.current = document.activeElement as HTMLElement | null;
          setOpenAt(i);
        }}
      />
      {openAt !== null && (
        <LazyPhotosViewer
          photos={review.photos.map((photo) => ({
            photo,
            reviewId: review._id,
            author: review.customer,
          }))}
          index={openAt}
          onIndexChange={setOpenAt}
          onClose={() => {
            setOpenAt(null);
            opener.current?.focus();
          }}
          signedIn={canReport}
        />
      )}
    </>
  );
}
