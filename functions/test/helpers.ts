import request from 'supertest';
import { expect } from 'vitest';
import { createTestUser, signIn, type TestUser } from '@tourist-guide/testing';
import { createApp } from '../src/app';
import type { Limits } from '../src/http/rate-limit';
import { adminAuth } from '../src/lib/firebase';

export {
  createTestUser,
  resetData,
  seedServices,
  emulatorDb,
  type TestUser,
} from '@tourist-guide/testing';

/** Limits no test meets: for tests about something else that send many requests from one place. */
export const UNLIMITED: Limits = {
  windowMs: 60_000,
  writesPerUser: 1_000_000,
  costPerUser: 1_000_000_000,
  requestsPerIp: 1_000_000,
  unverifiedPerIp: 1_000_000,
  failedAuthPerIp: 1_000_000,
};

/** The API app under test, driven over HTTP by supertest (no network port needed). */
export const api = () => request(createApp());

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function b64url(value: object | string): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString(
    'base64url',
  );
}

/**
 * An unsigned token shaped like an Auth emulator ID token, with any claims we like:
 * what an attacker can make without a key. `overrides` replace the defaults.
 */
export function forgeToken(overrides: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const project = process.env.GCLOUD_PROJECT ?? 'demo-tourist-guide';
  const claims = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: now - 10,
    user_id: 'forged-user',
    sub: 'forged-user',
    iat: now - 10,
    exp: now + 3600,
    email: 'victim@example.com',
    email_verified: false,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...overrides,
  };
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;
}

/** A valid review body for `serviceId`, as the review form sends it. */
export function reviewBody(serviceId: string, email: string, extra: Record<string, unknown> = {}) {
  return {
    service: serviceId,
    serviceName: 'whatever the page showed',
    price: 1,
    customer: 'Ana Traveller',
    email,
    message: 'Loved every minute of it.',
    ...extra,
  };
}

/** A user whose email is verified (they followed the link sent to it), with a token that says so. */
export async function createVerifiedUser(
  opts: Parameters<typeof createTestUser>[0] = {},
): Promise<TestUser> {
  const user = await createTestUser(opts);
  await adminAuth().updateUser(user.uid, { emailVerified: true });
  return { ...user, idToken: await signIn(user.email, user.password) };
}

/**
 * A user with a verified email and the custom claim `admin: true`, and a token that carries both
 * (as after a grant: `npm run admin -- grant` refuses an unverified address, and so does the API).
 */
export async function createAdmin(
  opts: Parameters<typeof createTestUser>[0] = {},
): Promise<TestUser> {
  const user = await createTestUser({ displayName: 'Ada Admin', ...opts });
  await adminAuth().updateUser(user.uid, { emailVerified: true });
  await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  return { ...user, idToken: await signIn(user.email, user.password) };
}

/**
 * A place of its own, added by `admin`, so that its reviews and rating are the calling test's
 * alone.
 */
export async function newPlace(admin: TestUser): Promise<string> {
  const res = await api()
    .post('/admin/service')
    .set(bearer(admin.idToken))
    .send({
      title: `Test place ${Math.random().toString(36).slice(2)}`,
      description: 'A place whose reviews one test writes, and nothing else.',
      price: 700,
      country: 'Portugal',
      region: 'Europe',
      img: '/images/lisbon-800.webp',
    });
  expect(res.status, res.text).toBe(201);
  return res.body.insertedId as string;
}

/** `author`'s review of `placeId` with `rating` stars; its id. */
export async function post(author: TestUser, placeId: string, rating: number, message = 'Fine.') {
  const res = await api()
    .post('/review')
    .set(bearer(author.idToken))
    .send(reviewBody(placeId, author.email, { rating, message }));
  expect(res.status, res.text).toBe(201);
  return res.body.insertedId as string;
}

/** A review of `placeId` by a new account. */
export async function reviewOf(placeId: string, rating = 4) {
  const author = await createTestUser();
  return { author, id: await post(author, placeId, rating) };
}

export const report = (user: TestUser, id: string, reason = 'spam', note?: string) =>
  api()
    .post(`/review/${id}/report`)
    .set(bearer(user.idToken))
    .send(note ? { reason, note } : { reason });

/** A moderator's decision: hide the review, or keep (restore) it visible. */
export const decide = (admin: TestUser, id: string, hidden: boolean) =>
  api().put(`/admin/review/${id}`).set(bearer(admin.idToken)).send({ hidden });

const authEmulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''}`;

async function authCall<T>(path: string, body: unknown, admin = false): Promise<T> {
  const res = await fetch(`${authEmulator()}/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(admin ? { authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message?: string } };
  if (!res.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? res.status}`);
  return json;
}

/**
 * A real Auth emulator ID token whose sign-in (`auth_time`) was `secondsAgo` seconds ago: what a
 * browser holds when its session began a while back and the SDK has refreshed the token since.
 * The emulator stamps a refreshed token with the account's last sign-in time, which its admin
 * API can set (the account's tokens stay valid from before that time).
 */
export async function signedInAgo(user: TestUser, secondsAgo: number): Promise<string> {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-tourist-guide';
  const { refreshToken } = await authCall<{ refreshToken: string }>(
    'identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
    { email: user.email, password: user.password, returnSecureToken: true },
  );
  const at = Math.floor(Date.now() / 1000) - secondsAgo;
  await authCall(
    `identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`,
    { localId: user.uid, lastLoginAt: String(at * 1000), validSince: String(at - 1) },
    true,
  );
  const refreshed = await authCall<{ id_token: string }>(
    'securetoken.googleapis.com/v1/token?key=demo-api-key',
    { grantType: 'refresh_token', refreshToken },
  );
  return refreshed.id_token;
}
