import styles from './spinner.module.css';

export function Spinner({ size = 'normal' }: { size?: 'small' | 'normal' | 'large' }) {
  const sizeClass = size === 'normal' ? '' : styles[size];
  return <span className={`${styles.spinner} ${sizeClass}`} aria-hidden="true" />;
}

/** A centred spinner with a visible caption, announced politely to screen readers. */
export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.block} role="status" aria-live="polite">
      <Spinner size="large" />
      <span>{label}</span>
    </div>
  );
}
