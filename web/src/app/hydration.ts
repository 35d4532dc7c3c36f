import {
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
} from 'react-router-dom';
import { ROUTE_DATA_ID } from './page-ids';

/*
 * The route data a page was rendered with on the server, carried in the HTML so that the app
 * starts from it (hydration) instead of asking the API again. It travels in a
 * `<script type="application/json" id={ROUTE_DATA_ID}>` (data, not code: the CSP allows no
 * inline scripts).
 */

type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; message: string };

export interface RouteData {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
  /** When the server rendered it (ms since 1970), so the app can tell a cached copy's age. */
  renderedAt: number;
}

/** Route errors as JSON: a thrown `data(message, {status})` keeps its status and message. */
export function serializeErrors(
  errors: Record<string, unknown> | null,
): Record<string, SerializedError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]): [string, SerializedError] => [
      id,
      isRouteErrorResponse(error)
        ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data }
        : { kind: 'error', message: error instanceof Error ? error.message : 'Error' },
    ]),
  );
}

/** The router's hydration state from the page's route data, or null on a page without any. */
export function readRouteData(doc: Document): { state: HydrationState; renderedAt: number } | null {
  const text = doc.getElementById(ROUTE_DATA_ID)?.textContent;
  if (!text) return null;
  const data = JSON.parse(text) as RouteData;
  const errors = data.errors
    ? Object.fromEntries(
        Object.entries(data.errors).map(([id, error]) => [
          id,
          error.kind === 'response'
            ? new ErrorResponse(error.status, error.statusText, error.data)
            : new Error(error.message),
        ]),
      )
    : null;
  return { state: { loaderData: data.loaderData, errors }, renderedAt: data.renderedAt };
}
