import { useId, type ReactNode } from 'react';
import styles from './account.module.css';

/** One part of the account page: a titled panel (a region named by its heading). */
export function AccountSection({
  title,
  tone,
  children,
}: {
  title: string;
  /** 'danger' for what cannot be undone. */
  tone?: 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      className={tone === 'danger' ? `${styles.section} ${styles.danger}` : styles.section}
      aria-labelledby={id}
    >
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
