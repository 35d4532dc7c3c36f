import { beforeAll, describe, expect, it } from 'vitest';
import { api, resetData } from './helpers';
import type { SeedService } from '@tourist-guide/emulators/testing';

/** What the API answers for a seeded place: what was seeded, and no ratings yet. */
let seeded: (SeedService & { rating: object })[];
beforeAll(async () => {
  const unrated = { average: null, count: 0, histogram: [0, 0, 0, 0, 0] };
  seeded = (await resetData()).map((s) => ({ ...s, rating: unrated }));
});

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

describe('GET /service', () => {
  it('returns every seeded service with the spec fields, ordered by title', async () => {
    const res = await api().get('/service').expect(200);
    expect(res.body).toEqual([...seeded].sort(byTitle));
  });

  it('answers the same under /api, as Firebase Hosting forwards it', async () => {
    const direct = await api().get('/service').expect(200);
    const viaHosting = await api().get('/api/service').expect(200);
    expect(viaHosting.body).toEqual(direct.body);
  });
});

describe('GET /services', () => {
  it('returns the first four services for the home preview', async () => {
    const res = await api().get('/services').expect(200);
    expect(res.body).toEqual([...seeded].sort(byTitle).slice(0, 4));
  });
});

describe('GET /service/:id', () => {
  it('returns one service', async () => {
    const one = seeded[0]!;
    const res = await api().get(`/service/${one._id}`).expect(200);
    expect(res.body).toEqual(one);
  });

  it('answers 404 with a JSON error for a service that does not exist', async () => {
    const res = await api().get('/service/no-such-place').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'No such service' } });
  });

  it('answers 400 for an id that cannot be a document id', async () => {
    const res = await api().get('/service/bad%20id!').expect(400);
    expect(res.body.error.code).toBe('invalid_input');
  });
});

describe('the HTTP surface', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const res = await api().get('/api/nope').expect(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('does not say it is Express and sends helmet security headers', async () => {
    const res = await api().get('/service').expect(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
