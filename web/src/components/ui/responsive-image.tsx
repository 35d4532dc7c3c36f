import type { ImgHTMLAttributes } from 'react';

export interface ImageVariant {
  src: string;
  width: number;
}

interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  /** Variants of one picture, smallest first; the largest is the fallback src. */
  variants: ImageVariant[];
  alt: string;
  /** Intrinsic aspect ratio, so the browser reserves the space before the file arrives. */
  ratio: [number, number];
  /**
   * true: the page's largest picture, loaded at once and first. 'eager': above the fold on some
   * screens, loaded at once at the browser's own priority, so it does not compete with the
   * largest one. false: loaded when it comes near the viewport.
   */
  priority?: boolean | 'eager';
}

export function ResponsiveImage({
  variants,
  alt,
  ratio,
  priority = false,
  sizes,
  ...rest
}: ResponsiveImageProps) {
  const largest = variants[variants.length - 1];
  const width = largest?.width ?? ratio[0] * 100;
  return (
    <img
      src={largest?.src}
      srcSet={variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={Math.round((width * ratio[1]) / ratio[0])}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority === true ? 'high' : undefined}
      {...rest}
    />
  );
}

/**
 * A service picture is stored as its 800 px path (`…-800.webp`); 400 px and 200 px
 * variants sit beside it. Paths of any other shape are used as they are.
 */
export function serviceImageVariants(img: string): ImageVariant[] {
  if (!/-800\.webp$/.test(img)) return [{ src: img, width: 800 }];
  return [
    { src: img.replace(/-800\.webp$/, '-400.webp'), width: 400 },
    { src: img, width: 800 },
  ];
}

/**
 * A service picture as a thumbnail (the detail page's strip, about 120 CSS px wide): its 200 px
 * and 400 px variants, so a phone does not download the 400 px one for a 120 px box.
 */
export function serviceThumbnailVariants(img: string): ImageVariant[] {
  if (!/-800\.webp$/.test(img)) return [{ src: img, width: 800 }];
  return [
    { src: img.replace(/-800\.webp$/, '-200.webp'), width: 200 },
    { src: img.replace(/-800\.webp$/, '-400.webp'), width: 400 },
  ];
}

/** Static home pictures follow `<name>-400.webp` / `<name>-800.webp`. */
export function homeImageVariants(base: string): ImageVariant[] {
  return [
    { src: `${base}-400.webp`, width: 400 },
    { src: `${base}-800.webp`, width: 800 },
  ];
}
