import type { ReactNode } from 'react';
import styles from './section.module.css';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.container, className].filter(Boolean).join(' ')}>{children}</div>;
}

interface SectionProps {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'sand' | 'night';
  children: ReactNode;
}

/** A page band with a centred heading; the heading labels the region. */
export function Section({ id, title, eyebrow, intro, tone = 'plain', children }: SectionProps) {
  const toneClass = tone === 'plain' ? '' : styles[tone];
  return (
    <section id={id} className={`${styles.section} ${toneClass}`} aria-labelledby={`${id}-title`}>
      <Container>
        <header className={styles.header}>
          {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
          <h2 id={`${id}-title`}>{title}</h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </Container>
    </section>
  );
}
