import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './hero.module.css';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <ResponsiveImage
        className={styles.image}
        variants={[
          { src: '/images/home/hero-800.webp', width: 800 },
          { src: '/images/home/hero-1600.webp', width: 1600 },
        ]}
        sizes="100vw"
        ratio={[16, 9]}
        alt="Snow-capped mountains and a calm lake with a sailing boat at dusk"
        priority
      />
      <div className={styles.content}>
        <p className={styles.eyebrow}>Welcome to Tourist Guide</p>
        <h1 id="hero-title" className={styles.title}>
          Discover the world with a guide you can trust
        </h1>
        <p className={styles.lead}>
          Hand-picked places, honest prices and reviews from real travellers. Plan your next trip
          with people who have walked every road.
        </p>
        <ul className={styles.claims}>
          <li>
            <strong>10 years</strong> of experience
          </li>
          <li>
            <strong>1000+</strong> services
          </li>
        </ul>
        <div className={styles.actions}>
          <ButtonLink to={paths.allServices} variant="accent">
            Explore places
          </ButtonLink>
          <a href="#contact" className={styles.secondaryLink}>
            Talk to a guide
          </a>
        </div>
      </div>
    </section>
  );
}
