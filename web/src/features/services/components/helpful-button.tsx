import { formatCount } from '@/lib/format';
import styles from './place-reviews.module.css';

/**
 * "Helpful" under someone else's review: pressed when the reader found it helpful; the count is
 * part of its name ("Helpful (3)"), so a screen reader hears both.
 */
export function HelpfulButton({
  count,
  voted,
  onToggle,
}: {
  count: number;
  voted: boolean;
  onToggle: () => void;
}) {
  return (
    <button type="button" className={styles.helpful} aria-pressed={voted} onClick={onToggle}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <path d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6c-.4.4-.6.9-.6 1.4v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z" />
      </svg>
      Helpful ({formatCount(count)})
    </button>
  );
}

/** Beside the reader's own review, which they cannot vote for: how many found it helpful. */
export function HelpfulCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className={styles.helpfulCount}>
      {formatCount(count)} {count === 1 ? 'traveller' : 'travellers'} found this helpful
    </span>
  );
}
