import { expect } from 'vitest';
import type { SeedService } from '@tourist-guide/testing';
import { bearer, createTestUser, emulatorDb, reviewBody, type TestUser } from '../helpers';
import type { ApiResponse, Client, Target } from './targets';

/** The seeded services, set once before the cases run. */
export const world = { services: [] as SeedService[] };

export const service = (i = 0): SeedService => {
  const s = world.services[i];
  if (!s) throw new Error(`no seeded service #${i}`);
  return s;
};

export async function storedReview(id: string) {
  return (await emulatorDb().collection('reviews').doc(id).get()).data();
}

export async function reviewsBy(email: string) {
  return (await emulatorDb().collection('reviews').where('email', '==', email).get()).docs;
}

/** A user (new unless given) with one review (of service #0 unless said), written through the target. */
export async function userWithReview(
  client: Client,
  extra: Record<string, unknown> = {},
  serviceIndex = 0,
  author?: TestUser,
): Promise<{ user: TestUser; reviewId: string }> {
  const user = author ?? (await createTestUser());
  const res = await client.send({
    method: 'POST',
    path: '/review',
    headers: bearer(user.idToken),
    body: reviewBody(service(serviceIndex)._id, user.email, extra),
  });
  expect(res.status, res.text).toBe(201);
  return { user, reviewId: res.body.insertedId as string };
}

const STACK_FRAME = /\bat .*\.(js|ts|mjs|cjs):\d+|node_modules/;

export function expectNoStackTrace(res: ApiResponse): void {
  expect(res.text).not.toMatch(STACK_FRAME);
}

/**
 * Our one error shape: JSON `{ error: { code, message } }`, nothing else, no stack trace; a 409
 * for a review that already exists also names it (`existingId`).
 */
export function expectError(
  res: ApiResponse,
  status: number,
  code: string,
  message?: string | RegExp,
): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(res.body as object)).toEqual(['error']);
  expect(Object.keys(res.body.error as object).sort()).toEqual(
    status === 409 && 'existingId' in res.body.error
      ? ['code', 'existingId', 'message']
      : ['code', 'message'],
  );
  if (status === 409 && 'existingId' in res.body.error) {
    expect(res.body.error.existingId).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  }
  expect(res.body.error.code).toBe(code);
  expect(typeof res.body.error.message).toBe('string');
  if (typeof message === 'string') expect(res.body.error.message).toBe(message);
  else if (message) expect(res.body.error.message).toMatch(message);
  expectNoStackTrace(res);
}

/**
 * What the Functions runtime answers when it cannot read a body, before the app runs: Express's
 * default error page, which in production mode (NODE_ENV=production, as Google's buildpacks run
 * the function) names the status and nothing else.
 */
export function expectRuntimeErrorPage(res: ApiResponse, status: number, title: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.text).toContain(`<pre>${title}</pre>`);
  expectNoStackTrace(res);
}

/**
 * A body the app itself would refuse with `code`/`message`, but which the runtime, reading every
 * body first, refuses on the deployed path: with its own page and `edgeStatus`.
 */
export function expectUnreadableBody(
  t: Target,
  res: ApiResponse,
  app: { status: number; code: string; message: string },
  edge: { status: number; title: string },
): void {
  if (t.runtimeReadsBody) expectRuntimeErrorPage(res, edge.status, edge.title);
  else expectError(res, app.status, app.code, app.message);
}
