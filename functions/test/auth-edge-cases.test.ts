import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/emulators/testing';
import { disableUser } from '@tourist-guide/emulators/testing';
import { resetDbStats, dbStats } from '../src/lib/db-stats';
import { api, bearer, createTestUser, forgeToken, resetData, reviewBody } from './helpers';

let services: SeedService[];
beforeAll(async () => {
  services = await resetData();
});

describe('authentication edge cases', () => {
  it('refuses a disabled user with 401 and a clear message, without touching Firestore', async () => {
    const user = await createTestUser();
    await disableUser(user.uid);
    resetDbStats();
    const res = await api()
      .post('/review')
      .set(bearer(user.idToken))
      .send(reviewBody(services[0]!._id, user.email))
      .expect(401);
    expect(res.body.error).toEqual({
      code: 'unauthenticated',
      message: 'This account has been disabled',
    });
    expect(dbStats.roundTrips).toBe(0);
  });

  it.each([
    [
      'an expired token',
      { exp: 1000, iat: 900, auth_time: 900 },
      'Your sign-in has expired, please sign in again',
    ],
    [
      'a token for another project',
      { aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' },
      'Your sign-in is not valid, please sign in again',
    ],
    [
      'a token from another issuer',
      { iss: 'https://evil.example.com/demo-tourist-guide' },
      'Your sign-in is not valid, please sign in again',
    ],
  ])('refuses %s with 401, without touching Firestore', async (_label, claims, message) => {
    const user = await createTestUser();
    resetDbStats();
    const res = await api()
      .get('/reviews')
      .set(bearer(forgeToken({ sub: user.uid, user_id: user.uid, email: user.email, ...claims })))
      .expect(401);
    expect(res.body.error).toEqual({ code: 'unauthenticated', message });
    expect(dbStats.roundTrips).toBe(0);
  });

  it('refuses "Bearer" with an empty value with 401', async () => {
    const res = await api().get('/reviews').set('Authorization', 'Bearer').expect(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });
});
