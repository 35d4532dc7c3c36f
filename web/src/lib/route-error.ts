import { data } from 'react-router-dom';
import { isApiError } from './api-error';

/**
 * Turns an API failure into what a loader throws: `data(message, { status })`,
 * which the route error boundary reads. A network failure (status 0) becomes
 * 503, "we can't reach the server". `messages` replaces the server's wording
 * for a status where the page knows better (e.g. 404 on a detail page).
 * Anything that is not an API error is returned as it is.
 */
export function toRouteError(
  error: unknown,
  messages: Partial<Record<number, string>> = {},
): unknown {
  if (!isApiError(error)) return error;
  const status = error.status === 0 ? 503 : error.status;
  return data(messages[status] ?? error.message, { status });
}

/**
 * What every loader does with its API call: the answer, or what the error boundary should show.
 * `messages` as for toRouteError.
 */
export async function orRouteError<T>(
  pending: Promise<T>,
  messages: Partial<Record<number, string>> = {},
): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    throw toRouteError(error, messages);
  }
}
