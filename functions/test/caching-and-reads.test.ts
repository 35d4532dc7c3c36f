import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/emulators/testing';
import { createApp } from '../src/app';
import { dbStats, resetDbStats } from '../src/lib/db-stats';
import { bearer, createTestUser, resetData, reviewBody } from './helpers';

let services: SeedService[];
beforeAll(async () => {
  services = await resetData();
});
beforeEach(() => resetDbStats());

describe('service reads are cached per instance', () => {
  it('reads Firestore once for many service calls within the TTL', async () => {
    const app = createApp();
    await request(app).get('/service').expect(200);
    const afterFirst = { ...dbStats };
    expect(afterFirst.roundTrips).toBe(1);
    await request(app).get('/services').expect(200);
    await request(app).get(`/service/${services[0]!._id}`).expect(200);
    expect(dbStats).toEqual(afterFirst);
    // A place that is not on offer costs one read, to tell a retired place (410) from one that
    // never was (404); asked again within the TTL, nothing.
    await request(app).get('/service/no-such-place').expect(404);
    await request(app).get('/service/no-such-place').expect(404);
    await request(app).get('/service/no-such-place/reviews').expect(404);
    expect(dbStats).toEqual({
      roundTrips: afterFirst.roundTrips + 1,
      docsRead: afterFirst.docsRead + 1,
    });
  });

  it('reads again once the TTL has passed (ttl 0 = no cache)', async () => {
    const app = createApp({ servicesTtlMs: 0 });
    await request(app).get('/service').expect(200);
    await request(app).get('/service').expect(200);
    expect(dbStats.roundTrips).toBe(2);
  });
});

describe('review calls do the fewest reads', () => {
  it('lists My Review in one query plus at most one batched service read, whatever the row count', async () => {
    const user = await createTestUser();
    const app = createApp({ servicesTtlMs: 0 });
    for (const s of services.slice(0, 5)) {
      await request(app)
        .post('/review')
        .set(bearer(user.idToken))
        .send(reviewBody(s._id, user.email))
        .expect(201);
    }
    resetDbStats();
    const res = await request(app).get('/reviews').set(bearer(user.idToken)).expect(200);
    expect(res.body).toHaveLength(5);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // One query (5 docs) + one getAll of the 5 distinct services.
    expect(dbStats.roundTrips).toBe(2);
    expect(dbStats.docsRead).toBe(10);
  });

  it('serves the pictures from the cached catalog when it is warm: one round trip', async () => {
    const user = await createTestUser();
    const app = createApp();
    await request(app).get('/service').expect(200);
    await request(app)
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(services[0]!._id, user.email))
      .expect(201);
    resetDbStats();
    await request(app).get('/reviews').set(bearer(user.idToken)).expect(200);
    expect(dbStats.roundTrips).toBe(1);
  });
});
