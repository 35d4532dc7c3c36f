import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedService } from '@tourist-guide/testing';
import { api, bearer, createTestUser, resetData, reviewBody } from './helpers';

// GET /reviews: the list My Review shows. Another user's email is refused in contract/cases.
let services: SeedService[];

beforeAll(async () => {
  services = await resetData();
});

describe('GET /reviews', () => {
  it("lists the caller's reviews newest first, each with its service's picture", async () => {
    const me = await createTestUser();
    const ids: string[] = [];
    for (const s of services.slice(0, 3)) {
      const res = await api()
        .post('/review')
        .set(bearer(me.idToken))
        .send(reviewBody(s._id, me.email))
        .expect(201);
      ids.push(res.body.insertedId);
    }
    const res = await api()
      .get('/reviews')
      .query({ email: me.email })
      .set(bearer(me.idToken))
      .expect(200);
    expect(res.body.map((r: { _id: string }) => r._id)).toEqual([...ids].reverse());
    expect(res.body.map((r: { img: string }) => r.img)).toEqual(
      services
        .slice(0, 3)
        .map((s) => s.img)
        .reverse(),
    );
  });

  it("uses the token's email when none is given, case-insensitively when one is", async () => {
    const me = await createTestUser();
    await api()
      .post('/review')
      .set(bearer(me.idToken))
      .send(reviewBody(services[0]!._id, me.email))
      .expect(201);
    const plain = await api().get('/reviews').set(bearer(me.idToken)).expect(200);
    expect(plain.body).toHaveLength(1);
    const upper = await api()
      .get('/reviews')
      .query({ email: me.email.toUpperCase() })
      .set(bearer(me.idToken))
      .expect(200);
    expect(upper.body).toEqual(plain.body);
  });

  it('answers an empty array for a user with no reviews', async () => {
    const me = await createTestUser();
    const res = await api()
      .get('/reviews')
      .query({ email: me.email })
      .set(bearer(me.idToken))
      .expect(200);
    expect(res.body).toEqual([]);
  });
});
