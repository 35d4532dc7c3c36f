import type { ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps {
  /** The card's picture (a PlaceCardImage: sized for its grid). */
  image: ReactNode;
  /** A short label over the picture's corner ("7 days"). */
  badge?: ReactNode;
  title: string;
  /** Lets a button in the footer name the card it belongs to (aria-describedby). */
  titleId?: string;
  /** h2 where the cards are the page's content, h3 inside a titled section. */
  heading?: 'h2' | 'h3';
  /** A line under the title (the place's rating). */
  meta?: ReactNode;
  text?: ReactNode;
  textClassName?: string;
  footer?: ReactNode;
}

/** One item of a card grid (use inside `<ul className={cardGrid(4)}>`). */
export function Card({
  image,
  badge,
  title,
  titleId,
  heading: Heading = 'h3',
  meta,
  text,
  textClassName,
  footer,
}: CardProps) {
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        {image}
        {badge && <span className={styles.badge}>{badge}</span>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title} id={titleId}>
          {title}
        </Heading>
        {meta}
        {text && (
          <p className={textClassName ? `${styles.text} ${textClassName}` : styles.text}>{text}</p>
        )}
        {footer}
      </div>
    </li>
  );
}

/** The list a grid of cards sits in: 3 columns on large screens (all places) or 4 (home). */
export function cardGrid(columns: 3 | 4): string {
  return `${styles.grid} ${columns === 4 ? styles.grid4 : styles.grid3}`;
}

export function CardFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}

/** A price in the card's style; `unit` ("per person") is set smaller after it. */
export function CardPrice({ children, unit }: { children: ReactNode; unit?: string }) {
  return (
    <span className={styles.price}>
      {children}
      {unit && <span className={styles.priceUnit}> {unit}</span>}
    </span>
  );
}
