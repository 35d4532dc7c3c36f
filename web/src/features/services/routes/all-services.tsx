import { useLoaderData } from 'react-router-dom';
import type { Service } from '@functions/services/schema';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { cardGrid } from '@/components/ui/card';
import { ServiceCard } from '../components/service-card';
import styles from './services.module.css';

export function Component() {
  const services = useLoaderData() as Service[];
  return (
    <Container className={styles.page}>
      <PageTitle title="AllService" />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Our services</p>
        <h1>All places to explore</h1>
        <p className={styles.intro}>
          Every trip our guides run, with prices per person. Pick one to see the details and
          reviews.
        </p>
      </header>
      {services.length === 0 ? (
        <p className={styles.empty}>No places are listed yet. Please check back soon.</p>
      ) : (
        <ul className={cardGrid(3)}>
          {services.map((service, index) => (
            <ServiceCard
              key={service._id}
              service={service}
              // The first card is the largest paint on every screen; the rest of the first row
              // (three cards on wide screens) is visible on large screens only.
              priority={index === 0 ? true : index < 3 ? 'eager' : false}
            />
          ))}
        </ul>
      )}
    </Container>
  );
}
