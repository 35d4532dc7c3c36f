import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Service } from '@contract/places';
import { getService } from '@/features/services';
import { orRouteErrorForId } from '@/lib/route-error';

/*
 * The add-review page: the reviews feature's form (features/reviews/routes/add-review.tsx) for a
 * place the services feature loads. The app puts the two together here: a place's page shows
 * the caller's own review (services uses reviews), so reviews does not use services back.
 */
export { action, Component, ErrorBoundary } from '@/features/reviews/routes/add-review';

/** The review form loads the place first, then checks who is signed in. */
export function loader({ params, request }: LoaderFunctionArgs): Promise<Service> {
  return orRouteErrorForId(getService(params.id ?? '', { signal: request.signal }), {
    404: 'This place does not exist, so it cannot be reviewed.',
  });
}
