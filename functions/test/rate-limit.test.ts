import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/emulators/testing';
import { createApp } from '../src/app';
import { bearer, createTestUser, emulatorDb, resetData, reviewBody } from './helpers';

let services: SeedService[];
beforeAll(async () => {
  services = await resetData();
});

describe('write rate limits', () => {
  it('answers 429 with Retry-After once a user passes their writes per window, and stores nothing more', async () => {
    const app = createApp({ writeLimits: { windowMs: 60_000, perUser: 3, perIp: 100 } });
    const user = await createTestUser();
    for (const s of services.slice(0, 3)) {
      await request(app)
        .post('/review')
        .set(bearer(user.idToken))
        .send(reviewBody(s._id, user.email))
        .expect(201);
    }
    const res = await request(app)
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(services[3]!._id, user.email))
      .expect(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    const stored = await emulatorDb().collection('reviews').where('email', '==', user.email).get();
    expect(stored.size).toBe(3);

    // Another user is not affected by the first one's limit.
    const other = await createTestUser();
    await request(app)
      .post('/review')
      .set(bearer(other.idToken))
      .send(reviewBody(services[0]!._id, other.email))
      .expect(201);
  });

  it('limits writes per client address across accounts', async () => {
    const app = createApp({ writeLimits: { windowMs: 60_000, perUser: 100, perIp: 2 } });
    const users = [await createTestUser(), await createTestUser(), await createTestUser()];
    await request(app)
      .post('/review')
      .set(bearer(users[0]!.idToken))
      .send(reviewBody(services[0]!._id, users[0]!.email))
      .expect(201);
    await request(app)
      .post('/review')
      .set(bearer(users[1]!.idToken))
      .send(reviewBody(services[0]!._id, users[1]!.email))
      .expect(201);
    const res = await request(app)
      .post('/review')
      .set(bearer(users[2]!.idToken))
      .send(reviewBody(services[0]!._id, users[2]!.email))
      .expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('does not limit reads', async () => {
    const app = createApp({ writeLimits: { windowMs: 60_000, perUser: 1, perIp: 1 } });
    for (let i = 0; i < 5; i++) await request(app).get('/service').expect(200);
  });
});
