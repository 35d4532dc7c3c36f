import { useEffect, useRef, useState } from 'react';
import styles from './avatar.module.css';

/**
 * Up to two letters: of a name's first and last words ("Ada Lovelace" → "AL"), or of an
 * address's ("tess.traveller@x.org" → "TT"). Words that start with no letter are skipped.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .replace(/@.*$/, '')
    .split(/[\s._-]+/u)
    .filter((word) => /^\p{L}/u.test(word));
  const first = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const letters = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return letters.toLocaleUpperCase() || '?';
}

interface AvatarProps {
  /** The picture's address, if the account gave one. */
  src: string | null | undefined;
  /** The name (or email) the initials come from when there is no picture or it fails to load. */
  name: string | null | undefined;
  /**
   * What the picture says: '' when the name is written beside it (the navbar's Account link, a
   * review's author), so a screen reader does not read the name twice.
   */
  alt: string;
  /** Pixels, square. */
  size?: number;
  /** 'lazy' for pictures in a list below the fold (a place's reviews). */
  loading?: 'eager' | 'lazy';
}

/**
 * An account's photo, round, with its initials instead when there is none or it does not load.
 * The photo is any https address its owner chose, so the request tells that host nothing about
 * the page it is shown on (no referrer).
 */
export function Avatar({ src, name, alt, size = 32, loading = 'eager' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const showPhoto = Boolean(src) && failedSrc !== src;

  // A picture that failed before the app took over a page rendered on the server fired its
  // error event before React listened: it is complete with no width.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  const box = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (showPhoto && src) {
    return (
      <img
        ref={image}
        className={styles.avatar}
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading={loading}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
        style={box}
      />
    );
  }
  return (
    <span
      className={`${styles.avatar} ${styles.initials}`}
      style={box}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {initialsOf(name)}
    </span>
  );
}
