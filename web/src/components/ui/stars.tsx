import styles from './stars.module.css';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** A row of five stars filled to `value` (0-5, fractions allowed), with its value said in words. */
export function Stars({ value, size = 'small' }: { value: number; size?: 'small' | 'large' }) {
  const clamped = Math.max(0, Math.min(5, value));
  const label = `${formatRating(clamped)} out of 5 stars`;
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={label} title={label}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, clamped - i));
        return (
          <svg
            key={i}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className={styles.star}
          >
            <path d={STAR_PATH} className={styles.empty} />
            {fill > 0 && (
              <path
                d={STAR_PATH}
                className={styles.full}
                style={fill < 1 ? { clipPath: `inset(0 ${(1 - fill) * 100}% 0 0)` } : undefined}
              />
            )}
          </svg>
        );
      })}
    </span>
  );
}

/** An average as people read it: one decimal, "4.0" rather than "4". */
export function formatRating(value: number): string {
  return value.toFixed(1);
}
