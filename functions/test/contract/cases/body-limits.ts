import { gzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { bearer, createTestUser, reviewBody } from '../../helpers';
import type { ContractCase } from '../case';
import { expectError, reviewsBy, service, storedReview, userWithReview } from '../support';

const LIMIT = 16 * 1024;
export const TOO_LARGE = 'Request body is too large (limit 16 kB)';

/** A valid review body padded with an unknown field to exactly `bytes` bytes of JSON. */
function reviewOfSize(email: string, bytes: number): string {
  const base = JSON.stringify(reviewBody(service()._id, email, { padding: '' }));
  const json = JSON.stringify(
    reviewBody(service()._id, email, { padding: 'p'.repeat(bytes - base.length) }),
  );
  expect(Buffer.byteLength(json)).toBe(bytes);
  return json;
}

const json = { 'content-type': 'application/json' };

export const bodyLimitCases: ContractCase[] = [
  {
    area: 'body limits',
    name: 'answers 413 for a body over 16 kB',
    async run(t) {
      const user = await createTestUser();
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        headers: bearer(user.idToken),
        body: reviewBody(service()._id, user.email, { padding: 'p'.repeat(17 * 1024) }),
      });
      expectError(res, 413, 'payload_too_large', TOO_LARGE);
      expect(await reviewsBy(user.email)).toHaveLength(0);
    },
  },
  {
    area: 'body limits',
    name: 'answers 413 with the JSON error for a 500 kB review, and stores nothing',
    async run(t) {
      const user = await createTestUser();
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        headers: { ...bearer(user.idToken), ...json },
        body: reviewOfSize(user.email, 500 * 1024),
      });
      expectError(res, 413, 'payload_too_large', TOO_LARGE);
      expect(await reviewsBy(user.email)).toHaveLength(0);
    },
  },
  {
    area: 'body limits',
    name: 'reads a body of exactly 16 kB and refuses one byte more',
    async run(t) {
      const client = t.client();
      const user = await createTestUser();
      const over = await client.send({
        method: 'POST',
        path: '/review',
        headers: { ...bearer(user.idToken), ...json },
        body: reviewOfSize(user.email, LIMIT + 1),
      });
      expectError(over, 413, 'payload_too_large', TOO_LARGE);
      const exact = await client.send({
        method: 'POST',
        path: '/review',
        headers: { ...bearer(user.idToken), ...json },
        body: reviewOfSize(user.email, LIMIT),
      });
      expect(exact.status, exact.text).toBe(201);
    },
  },
  {
    area: 'body limits',
    name: 'refuses an oversized body before any handler work: 413 even for an anonymous caller',
    async run(t) {
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        headers: json,
        body: reviewOfSize('nobody@example.com', 64 * 1024),
      });
      expectError(res, 413, 'payload_too_large', TOO_LARGE);
    },
  },
  {
    area: 'body limits',
    name: 'counts a compressed body by what it inflates to: a 1 kB gzip of 100 kB is 413',
    async run(t) {
      const user = await createTestUser();
      const zipped = gzipSync(reviewOfSize(user.email, 100 * 1024));
      expect(zipped.length).toBeLessThan(LIMIT);
      const res = await t.client().send({
        method: 'POST',
        path: '/review',
        headers: { ...bearer(user.idToken), ...json, 'content-encoding': 'gzip' },
        body: zipped,
      });
      expectError(res, 413, 'payload_too_large', TOO_LARGE);
      expect(await reviewsBy(user.email)).toHaveLength(0);
    },
  },
  {
    area: 'body limits',
    name: 'answers 413 to an edit over 16 kB and keeps the stored text',
    async run(t) {
      const client = t.client();
      const { user, reviewId } = await userWithReview(client, { message: 'keep me' });
      const res = await client.send({
        method: 'PUT',
        path: `/review/${reviewId}`,
        headers: bearer(user.idToken),
        body: { review: 'new words', padding: 'p'.repeat(40 * 1024) },
      });
      expectError(res, 413, 'payload_too_large', TOO_LARGE);
      expect((await storedReview(reviewId))?.message).toBe('keep me');
    },
  },
];
