import { data } from 'react-router-dom';
import { isApiError } from './api-error';

/**
 * Turns an API failure into what a loader throws: `data(message, { status })`,
 * which the route error boundary reads. A network failure (status 0) becomes
 * 503, "we can't reach the server". `messages` replaces the server's wording
 * for a status where the page knows better (e.g. 404 on a detail page), and
 * `statusFor` the status itself (see orRouteErrorForId). Anything that is not an
 * API error is returned as it is.
 */
export function toRouteError(
  error: unknown,
  messages: Partial<Record<number, string>> = {},
  statusFor: Partial<Record<number, number>> = {},
): unknown {
  if (!isApiError(error)) return error;
  const answered = error.status === 0 ? 503 : error.status;
  const status = statusFor[answered] ?? answered;
  return data(messages[status] ?? error.message, { status });
}

/**
 * What every loader does with its API call: the answer, or what the error boundary should show.
 * `messages` as for toRouteError.
 */
export async function orRouteError<T>(
  pending: Promise<T>,
  messages: Partial<Record<number, string>> = {},
  statusFor: Partial<Record<number, number>> = {},
): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    throw toRouteError(error, messages, statusFor);
  }
}

/**
 * orRouteError for the one thing a page's address names by its id (a place, a review): an id the
 * API refuses (400: not one it could ever have given out) names nothing, so the page is that
 * thing's not-found page with its 404, never an error about the id (nor, rendered, a soft 404).
 */
export function orRouteErrorForId<T>(
  pending: Promise<T>,
  messages: Partial<Record<number, string>> = {},
): Promise<T> {
  return orRouteError(pending, messages, { 400: 404 });
}
