import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PublicReviewsPage } from '@contract/reviews';
import type { CatalogPage, Service } from '@contract/places';
import { orRouteError, orRouteErrorForId } from '@/lib/route-error';
import { getCatalog } from '../api/get-catalog';
import { getPlaceReviews } from '../api/get-place-reviews';
import { getService } from '../api/get-service';
import { paramsFrom, type CatalogParams } from '../components/catalog-params';

/*
 * The catalogue's and a place's loaders: the same API calls on the server (the route's `loader`,
 * in the `pages` function) and in the browser (its `clientLoader`, on every later visit).
 */

export interface CatalogData {
  params: CatalogParams;
  page: CatalogPage;
}

/** The first page of the places the URL's search asks for. */
export async function allServicesLoader({ request }: LoaderFunctionArgs): Promise<CatalogData> {
  const params = paramsFrom(new URL(request.url).searchParams);
  const page = await orRouteError(getCatalog(params, undefined, { signal: request.signal }));
  return { params, page };
}

export interface ServiceDetailData {
  service: Service;
  /** Not awaited: the place shows at once, its reviews when they come. */
  reviews: Promise<PublicReviewsPage>;
}

export async function serviceDetailLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<ServiceDetailData> {
  const id = params.id ?? '';
  const reviews = getPlaceReviews(id, {}, { signal: request.signal });
  // <Await> shows a failure; this only keeps it from also counting as unhandled.
  reviews.catch(() => {});
  const service = await orRouteErrorForId(getService(id, { signal: request.signal }), {
    404: 'This place does not exist, or it has been removed.',
    410: 'We no longer offer trips to this place. Its reviews are kept, but it has left the guide.',
  });
  return { service, reviews };
}
