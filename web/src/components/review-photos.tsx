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
 * A review's photos as small thumbnails, in its author's order: on the place's page (each opens
 * the viewer: `onOpen`), in My Review and in the moderators' queue (`actions` beside each). Not in
 * ui/, whose chunk every page fetches: only these pages draw it.
 */
export function ReviewPhotos({
  photos,
  author,
  onOpen,
  actions,
}: {
  photos: readonly Photo[];
  author: string;
  onOpen?: (index: number) => void;
  actions?: (photo: Photo, index: number) => ReactNode;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.strip} aria-label={`Photos from ${author}'s review`}>
      {photos.map((photo, i) => {
        const alt = photoAlt(photo, author);
        return (
          <li key={photo.id} className={styles.item}>
            {onOpen ? (
              <button type="button" className={styles.open} onClick={() => onOpen(i)}>
                <span className="visually-hidden">Open full screen: </span>
                <PhotoThumbnail photo={photo} alt={alt} />
              </button>
            ) : (
              <PhotoThumbnail photo={photo} alt={alt} />
            )}
            {actions?.(photo, i)}
          </li>
        );
      })}
    </ul>
  );
}
