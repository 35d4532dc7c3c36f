import { Suspense } from 'react';
import { Await, Link, useAsyncError, useRevalidator } from 'react-router-dom';
import type { Service } from '@contract/places';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { formatPrice } from '@/components/ui/price';
import { PlaceCardImage } from '@/components/ui/place-card-image';
import { serviceImageVariants } from '@/components/ui/responsive-image';
import { Section } from '@/components/ui/section';
import { NETWORK_ERROR_MESSAGE, isApiError } from '@/lib/api-error';
import { Card, CardFooter, CardPrice, cardGrid } from '@/components/ui/card';
import { RatingLine } from '@/components/ui/rating-line';
import { SaveToggle } from '@/features/saved';
import card from '@/components/ui/card.module.css';
import styles from './service-preview.module.css';

const GRID = cardGrid(4);

/** The home page's four places. The data streams in, so the hero never waits for the API. */
/** `services` is null until the browser has asked for them (the prerendered page). */
export function ServicePreview({ services }: { services: Promise<Service[]> | null }) {
  return (
    <Section
      id="services"
      eyebrow="Our services"
      title="Popular places to visit"
      intro="A taste of the trips our guides know best."
    >
      {services ? (
        <Suspense fallback={<PreviewSkeleton />}>
          <Await resolve={services} errorElement={<PreviewError />}>
            {(list: Service[]) => <PreviewGrid services={list} />}
          </Await>
        </Suspense>
      ) : (
        <PreviewSkeleton />
      )}
      <div className={styles.more}>
        <ButtonLink to={paths.allServices} variant="secondary">
          See All
        </ButtonLink>
      </div>
    </Section>
  );
}

function PreviewGrid({ services }: { services: Service[] }) {
  if (services.length === 0) {
    return <p className={styles.empty}>No places are listed yet. Please check back soon.</p>;
  }
  return (
    <ul className={GRID}>
      {services.map((service) => (
        <Card
          key={service._id}
          title={service.title}
          titleId={`preview-${service._id}`}
          meta={<RatingLine average={service.rating.average} count={service.rating.count} />}
          text={service.description}
          textClassName={styles.clamp}
          image={
            <PlaceCardImage
              variants={serviceImageVariants(service.img)}
              alt={service.title}
              columns={4}
            />
          }
          footer={
            <CardFooter>
              <CardPrice>{formatPrice(service.price)}</CardPrice>
              <SaveToggle service={service} />
              <Link
                to={paths.serviceDetail.to(service._id)}
                className={styles.details}
                aria-describedby={`preview-${service._id}`}
              >
                Details
                <span aria-hidden="true">→</span>
              </Link>
            </CardFooter>
          }
        />
      ))}
    </ul>
  );
}

function PreviewSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading places…</span>
      <ul className={GRID} aria-hidden="true">
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className={`${card.card} ${styles.skeleton}`}>
            <div className={card.media} />
            <div className={card.body}>
              <span className={styles.bar} />
              <span className={`${styles.bar} ${styles.short}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PreviewError() {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  const offline = !isApiError(error) || error.status === 0 || error.status >= 500;
  return (
    <div className={styles.error}>
      <Alert>
        {offline
          ? NETWORK_ERROR_MESSAGE
          : isApiError(error)
            ? error.message
            : 'Places failed to load.'}
      </Alert>
      <Button
        variant="secondary"
        onClick={() => void revalidator.revalidate()}
        busy={revalidator.state === 'loading'}
      >
        Try again
      </Button>
    </div>
  );
}
