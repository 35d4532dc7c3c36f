import { Container } from '@/components/ui/section';
import styles from './about-travel.module.css';

export function AboutTravel() {
  return (
    <section className={styles.band} aria-labelledby="about-travel-title">
      <Container className={styles.inner}>
        <h2 id="about-travel-title" className={styles.title}>
          About Travel
        </h2>
        <figure className={styles.figure}>
          <blockquote className={styles.quote}>
            <p>The world is a book, and those who do not travel read only one page.</p>
          </blockquote>
          <figcaption className={styles.caption}>— Saint Augustine</figcaption>
        </figure>
      </Container>
    </section>
  );
}
