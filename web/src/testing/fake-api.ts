import { vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { ApiClient, FileAnswer, Page, RequestOptions } from '@/lib/api-client';

/*
 * A stand-in for the app's API client, for component and route tests: each
 * test says what the server answers with `onApi`, and can read what was sent
 * from the `fakeApi` mocks. Any call nobody set up fails loudly.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

/**
 * A paged GET answers what its handler returns for `GET path`: a `page(body, nextCursor)` to say
 * there is a next page, anything else as a last page.
 */
async function dispatchPage(request: FakeRequest): Promise<Page<unknown>> {
  const answer = await dispatch('GET', request);
  return isFakePage(answer) ? answer.page : { body: answer, nextCursor: null };
}

const FAKE_PAGE = Symbol('fake page');
interface FakePage {
  [FAKE_PAGE]: true;
  page: Page<unknown>;
}
const isFakePage = (value: unknown): value is FakePage =>
  typeof value === 'object' && value !== null && FAKE_PAGE in value;

/** A handler's answer to a paged GET with a next page: `onApi('GET', path, page(items, 'c2'))`. */
export function page(body: unknown, nextCursor: string | null): () => FakePage {
  return () => ({ [FAKE_PAGE]: true, page: { body: structuredClone(body), nextCursor } });
}

/**
 * A file download (`getFile`) answers what its handler returns for `GET path`, as a JSON file
 * named `filename` by its Content-Disposition header (null: the server named none).
 */
export function jsonFile(body: unknown, filename: string | null): () => FileAnswer {
  return () => ({
    blob: new Blob([JSON.stringify(body)], { type: 'application/json' }),
    disposition: filename === null ? null : `attachment; filename="${filename}"`,
  });
}

export const fakeApi = {
  get: vi.fn(async (path: string, options?: RequestOptions) => {
    const answer = await dispatch('GET', { path, options });
    return isFakePage(answer) ? answer.page.body : answer;
  }),
  getPage: vi.fn((path: string, options?: RequestOptions) => dispatchPage({ path, options })),
  getFile: vi.fn(
    async (path: string, options?: RequestOptions) =>
      (await dispatch('GET', { path, options })) as FileAnswer,
  ),
  post: vi.fn((path: string, body: unknown, options?: RequestOptions) =>
    dispatch('POST', { path, body, options }),
  ),
  put: vi.fn((path: string, body: unknown, options?: RequestOptions) =>
    dispatch('PUT', { path, body, options }),
  ),
  patch: vi.fn((path: string, body: unknown, options?: RequestOptions) =>
    dispatch('PATCH', { path, body, options }),
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
  existingId?: string,
) {
  onApi(method, path, () => {
    throw new ApiError(status, code, message, existingId);
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
