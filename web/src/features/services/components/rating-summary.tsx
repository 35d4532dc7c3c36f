import { Stars, formatRating } from '@/components/ui/stars';
import styles from './rating-summary.module.css';

export interface RatingSummaryData {
  average: number | null;
  count: number;
  /** histogram[0] is the number of one-star reviews, histogram[4] of five-star ones. */
  histogram: readonly number[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A place's rating: the average to one decimal, its stars, how many, and how they spread. */
export function RatingSummary({ rating }: { rating: RatingSummaryData }) {
  if (rating.count === 0 || rating.average === null) {
    return (
      <section className={styles.summary} aria-labelledby="rating-heading">
        <h2 id="rating-heading" className={styles.heading}>
          Reviews
        </h2>
        <p className={styles.none}>No reviews yet</p>
      </section>
    );
  }
  return (
    <section className={styles.summary} aria-labelledby="rating-heading">
      <h2 id="rating-heading" className={styles.heading}>
        Reviews
      </h2>
      <div className={styles.overall}>
        <p className={styles.average}>
          {formatRating(rating.average)}
          <span className="visually-hidden"> out of 5</span>
        </p>
        <div>
          <Stars value={rating.average} size="large" />
          <p className={styles.count}>{plural(rating.count, 'rating', 'ratings')}</p>
        </div>
      </div>
      <ul className={styles.histogram} aria-label="How the ratings spread">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = rating.histogram[stars - 1] ?? 0;
          const share = rating.count > 0 ? Math.round((n / rating.count) * 100) : 0;
          return (
            <li key={stars} className={styles.row}>
              <span className={styles.label} aria-hidden="true">
                {stars}★
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${share}%` }} />
              </span>
              <span className={styles.n} aria-hidden="true">
                {n}
              </span>
              <span className="visually-hidden">
                {plural(stars, 'star', 'stars')}: {plural(n, 'rating', 'ratings')} ({share}%)
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
