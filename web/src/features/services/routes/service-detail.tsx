import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { useSiteOrigin } from '@/lib/page-context';
import { formatPrice } from '@/components/ui/price';
import { Container } from '@/components/ui/section';
import { PlaceReviews } from '../components/place-reviews';
import { ReviewCta } from '../components/review-cta';
import { ServiceGallery } from '../components/service-gallery';
import { placeDescription, placeJsonLd } from '../seo/place-jsonld';
import type { ServiceDetailData } from './loaders';
import styles from './service-detail.module.css';

export function Component() {
  const { service, reviews } = useLoaderData() as ServiceDetailData;
  const origin = useSiteOrigin();
  return (
    <Container className={styles.page}>
      <PageTitle title="View Details" />
      <PageMeta
        title={service.title}
        description={placeDescription(service)}
        path={paths.serviceDetail.to(service._id)}
        image={service.img}
        type="place"
        jsonLd={placeJsonLd(service, `${origin}${paths.serviceDetail.to(service._id)}`, origin)}
      />
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to={paths.allServices}>All places</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{service.title}</span>
      </nav>
      <article className={styles.layout}>
        <div>
          <ServiceGallery service={service} />
        </div>
        <div>
          <h1>{service.title}</h1>
          <p className={styles.price}>
            {formatPrice(service.price)} <span className={styles.unit}>per person</span>
          </p>
          <p className={styles.description}>{service.description}</p>
          <ReviewCta serviceId={service._id} />
        </div>
      </article>
      <PlaceReviews service={service} first={reviews} />
    </Container>
  );
}
