/**
 * Reviews for the benches: written straight to Firestore as the API stores them (many, fast), or
 * posted through the API by autocannon (each request a new review), and the check that a place's
 * stored rating equals a recomputation from its reviews.
 */
import type { Request } from 'autocannon';
import { Timestamp } from 'firebase-admin/firestore';
import { createTestUser, emulatorDb, type TestUser } from '@tourist-guide/testing';

/** Review `i` of `service` written as the API stores it, dated a minute apart; `extra` adds fields. */
export async function layReviews(
  service: string,
  n: number,
  extra: (i: number) => Record<string, unknown> = () => ({}),
): Promise<void> {
  const db = emulatorDb();
  for (let start = 0; start < n; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(n, start + 500); i++) {
      const rating = 1 + (i % 5);
      const at = Timestamp.fromMillis(reviewTime(i));
      batch.set(db.collection('reviews').doc(layReviewId(service, i)), {
        uid: `bench-uid-${i}`,
        email: `bench-${i}@example.com`,
        service,
        serviceName: service,
        price: 1,
        customer: `Reviewer ${i}`,
        message: `Review ${i} of ${service}`,
        rating,
        ratingHigh: rating,
        ratingLow: rating,
        hidden: false,
        helpful: 0,
        response: null,
        createdAt: at,
        updatedAt: at,
        ...extra(i),
      });
    }
    await batch.commit();
  }
}

/** When layReviews dates review `i`. */
export const reviewTime = (i: number) => Date.UTC(2025, 0, 1) + i * 60_000;
export const layReviewId = (service: string, i: number) =>
  `bench-${service}-${String(i).padStart(5, '0')}`;

/** `n` accounts with Auth emulator tokens, made ten at a time. */
export async function makeUsers(n: number, name: string): Promise<TestUser[]> {
  const users: TestUser[] = [];
  while (users.length < n) {
    const batch = Math.min(10, n - users.length);
    users.push(
      ...(await Promise.all(
        Array.from({ length: batch }, (_, i) =>
          createTestUser({ displayName: `${name} ${users.length + i}` }),
        ),
      )),
    );
  }
  return users;
}

/**
 * autocannon's requests for POST {base}/review, each with the next (user, place) pair, so every
 * request creates a review; with stars when `rated`.
 */
export function postReviews(
  base: string,
  pairs: readonly { user: TestUser; service: string }[],
  rated = false,
): Request[] {
  let i = 0;
  return [
    {
      method: 'POST',
      // A request's path replaces the URL's, so it carries the base path (/api, the function's).
      path: `${new URL(base).pathname.replace(/\/$/, '')}/review`,
      setupRequest: (req) => {
        const pair = pairs[i++ % pairs.length]!;
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${pair.user.idToken}`,
          },
          body: JSON.stringify({
            service: pair.service,
            customer: 'Bench',
            message: 'Bench review text.',
            ...(rated ? { rating: 1 + (i % 5) } : {}),
          }),
        };
      },
    },
  ];
}

/** Whether `service`'s stored rating equals the mean of its visible rated reviews. */
export async function ratingIsExact(service: string): Promise<boolean> {
  const db = emulatorDb();
  const stored = (await db.collection('services').doc(service).get()).get('rating') as {
    count: number;
    average: number | null;
  };
  const stars = (await db.collection('reviews').where('service', '==', service).get()).docs
    .filter((d) => !d.get('hidden') && typeof d.get('rating') === 'number')
    .map((d) => d.get('rating') as number);
  const mean = stars.reduce((a, b) => a + b, 0) / stars.length;
  return stored.count === stars.length && Math.abs((stored.average ?? 0) - mean) < 1e-9;
}
