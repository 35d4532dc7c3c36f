import { data } from 'react-router-dom';
import { isApiError } from './api-error';

/**
 * Turns an API failure into what a loader throws: `data(message, { status })`,
 * which the route error boundary reads. A network failure (status 0) becomes
 * 503, "we can't reach the server". `messages` replaces the server's wording
 * for a status where the page knows better (e.g. 404 on a detail page), and
 * `statusFor` the status itself (a detail page's bad id, 400, is a place that
 * does not exist: 404). Anything that is not an API error is returned as it is.
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
 * `messages` and `statusFor` as for toRouteError.
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
