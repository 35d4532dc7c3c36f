import { ResponsiveImage, type ImageVariant } from './responsive-image';

interface PlaceCardImageProps {
  /** serviceImageVariants(place.img), or homeImageVariants for the home page's own pictures. */
  variants: ImageVariant[];
  alt: string;
  /** The columns of the grid the card is in: cardGrid(columns). */
  columns: 3 | 4;
  /** See ResponsiveImage: lazy unless told. */
  priority?: boolean | 'eager';
}

/** A card's picture (Card's `image`): 4:3, sized for its grid. */
export function PlaceCardImage({ columns, ...image }: PlaceCardImageProps) {
  return (
    <ResponsiveImage
      {...image}
      // The widths card.module.css draws a card at in cardGrid(columns).
      sizes={`(min-width: 64rem) ${columns === 4 ? 18 : 23}rem, (min-width: 36rem) 50vw, 100vw`}
      ratio={[4, 3]}
    />
  );
}
