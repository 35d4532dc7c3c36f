import { beforeAll, describe, expect, it } from 'vitest';
import { changeEmail, type SeedService } from '@tourist-guide/testing';
import { api, bearer, createTestUser, resetData, reviewBody } from './helpers';

/** Reviews belong to accounts (the token's uid), not to email addresses. */
let place: SeedService;
beforeAll(async () => {
  [place] = (await resetData()) as [SeedService];
});

describe('owners are accounts', () => {
  it('when a user changes their email, then they keep their reviews, and a new account with the old address gets none', async () => {
    const before = await createTestUser();
    const id = (
      await api()
        .post('/review')
        .set(bearer(before.idToken))
        .send(reviewBody(place._id, before.email, { rating: 5 }))
        .expect(201)
    ).body.insertedId as string;

    const after = await changeEmail(before, `renamed-${before.email}`);
    const mine = await api()
      .get('/reviews')
      .query({ email: after.email })
      .set(bearer(after.idToken))
      .expect(200);
    expect(mine.body.map((r: { _id: string }) => r._id)).toEqual([id]);
    await api().get(`/review/${id}`).set(bearer(after.idToken)).expect(200);
    await api()
      .put(`/review/${id}`)
      .set(bearer(after.idToken))
      .send({ review: 'Still mine', rating: 4 })
      .expect(200);

    // Somebody signs up with the address the owner gave up: a different account.
    const newcomer = await createTestUser({ email: before.email });
    const theirs = await api()
      .get('/reviews')
      .query({ email: newcomer.email })
      .set(bearer(newcomer.idToken))
      .expect(200);
    expect(theirs.body).toEqual([]);
    await api().get(`/review/${id}`).set(bearer(newcomer.idToken)).expect(403);
    await api()
      .put(`/review/${id}`)
      .set(bearer(newcomer.idToken))
      .send({ review: 'Taken over' })
      .expect(403);
    await api().delete(`/review/${id}`).set(bearer(newcomer.idToken)).expect(403);
    // And they may review the place themselves: one review per account, not per address.
    await api()
      .post('/review')
      .set(bearer(newcomer.idToken))
      .send(reviewBody(place._id, newcomer.email, { rating: 2 }))
      .expect(201);

    await api().delete(`/review/${id}`).set(bearer(after.idToken)).expect(200);
  });
});
