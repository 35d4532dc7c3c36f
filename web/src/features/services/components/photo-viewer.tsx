import type { ReactNode } from 'react';
import { PhotoSlider } from 'react-photo-view';
import 'react-photo-view/dist/react-photo-view.css';

interface PhotoViewerProps {
  photos: readonly string[];
  /** The picture it opens on. */
  index: number;
  onIndexChange: (index: number) => void;
  alt: string;
  onClose: () => void;
  /** What to show over the picture at `index` (a caption, its actions). */
  overlay?: (index: number) => ReactNode;
}

/**
 * The full-screen, zoomable viewer of a place's pictures: arrows (on screen and on the
 * keyboard) and swipes move between them. Loaded only when a visitor opens a picture.
 */
export default function PhotoViewer({
  photos,
  index,
  onIndexChange,
  alt,
  onClose,
  overlay,
}: PhotoViewerProps) {
  return (
    <PhotoSlider
      images={photos.map((src) => ({ key: src, src }))}
      index={index}
      onIndexChange={onIndexChange}
      visible
      onClose={onClose}
      maskOpacity={0.92}
      bannerVisible
      overlayRender={({ index: shown }) => (
        <>
          <span className="visually-hidden" role="status">
            {`${alt}, picture ${shown + 1} of ${photos.length}`}
          </span>
          {overlay?.(shown)}
        </>
      )}
    />
  );
}
