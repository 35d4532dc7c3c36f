import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

export function AuthCard({
  title,
  intro,
  holdsRoom = false,
  children,
}: {
  title: string;
  intro: string;
  /**
   * The email action page's cards: each takes the room of the tallest (the new-password form), so
   * the footer, in view from the first paint, stays put when the answer replaces the check.
   */
  holdsRoom?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={holdsRoom ? `${styles.page} ${styles.holdsRoom}` : styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </div>
  );
}
