import { PhotoSlider } from 'react-photo-view';
import 'react-photo-view/dist/react-photo-view.css';

interface PhotoViewerProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/** The full-screen, zoomable viewer. Loaded only when a visitor opens a picture. */
export default function PhotoViewer({ src, alt, onClose }: PhotoViewerProps) {
  return (
    <PhotoSlider
      images={[{ key: src, src }]}
      visible
      onClose={onClose}
      maskOpacity={0.92}
      bannerVisible
      overlayRender={() => <span className="visually-hidden">{alt}</span>}
    />
  );
}
