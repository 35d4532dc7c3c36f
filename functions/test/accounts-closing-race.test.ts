import type { Response } from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  bearer,
  createAdmin,
  createTestUser,
  newPlace,
  post,
  report,
  resetData,
  reviewBody,
  reviewOf,
  type TestUser,
} from './helpers';
import {
  closeAccount,
  expectNothingLeftOf,
  expectRatingsRecomputable,
  moderationOf,
} from './accounts-support';

/*
 * A review or a report sent from another tab just as DELETE /account begins: its transaction
 * has read the account's record (open) and is still running when the deletion marks the account
 * closing. Firestore makes that mark wait for the transaction, so what it wrote is in the lists
 * the deletion then removes; without the read, it would land after the lists were taken and
 * outlive its account. The write is held at its next read (the place's, the reported review's)
 * until the deletion has answered or has waited a second.
 */

/** Holds the first read of the document `key` in a transaction until `open` settles. */
const gate = vi.hoisted(() => ({
  key: '',
  reached: () => {},
  open: Promise.resolve(),
  async pass(key: string) {
    if (key !== this.key) return;
    this.key = '';
    this.reached();
    await this.open;
  },
}));

vi.mock('../src/services', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/services')>();
  return {
    ...actual,
    readPlaceInTx: async (...args: Parameters<typeof actual.readPlaceInTx>) => {
      await gate.pass(args[1]);
      return actual.readPlaceInTx(...args);
    },
  };
});
vi.mock('../src/reviews/moderation-store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/reviews/moderation-store')>();
  return {
    ...actual,
    readModeratedReview: async (...args: Parameters<typeof actual.readModeratedReview>) => {
      await gate.pass(args[1]);
      return actual.readModeratedReview(...args);
    },
  };
});

let admin: TestUser;
beforeAll(async () => {
  await resetData();
  admin = await createAdmin();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `write` with its transaction held at its read of `key`, then DELETE /account for `user`;
 * lets the write go on once the deletion has answered, or after a second of waiting.
 */
async function writeDuringDeletion(user: TestUser, key: string, write: () => Promise<Response>) {
  let release!: () => void;
  const reached = new Promise<void>((resolve) => {
    gate.reached = resolve;
  });
  gate.open = new Promise<void>((resolve) => {
    release = resolve;
  });
  gate.key = key;
  const writing = write();
  await reached;
  const closing = closeAccount(user).then((res) => res);
  await Promise.race([closing, sleep(1000)]);
  release();
  const [written, closed] = await Promise.all([writing, closing]);
  return { written, closed };
}

describe('DELETE /account while the account is writing', () => {
  it('waits for a review being written, then deletes it with the rest: nothing outlives the account', async () => {
    const [first, late] = [await newPlace(admin), await newPlace(admin)];
    const user = await createTestUser();
    await post(user, first, 4);

    const { written, closed } = await writeDuringDeletion(user, late, async () =>
      api()
        .post('/review')
        .set(bearer(user.idToken))
        .send(reviewBody(late, user.email, { rating: 5 })),
    );

    expect(written.status, written.text).toBe(201);
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toEqual({ acknowledged: true, deletedReviews: 2, deletedReports: 0 });
    await expectNothingLeftOf(user.uid);
    await expectRatingsRecomputable([first, late]);
  });

  it('waits for a report being filed, then withdraws it with the rest', async () => {
    const { id } = await reviewOf(await newPlace(admin));
    const user = await createTestUser();

    const { written, closed } = await writeDuringDeletion(user, id, async () => report(user, id));

    expect(written.status, written.text).toBe(201);
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toEqual({ acknowledged: true, deletedReviews: 0, deletedReports: 1 });
    await expectNothingLeftOf(user.uid);
    expect(await moderationOf('reviews', id)).toMatchObject({ reportCount: 0, reportStatus: null });
  });
});
