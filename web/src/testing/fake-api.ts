import { vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { ApiClient, RequestOptions } from '@/lib/api-client';

/*
 * A stand-in for the app's API client, for component and route tests: each
 * test says what the server answers with `onApi`, and can read what was sent
 * from the `fakeApi` mocks. Any call nobody set up fails loudly.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface FakeRequest {
  path: string;
  body?: unknown;
  options?: RequestOptions;
}
type Handler = (request: FakeRequest) => unknown;

const handlers = new Map<string, Handler>();

async function dispatch(method: Method, request: FakeRequest): Promise<unknown> {
  const handler = handlers.get(`${method} ${request.path}`);
  if (!handler) throw new Error(`fake API: no answer set up for ${method} ${request.path}`);
  return handler(request);
}

export const fakeApi = {
  get: vi.fn((path: string, options?: RequestOptions) => dispatch('GET', { path, options })),
  post: vi.fn((path: string, body: unknown, options?: RequestOptions) =>
    dispatch('POST', { path, body, options }),
  ),
  put: vi.fn((path: string, body: unknown, options?: RequestOptions) =>
    dispatch('PUT', { path, body, options }),
  ),
  delete: vi.fn((path: string, options?: RequestOptions) => dispatch('DELETE', { path, options })),
};

export const fakeApiClient = fakeApi as unknown as ApiClient;

/** Answer `method path` with a value, or with what `handler` returns (or throws). */
export function onApi(method: Method, path: string, answer: unknown): void {
  handlers.set(
    `${method} ${path}`,
    typeof answer === 'function' ? (answer as Handler) : () => structuredClone(answer),
  );
}

/** Answer `method path` with an API error, as the server would. */
export function failApi(
  method: Method,
  path: string,
  status: number,
  code: string,
  message: string,
) {
  onApi(method, path, () => {
    throw new ApiError(status, code, message);
  });
}

/** A promise the test resolves when it wants, to look at loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function resetFakeApi(): void {
  handlers.clear();
  for (const mock of Object.values(fakeApi)) mock.mockClear();
}
