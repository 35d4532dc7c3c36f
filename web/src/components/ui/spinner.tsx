import styles from './spinner.module.css';

export function Spinner({ size = 'normal' }: { size?: 'small' | 'normal' | 'large' }) {
  const sizeClass = size === 'normal' ? '' : styles[size];
  return <span className={`${styles.spinner} ${sizeClass}`} aria-hidden="true" />;
}

/**
 * A centred spinner with a visible caption, announced politely to screen readers.
 *
 * `holdsPage`: the whole page waits on it (its code, sign-in, its data). The layout hides the
 * footer meanwhile (`data-app-loading`, root-layout.module.css), so that the page's arrival does
 * not move a footer already on screen.
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
      data-app-loading={holdsPage ? '' : undefined}
    >
      <Spinner size="large" />
      <span>{label}</span>
    </div>
  );
}
