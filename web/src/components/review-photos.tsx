import type { ReactNode } from 'react';
import type { Photo } from '@contract/reviews';
import styles from './review-photos.module.css';

/** A photo's text alternative: its author's description, else whose review it is from. */
export const photoAlt = (photo: Pick<Photo, 'alt'>, author: string | null) =>
  photo.alt || (author ? `Photo from ${author}'s review` : "Photo from a traveller's review");

/** A photo's small file, sized by the photo's own proportions so nothing moves as it loads. */
export function PhotoThumbnail({ photo, alt }: { photo: Photo; alt: string }) {
  return (
    <img
      className={styles.thumb}
      src={photo.urls.small}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A review's photos as small thumbnails, in its author's order: on its card on the place's page,
 * in My Review and in the moderators' queue (`actions` beside each). Not in ui/, whose chunk
 * every page fetches: only these pages draw it.
 */
export function ReviewPhotos({
  photos,
  author,
  actions,
}: {
  photos: readonly Photo[];
  author: string;
  actions?: (photo: Photo, index: number) => ReactNode;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.strip} aria-label={`Photos from ${author}'s review`}>
      {photos.map((photo, i) => (
        <li key={photo.id} className={styles.item}>
          <PhotoThumbnail photo={photo} alt={photoAlt(photo, author)} />
          {actions?.(photo, i)}
        </li>
      ))}
    </ul>
  );
}
