import { beforeAll, describe, expect, it } from 'vitest';
import { generatePlaces, writePlaces, type SeedService } from '@tourist-guide/testing';
import { SERVICE_LIST_MAX } from '../src/services/catalog';
import { api, resetData } from './helpers';

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

  it(`past ${SERVICE_LIST_MAX} places, answers the first ${SERVICE_LIST_MAX} in the recommended order`, async () => {
    await writePlaces(generatePlaces(SERVICE_LIST_MAX, seeded, 9));
    try {
      const res = await api().get('/service').expect(200);
      expect(res.body).toHaveLength(SERVICE_LIST_MAX);
      const catalog: { _id: string }[] = [];
      for (let cursor = ''; catalog.length < SERVICE_LIST_MAX;) {
        const page = await api()
          .get(`/catalog?limit=48${cursor ? `&cursor=${cursor}` : ''}`)
          .expect(200);
        catalog.push(...page.body.items);
        cursor = page.body.nextCursor;
      }
      expect(res.body.map((s: { _id: string }) => s._id)).toEqual(
        catalog.slice(0, SERVICE_LIST_MAX).map((s) => s._id),
      );
    } finally {
      seeded = (await resetData()).map((s) => ({ ...s, rating: seeded[0]!.rating }));
    }
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
});
