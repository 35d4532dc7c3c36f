import { expect } from 'vitest';
import { disableUser } from '@tourist-guide/testing';
import { bearer, createTestUser, emulatorDb, forgeToken, reviewBody } from '../../helpers';
import type { ContractCase } from '../case';
import { expectError, reviewsBy, service } from '../support';

const forgedClaims: [string, Record<string, unknown>, string][] = [
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
];

export const tokenCases: ContractCase[] = [
  {
    area: 'tokens',
    name: 'refuses a disabled user with 401 and a clear message, without touching Firestore',
    async run(t) {
      const client = t.client();
      const user = await createTestUser();
      await disableUser(user.uid);
      t.dbStats?.reset();
      const res = await client.send({
        method: 'POST',
        path: '/review',
        headers: bearer(user.idToken),
        body: reviewBody(service()._id, user.email),
      });
      expectError(res, 401, 'unauthenticated', 'This account has been disabled');
      expect(res.body.error).toEqual({
        code: 'unauthenticated',
        message: 'This account has been disabled',
      });
      if (t.dbStats) expect(t.dbStats.roundTrips()).toBe(0);
      expect(await reviewsBy(user.email)).toHaveLength(0);
    },
  },
  ...forgedClaims.map(([label, claims, message]): ContractCase => ({
    area: 'tokens',
    name: `refuses ${label} with 401, without touching Firestore`,
    async run(t) {
      const client = t.client();
      const user = await createTestUser();
      t.dbStats?.reset();
      const res = await client.send({
        method: 'GET',
        path: '/reviews',
        headers: bearer(
          forgeToken({ sub: user.uid, user_id: user.uid, email: user.email, ...claims }),
        ),
      });
      expectError(res, 401, 'unauthenticated', message);
      expect(res.body.error).toEqual({ code: 'unauthenticated', message });
      if (t.dbStats) expect(t.dbStats.roundTrips()).toBe(0);
    },
  })),
  {
    area: 'tokens',
    name: 'refuses "Bearer" with an empty value with 401',
    async run(t) {
      const res = await t
        .client()
        .send({ method: 'GET', path: '/reviews', headers: { Authorization: 'Bearer' } });
      expectError(res, 401, 'unauthenticated');
    },
  },
  {
    area: 'tokens',
    name: 'refuses an anonymous caller with 401 and stores nothing',
    async run(t) {
      const before = (await emulatorDb().collection('reviews').get()).size;
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        body: reviewBody(service()._id, 'unregistered'),
      });
      expectError(res, 401, 'unauthenticated');
      expect((await emulatorDb().collection('reviews').get()).size).toBe(before);
    },
  },
];
