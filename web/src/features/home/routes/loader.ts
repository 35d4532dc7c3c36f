import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Service } from '@contract/places';
import { getServicePreview } from '../api/get-service-preview';

export interface HomeData {
  services: Promise<Service[]>;
}

/**
 * The preview is returned as a promise, not awaited: the page (and its hero,
 * the largest paint) shows at once and the four cards come in. A failure
 * is shown inside the preview section, so the rest of the page still works.
 */
export function homeLoader({ request }: LoaderFunctionArgs): HomeData {
  return { services: getServicePreview({ signal: request.signal }) };
}
