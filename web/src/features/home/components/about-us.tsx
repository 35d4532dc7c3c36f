import { ResponsiveImage, homeImageVariants } from '@/components/ui/responsive-image';
import { Container } from '@/components/ui/section';
import styles from './about-us.module.css';

const STATS = [
  { value: '1000+', label: 'Services Completed' },
  { value: '10', label: 'Years of Experience' },
  { value: '98%', label: 'Happy Travellers' },
];

export function AboutUs() {
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <Container className={styles.inner}>
        <div className={styles.media}>
          <ResponsiveImage
            variants={homeImageVariants('/images/home/about')}
            sizes="(min-width: 48rem) 36rem, 100vw"
            ratio={[4, 3]}
            alt="A tour bus on a road winding through green hills towards the mountains"
          />
        </div>
        <div>
          <p className={styles.eyebrow}>Who we are</p>
          <h2 id="about-title">About Us</h2>
          <p>
            Tourist Guide started as a handful of local guides sharing their favourite routes. Ten
            years on, we plan trips across five continents, and every place we list is one we have
            visited ourselves.
          </p>
          <ul className={styles.stats}>
            {STATS.map((stat) => (
              <li key={stat.label} className={styles.stat}>
                <strong>{stat.value}</strong> {stat.label}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
