import { FEW_RATINGS } from '@contract/ranking';
import { Stars, formatRating } from './stars';
import styles from './rating-line.module.css';

/**
 * A place's rating in one line, for cards: stars, the average and how many ratings;
 * "New" without any, "Few reviews" with one or two, rather than a flattering 5.0.
 */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  if (count === 0 || average === null) {
    return <div className={`${styles.line} ${styles.none}`}>New</div>;
  }
  if (count < FEW_RATINGS) {
    return <div className={`${styles.line} ${styles.none}`}>Few reviews ({count})</div>;
  }
  return (
    <div className={styles.line}>
      <Stars value={average} />
      <span aria-hidden="true" className={styles.average}>
        {formatRating(average)}
      </span>
      <span className={styles.count}>
        ({count} {count === 1 ? 'rating' : 'ratings'})
      </span>
    </div>
  );
}
