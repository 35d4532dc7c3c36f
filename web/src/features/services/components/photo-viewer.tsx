import { PhotoSlider } from 'react-photo-view';
import 'react-photo-view/dist/react-photo-view.css';

interface PhotoViewerProps {
  photos: readonly string[];
  /** The picture it opens on. */
  index: number;
  onIndexChange: (index: number) => void;
  alt: string;
  onClose: () => void;
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
        <span className="visually-hidden" role="status">
          {`${alt}, picture ${shown + 1} of ${photos.length}`}
        </span>
      )}
    />
  );
}
