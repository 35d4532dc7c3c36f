import styles from './spinner.module.css';

export function Spinner({ size = 'normal' }: { size?: 'small' | 'normal' | 'large' }) {
  const sizeClass = size === 'normal' ? '' : styles[size];
  return <span className={`${styles.spinner} ${sizeClass}`} aria-hidden="true" />;
}

/**
 * Marks an element the whole page waits on: while one is on screen the layout hides the footer
 * (root-layout.module.css), so that the page's arrival does not move a footer already in view.
 */
export const HOLDS_PAGE = { 'data-app-loading': '' } as const;

/**
 * A centred spinner with a visible caption, announced politely to screen readers.
 *
 * `holdsPage`: the whole page waits on it (its code, sign-in, its data): see HOLDS_PAGE.
 */
export function LoadingBlock({
  label = 'Loading…',
  holdsPage = false,
}: {
  label?: string;
  holdsPage?: boolean;
}) {
  return (
    <div
      className={styles.block}
      role="status"
      aria-live="polite"
      {...(holdsPage ? HOLDS_PAGE : {})}
    >
      <Spinner size="large" />
      <span>{label}</span>
    </div>
  );
}
