import { ApiError, fallbackApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { getIdToken } from './auth/session';

export { ApiError, isApiError } from './api-error';

/** Returns a fresh ID token for the signed-in user, or null when nobody is signed in. */
export type TokenSource = () => Promise<string | null>;

export interface ApiClientOptions {
  /** '/api' in the browser (same origin, Hosting rewrites it); a full URL in Node. */
  baseUrl: string | (() => string);
  getToken: TokenSource;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Send the caller's ID token; fails with 401 before any request when nobody is signed in. */
  auth?: boolean;
  query?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

/** What every feature API call accepts: an injected client (tests) and an abort signal (loaders). */
export interface CallOptions {
  client?: ApiClient;
  signal?: AbortSignal;
}

export function createApiClient({
  baseUrl,
  getToken,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
}: ApiClientOptions): ApiClient {
  const rootOf = () => (typeof baseUrl === 'string' ? baseUrl : baseUrl()).replace(/\/+$/, '');

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    { auth = false, query, signal }: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (auth) {
      const token = await getToken();
      if (!token) throw new ApiError(401, 'unauthenticated', 'Please log in to continue.');
      headers.Authorization = `Bearer ${token}`;
    }
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';

    let response: Response;
    try {
      response = await fetchImpl(`${rootOf()}${path}${search}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
    }

    const payload = await readJson(response);
    if (!response.ok) throw toApiError(response.status, payload);
    return payload as T;
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(status, error.code, error.message);
  }
  return fallbackApiError(status);
}

let appApiBase = '/api';

/** The page renderer (src/entry-server.tsx) points the app's client at the API's full URL. */
export function setApiBaseUrl(url: string): void {
  appApiBase = url;
}

/** The app's API client: same-origin /api, a fresh Firebase ID token on calls that need one. */
export const apiClient = createApiClient({ baseUrl: () => appApiBase, getToken: getIdToken });
