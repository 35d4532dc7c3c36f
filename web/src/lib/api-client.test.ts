import { ApiError, createApiClient, nextCursorOf, type TokenSource } from './api-client';
import { readBlob } from '@/testing/read-blob';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup({
  token = 'token-123' as string | null,
  answer = jsonResponse(200, { ok: true }),
} = {}) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer);
  const getToken = vi.fn<TokenSource>(async () => token);
  const client = createApiClient({ baseUrl: 'http://api.test/api/', getToken, fetch: fetchMock });
  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url: String(url), init: init as RequestInit & { headers: Record<string, string> } };
  };
  return { client, fetchMock, getToken, sent };
}

describe('createApiClient', () => {
  it('calls the base URL without a token when the call needs no auth', async () => {
    const { client, getToken, sent } = setup();
    await expect(client.get('/service')).resolves.toEqual({ ok: true });
    expect(sent().url).toBe('http://api.test/api/service');
    expect(sent().init.method).toBe('GET');
    expect(sent().init.headers.Authorization).toBeUndefined();
    expect(getToken).not.toHaveBeenCalled();
  });

  it('asks for a fresh token on every authenticated call and sends it as a Bearer token', async () => {
    const { client, getToken, sent } = setup();
    await client.get('/reviews', { auth: true, query: { email: 'a+b@example.com' } });
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(sent().url).toBe('http://api.test/api/reviews?email=a%2Bb%40example.com');
    expect(sent().init.headers.Authorization).toBe('Bearer token-123');
  });

  it('sends JSON bodies', async () => {
    const { client, sent } = setup();
    await client.post('/review', { message: 'hi' }, { auth: true });
    expect(sent().init.method).toBe('POST');
    expect(sent().init.headers['Content-Type']).toBe('application/json');
    expect(sent().init.body).toBe('{"message":"hi"}');
  });

  it('refuses an authenticated call with 401 before any request when nobody is signed in', async () => {
    const { client, fetchMock } = setup({ token: null });
    await expect(client.delete('/review/x', { auth: true })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 'unauthenticated',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("turns the API's error body into an ApiError with its status, code and message", async () => {
    const { client } = setup({
      answer: jsonResponse(403, { error: { code: 'forbidden', message: 'Not your review' } }),
    });
    const error = await client.get('/review/x', { auth: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'Not your review' });
    expect((error as ApiError).existingId).toBeNull();
  });

  it("keeps a 409's id of what already exists", async () => {
    const { client } = setup({
      answer: jsonResponse(409, {
        error: { code: 'conflict', message: 'Already reviewed', existingId: 'r1' },
      }),
    });
    await expect(client.post('/review', {}, { auth: true })).rejects.toMatchObject({
      status: 409,
      existingId: 'r1',
    });
  });

  it('still gives a typed error when an error answer is not JSON', async () => {
    const { client } = setup({ answer: new Response('<h1>Bad gateway</h1>', { status: 503 }) });
    await expect(client.get('/service')).rejects.toMatchObject({
      status: 503,
      code: 'database_unavailable',
    });
  });

  it('reports a network failure as status 0 with a clear message', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.get('/service')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: expect.stringMatching(/can't reach the server/),
    });
  });

  it('lets an aborted request reject as an abort, not as a network error', async () => {
    const { client, fetchMock } = setup();
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('Aborted', 'AbortError'));
    await expect(client.get('/service', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('reads the next page from a Link header and gives null without one', async () => {
    const { client } = setup({
      answer: new Response('[1]', {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          Link: '</api/admin/reports?status=open&cursor=abc%3D_-1>; rel="next"',
        },
      }),
    });
    await expect(client.getPage('/admin/reports')).resolves.toEqual({
      body: [1],
      nextCursor: 'abc=_-1',
    });
    const last = setup({ answer: jsonResponse(200, [2]) });
    await expect(last.client.getPage('/admin/reports')).resolves.toEqual({
      body: [2],
      nextCursor: null,
    });
  });
});

describe('getFile', () => {
  const exported = '{\n  "account": { "uid": "u1" }\n}';
  const fileResponse = (disposition?: string) =>
    new Response(exported, {
      status: 200,
      headers: {
        'Content-Type': 'application/json',
        ...(disposition ? { 'Content-Disposition': disposition } : {}),
      },
    });

  it("returns the file's bytes as sent and its Content-Disposition, with the caller's token", async () => {
    const { client, sent } = setup({
      answer: fileResponse('attachment; filename="tourist-guide-u1.json"'),
    });
    const file = await client.getFile('/account/export', { auth: true });
    expect(sent().url).toBe('http://api.test/api/account/export');
    expect(sent().init.headers.Authorization).toBe('Bearer token-123');
    expect(file.disposition).toBe('attachment; filename="tourist-guide-u1.json"');
    expect(await readBlob(file.blob)).toBe(exported);
    expect(file.blob.type).toMatch(/^application\/json/);
  });

  it('gives no disposition when the server sent none', async () => {
    const { client } = setup({ answer: fileResponse() });
    expect((await client.getFile('/account/export')).disposition).toBeNull();
  });

  it("throws the API's error like every other call", async () => {
    const { client } = setup({
      answer: jsonResponse(401, {
        error: { code: 'unauthenticated', message: 'Please log in to continue.' },
      }),
    });
    await expect(client.getFile('/account/export', { auth: true })).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
  });
});

describe('nextCursorOf', () => {
  it('takes only the rel="next" link among several', () => {
    expect(nextCursorOf('</x?cursor=a>; rel="prev", </x?cursor=b>; rel="next"; title="more"')).toBe(
      'b',
    );
    expect(nextCursorOf('</x?cursor=a>; rel="prev"')).toBeNull();
    expect(nextCursorOf(null)).toBeNull();
  });
});
