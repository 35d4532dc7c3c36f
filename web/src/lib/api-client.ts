import { session } from './auth/session';
import { ApiError, apiErrorFrom, NETWORK_ERROR_MESSAGE } from './api-error';

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

/** One page of a paged list: its body and the cursor of the next page (null on the last). */
export interface Page<T> {
  body: T;
  nextCursor: string | null;
}

/** A file the API sent: its bytes as sent, and its `Content-Disposition` header (its name). */
export interface FileAnswer {
  blob: Blob;
  disposition: string | null;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A GET whose answer is a file to save (the account's data export), not data to show. */
  getFile(path: string, options?: RequestOptions): Promise<FileAnswer>;
  /** A GET whose answer names its next page in a `Link: <…>; rel="next"` header (admin lists). */
  getPage<T>(path: string, options?: RequestOptions): Promise<Page<T>>;
  post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
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

  /** Sends the request; an answer that is not 2xx is thrown as an ApiError. */
  async function send(
    method: string,
    path: string,
    body: unknown,
    { auth = false, query, signal }: RequestOptions = {},
  ): Promise<Response> {
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

    if (!response.ok) throw apiErrorFrom(response.status, await readJson(response));
    return response;
  }

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    options?: RequestOptions,
  ): Promise<Page<T>> {
    const response = await send(method, path, body, options);
    const payload = await readJson(response);
    return { body: payload as T, nextCursor: nextCursorOf(response.headers.get('Link')) };
  }

  const bodyOf = async <T>(page: Promise<Page<T>>): Promise<T> => (await page).body;

  return {
    get: (path, options) => bodyOf(request('GET', path, undefined, options)),
    getFile: async (path, options) => {
      const response = await send('GET', path, undefined, options);
      return {
        blob: await response.blob(),
        disposition: response.headers.get('Content-Disposition'),
      };
    },
    getPage: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => bodyOf(request('POST', path, body, options)),
    put: (path, body, options) => bodyOf(request('PUT', path, body, options)),
    patch: (path, body, options) => bodyOf(request('PATCH', path, body, options)),
    delete: (path, options) => bodyOf(request('DELETE', path, undefined, options)),
  };
}

/** The `cursor` of the `rel="next"` link in a Link header (RFC 8288), if there is one. */
export function nextCursorOf(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!match || !/(^|;)\s*rel="?next"?\s*(;|$)/.test(match[2] ?? '')) continue;
    return new URL(match[1] ?? '', 'http://x').searchParams.get('cursor');
  }
  return null;
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

let appApiBase = '/api';

/** On the server, the API's own URL (the `pages` function sets it: src/app/entry.server.tsx). */
export function setApiBaseUrl(url: string): void {
  appApiBase = url;
}

/** Where the app's API calls go: '/api' in the browser. */
export const apiBaseUrl = (): string => appApiBase;

/** The app's API client: same-origin /api, a fresh Firebase ID token on calls that need one. */
export const apiClient = createApiClient({
  baseUrl: apiBaseUrl,
  getToken: () => session.getIdToken(),
});
