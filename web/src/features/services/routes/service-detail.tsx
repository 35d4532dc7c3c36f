import { lazy, Suspense } from 'react';
import {
  Link,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { siteOrigin } from '@/lib/page-context';
import { formatPrice } from '@/components/ui/price';
import { Container } from '@/components/ui/section';
import { PlaceMap } from '@/features/maps';
import { NearbyPlaces } from '../components/nearby-places';
import { PlaceReviews } from '../components/place-reviews';
import { REPORT_INTENT, type ReportOutcome } from '../components/report-intent';
import { ReviewCta } from '../components/review-cta';
import { ServiceGallery } from '../components/service-gallery';
import { TravellersPhotos } from '../components/travellers-photos';
import { placeDescription, placeJsonLd } from '../seo/place-jsonld';
import { serviceDetailLoader, type ServiceDetailData } from './loaders';

/**
 * The same loader on the server (the `pages` function, which renders the page whole) and in the
 * browser, which calls the API itself on every later visit: a navigation never asks the function.
 */
export const loader = serviceDetailLoader;
// Imported on use: the API's client comes with the first navigation, not with the page.
export const clientLoader = (args: LoaderFunctionArgs) =>
  import('./loaders').then(({ serviceDetailLoader }) => serviceDetailLoader(args));

/**
 * The place's structured data (JSON-LD), in the page's <head> (the framework's <Meta>); its other
 * tags are the page's PageMeta. None for a place that is missing or gone.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const origin = siteOrigin();
  const url = `${origin}${paths.serviceDetail.to(data.service._id)}`;
  return [{ 'script:ld+json': placeJsonLd(data.service, url, origin) }];
};
import styles from './service-detail.module.css';

// With the place only: a retired place's page (its error) downloads none of it.
const SaveToggle = lazy(() =>
  import('@/features/saved').then(({ SaveToggle }) => ({ default: SaveToggle })),
);

/** The page's one write: a reader's report of a review (components/report-review.tsx). */
export async function clientAction({ request }: ActionFunctionArgs): Promise<ReportOutcome> {
  const form = await request.formData();
  if (form.get('intent') !== REPORT_INTENT) throw new Response('Unknown action', { status: 400 });
  const { sendReport } = await import('../components/send-report');
  return sendReport(form);
}

/** A report changes nothing the page shows: the place and its reviews are not loaded again. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === REPORT_INTENT ? false : defaultShouldRevalidate;
}

export function Component() {
  const { service, reviews } = useLoaderData() as ServiceDetailData;
  return (
    <Container className={styles.page}>
      <PageTitle title="View Details" />
      <PageMeta
        title={service.title}
        description={placeDescription(service)}
        path={paths.serviceDetail.to(service._id)}
        image={service.img}
        type="place"
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
          <Suspense fallback={null}>
            <SaveToggle service={service} />
          </Suspense>
          <ReviewCta serviceId={service._id} />
        </div>
      </article>
      <PlaceMap place={service} />
      <NearbyPlaces service={service} />
      <TravellersPhotos serviceId={service._id} reviews={reviews} />
      <PlaceReviews service={service} first={reviews} />
    </Container>
  );
}

export default Component;
