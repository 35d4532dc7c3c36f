import { useState } from 'react';
import type { Photo, Review } from '@contract/reviews';
import { ReviewPhotos } from '@/components/review-photos';
import { Button } from '@/components/ui/button';
import toast from '@/lib/toast';
import { removeReviewPhoto } from '../api/admin-api';

export const REMOVE_PHOTO_CONFIRMATION = 'Remove this photo for good? Its files are deleted.';

/**
 * A reported review's photos in the moderation queue, each with "Remove photo": a report may be
 * about one photo (its note says which) rather than the review.
 */
export function ReportedPhotos({ review }: { review: Review }) {
  const [photos, setPhotos] = useState<readonly Photo[]>(review.photos);
  const [busy, setBusy] = useState<string | null>(null);

  async function remove(photo: Photo) {
    if (!window.confirm(REMOVE_PHOTO_CONFIRMATION)) return;
    setBusy(photo.id);
    try {
      await removeReviewPhoto(review._id, photo.id);
      setPhotos((all) => all.filter((p) => p.id !== photo.id));
      toast.success('Photo removed');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The photo was not removed.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <ReviewPhotos
      photos={photos}
      author={review.customer}
      actions={(photo, i) => (
        <>
          <small>Photo {photo.id}</small>
          <Button
            size="small"
            variant="danger"
            busy={busy === photo.id}
            onClick={() => void remove(photo)}
          >
            Remove photo
            <span className="visually-hidden"> {i + 1}</span>
          </Button>
        </>
      )}
    />
  );
}
