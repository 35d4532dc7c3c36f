import type { Photo } from '@contract/reviews';
import { photoAlt } from '@/components/review-photos';
import PhotoViewer from './photo-viewer';
import { sendPhotoReport } from './send-photo-report';
import styles from './review-photos-viewer.module.css';

/** A review's photo as the viewer shows it: whose review, to link to it. */
export interface ViewedPhoto {
  photo: Photo;
  reviewId: string;
  author: string | null;
}

export interface ViewerProps {
  photos: readonly ViewedPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  signedIn: boolean;
}

/**
 * Travellers' photos full screen (react-photo-view, as the place's own pictures): each with its
 * description, a link to its review on the page and, for a signed-in reader, "Report photo".
 * Loaded when a reader opens one.
 */
export default function ReviewPhotosViewer({
  photos,
  index,
  onIndexChange,
  onClose,
  signedIn,
}: ViewerProps) {
  return (
    <PhotoViewer
      photos={photos.map((p) => p.photo.urls.large)}
      index={index}
      onIndexChange={onIndexChange}
      alt="Travellers' photos"
      onClose={onClose}
      overlay={(shown) => {
        const viewed = photos[shown];
        if (!viewed) return null;
        return (
          <div className={styles.caption}>
            <p>{photoAlt(viewed.photo, viewed.author)}</p>
            <a href={`#review-${viewed.reviewId}`} onClick={onClose}>
              {viewed.author ? `Read ${viewed.author}'s review` : 'Read the review'}
            </a>
            {signedIn && (
              <button
                type="button"
                onClick={() => void sendPhotoReport(viewed.reviewId, viewed.photo.id)}
              >
                Report photo
              </button>
            )}
          </div>
        );
      }}
    />
  );
}
