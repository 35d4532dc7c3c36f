import { beforeAll, describe, expect, it } from 'vitest';
import { functionUrl, siteUrl, type SeedService } from '@tourist-guide/emulators/testing';
import { bearer, createTestUser, resetData, reviewBody } from './helpers';

// These go over real HTTP through the emulators: Hosting's /api rewrite into the
// Functions emulator, and the function's own URL, as a browser or curl would.
let services: SeedService[];
beforeAll(async () => {
  services = await resetData();
});

async function call(url: string, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('the deployed shape, on the emulators', () => {
  it('serves GET /api/service through Hosting and GET /service on the function URL', async () => {
    const viaHosting = await call(`${siteUrl()}/api/service`);
    const viaFunction = await call(`${functionUrl()}/service`);
    expect(viaHosting.status).toBe(200);
    expect(viaHosting.body).toHaveLength(services.length);
    expect(viaFunction).toEqual(viaHosting);
  });

  it('lets only the author read, edit and delete a review created through Hosting', async () => {
    const author = await createTestUser();
    const other = await createTestUser();
    const api = `${siteUrl()}/api`;
    const created = await call(`${api}/review`, {
      method: 'POST',
      headers: bearer(author.idToken),
      body: JSON.stringify(reviewBody(services[0]!._id, author.email)),
    });
    expect(created.status).toBe(201);
    const id = (created.body as { insertedId: string }).insertedId;

    for (const [method, body] of [['GET'], ['PUT', { review: 'mine now' }], ['DELETE']] as const) {
      const res = await call(`${api}/review/${id}`, {
        method,
        headers: bearer(other.idToken),
        body: body && JSON.stringify(body),
      });
      expect(res.status, `${method} by another user`).toBe(403);
    }

    expect((await call(`${api}/review/${id}`, { headers: bearer(author.idToken) })).status).toBe(
      200,
    );
    const edited = await call(`${api}/review/${id}`, {
      method: 'PUT',
      headers: bearer(author.idToken),
      body: JSON.stringify({ review: 'edited by the author' }),
    });
    expect(edited.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const listed = await call(`${api}/reviews?email=${encodeURIComponent(author.email)}`, {
      headers: bearer(author.idToken),
    });
    expect(listed.body).toMatchObject([{ _id: id, message: 'edited by the author' }]);
    const deleted = await call(`${api}/review/${id}`, {
      method: 'DELETE',
      headers: bearer(author.idToken),
    });
    expect(deleted.body).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  it("answers unknown API paths through Hosting with the API's JSON 404, not the SPA page", async () => {
    const res = await call(`${siteUrl()}/api/nope`);
    expect(res).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'No such API route' } },
    });
  });
});
