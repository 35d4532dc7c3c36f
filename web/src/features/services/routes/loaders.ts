import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Service } from '@functions/services/schema';
import { orRouteError } from '@/lib/route-error';
import { getService } from '../api/get-service';
import { getServices } from '../api/get-services';

/*
 * These loaders are part of the entry, not of their lazy page modules: the router starts them
 * as soon as the app boots, so the API answer and the page's code arrive in parallel instead of
 * one after the other (the page's largest picture waits on both).
 */

export function allServicesLoader({ request }: LoaderFunctionArgs): Promise<Service[]> {
  return orRouteError(getServices({ signal: request.signal }));
}

export function serviceDetailLoader({ params, request }: LoaderFunctionArgs): Promise<Service> {
  return orRouteError(getService(params.id ?? '', { signal: request.signal }), {
    404: 'This place does not exist, or it has been removed.',
  });
}
