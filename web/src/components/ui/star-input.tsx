import { useId } from 'react';
import styles from './star-input.module.css';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const WORDS = ['Terrible', 'Poor', 'Average', 'Very good', 'Excellent'];

interface StarInputProps {
  /** The form field's name: the chosen number 1-5 is submitted under it. */
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | null;
  required?: boolean;
}

/**
 * Choosing 1 to 5 stars: a radio group underneath, so it works with the keyboard
 * (Tab to the group, arrows to move) and screen readers say "3 stars, Average,
 * radio, 3 of 5"; the stars up to the chosen or hovered one light up.
 */
export function StarInput({ name, legend, value, onChange, error, required }: StarInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {required && <span className="visually-hidden"> (required)</span>}
      </legend>
      <div className={styles.stars} data-value={value ?? 0}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.option} data-lit={value !== null && n <= value}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              required={required}
              className={styles.radio}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.star}>
              <path d={STAR_PATH} />
            </svg>
            <span className="visually-hidden">
              {n === 1 ? '1 star' : `${n} stars`}, {WORDS[n - 1]}
            </span>
          </label>
        ))}
        <span className={styles.word} aria-hidden="true">
          {value ? WORDS[value - 1] : ''}
        </span>
      </div>
      {error && (
        <span className={styles.error} id={errorId} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
