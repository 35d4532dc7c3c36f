import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { ResponsiveImage, homeImageVariants } from '@/components/ui/responsive-image';
import { Container } from '@/components/ui/section';
import styles from './last-minute-offer.module.css';

export function LastMinuteOffer() {
  return (
    <section className={styles.band} aria-labelledby="last-minute-title">
      <Container className={styles.inner}>
        <div className={styles.media}>
          <ResponsiveImage
            variants={homeImageVariants('/images/home/last-minute')}
            sizes="(min-width: 48rem) 36rem, 100vw"
            ratio={[4, 3]}
            alt="A palm-fringed beach at sunset with overwater bungalows"
          />
        </div>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Leaving soon</p>
          <h2 id="last-minute-title">Last Minute Offer</h2>
          <p>
            Seats released this week on our most-loved tours: up to <strong>30% off</strong> when
            you book a departure in the next 14 days. Flights, hotels and a local guide included.
          </p>
          <ButtonLink to={paths.allServices} variant="light">
            Find a last-minute trip
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
