import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** An error (announced at once) or an informational note, shown next to what it is about. */
export function Alert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'info';
  children: ReactNode;
}) {
  if (tone === 'info') {
    return (
      <p className={`${styles.alert} ${styles.info}`} role="status">
        {children}
      </p>
    );
  }
  return (
    <p className={styles.alert} role="alert">
      {children}
    </p>
  );
}
