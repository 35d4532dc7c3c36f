import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import {
  emulatorDb,
  seedServices,
  writePlaces,
  type SeedService,
} from '@tourist-guide/stack/seeding';
import { PROJECT_ID } from '@tourist-guide/stack/ports';

export { seedServices, emulatorDb, writePlaces, type SeedService };
export { generatePlaces } from '@tourist-guide/seed';
export { startFirestore, type RunningFirestore } from '@tourist-guide/firestore-emulator';
export { percentile, ratePlaceAtOnce, statusLine, type Burst } from './burst.js';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set. These tests run against the emulator suite: run them with \`npm test\` ` +
        `(or \`npm run suite -- <command>\`).`,
    );
  }
  return value;
}

export const siteUrl = (): string => required('TG_SITE_URL');
export const functionUrl = (): string => required('TG_FUNCTION_URL');

function authBase(): string {
  return `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}`;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  idToken: string;
}

async function identityToolkit<T>(method: string, body: unknown): Promise<T> {
  const res = await fetch(
    `${authBase()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok)
    throw new Error(`Auth emulator ${method} failed: ${json.error?.message ?? res.status}`);
  return json;
}

/**
 * Creates a user in the Auth emulator and signs them in: the ID token is a real
 * Auth emulator token, verified by the API like any other.
 */
export async function createTestUser(
  opts: { email?: string; password?: string; displayName?: string } = {},
): Promise<TestUser> {
  const email = (opts.email ?? `user-${randomUUID().slice(0, 12)}@example.com`).toLowerCase();
  const password = opts.password ?? `pw-${randomUUID()}`;
  const displayName = opts.displayName ?? 'Test Traveller';
  const signUp = await identityToolkit<{ localId: string; idToken: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  await identityToolkit('update', { idToken: signUp.idToken, displayName });
  // Signing in again gives a token that carries the new display name, as the web app's would.
  const idToken = await signIn(email, password);
  return { uid: signUp.localId, email, password, displayName, idToken };
}

/** Signs an existing user in again and returns a fresh ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return res.idToken;
}

/** Changes a user's email (as they would in their account settings) and returns a fresh token. */
export async function changeEmail(user: TestUser, email: string): Promise<TestUser> {
  await identityToolkit('update', { idToken: user.idToken, email, returnSecureToken: true });
  const idToken = await signIn(email, user.password);
  return { ...user, email: email.toLowerCase(), idToken };
}

/** Changes a stored account through the Auth emulator's admin API (what the Admin SDK's updateUser sends). */
async function updateAccount(uid: string, changes: Record<string, unknown>, what: string) {
  const res = await fetch(
    `${authBase()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, ...changes }),
    },
  );
  if (!res.ok) throw new Error(`Auth emulator could not ${what}: ${res.status}`);
}

/** Disables a user in the Auth emulator (as an admin would in the console). */
export async function disableUser(uid: string): Promise<void> {
  await updateAccount(uid, { disableUser: true }, `disable ${uid}`);
}

/**
 * Marks an account's email as verified, as following the link sent to the address does (or an
 * operator who has checked it, with the Admin SDK). Tokens issued afterwards say `email_verified`.
 */
export async function markEmailVerified(uid: string): Promise<void> {
  await updateAccount(uid, { emailVerified: true }, `mark ${uid}'s email verified`);
}

/**
 * Moves an account's last sign-in `secondsAgo` into the past, as for an owner who signed in
 * then: tokens refreshed from now on carry that `auth_time` (the emulator stamps a refreshed
 * token with the account's last sign-in), and the tokens already issued stay valid.
 */
export async function backdateSignIn(uid: string, secondsAgo: number): Promise<void> {
  const at = Math.floor(Date.now() / 1000) - secondsAgo;
  await updateAccount(
    uid,
    { lastLoginAt: String(at * 1000), validSince: String(at - 1) },
    `backdate ${uid}'s sign-in`,
  );
}

/**
 * A signed-in maintainer: a new user with a verified email, given the claim `admin: true`
 * through the Auth emulator's admin API (as `npm run admin -- grant` does, which refuses an
 * unverified address, as the API does), signed in again so the token carries both.
 */
export async function createTestAdmin(): Promise<TestUser> {
  const user = await createTestUser({ displayName: 'Test Maintainer' });
  await updateAccount(
    user.uid,
    { emailVerified: true, customAttributes: JSON.stringify({ admin: true }) },
    `make ${user.email} an admin`,
  );
  return { ...user, idToken: await signIn(user.email, user.password) };
}

/** An account as the Auth emulator stores it (the fields the tests read). */
export interface StoredAccount {
  localId: string;
  email: string;
  displayName?: string;
  photoUrl?: string;
  emailVerified?: boolean;
}

/** The Auth emulator's stored account for an email (its admin API), or undefined when none. */
export async function lookupAccount(email: string): Promise<StoredAccount | undefined> {
  const res = await fetch(
    `${authBase()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  if (!res.ok) throw new Error(`Auth emulator could not look up ${email}: ${res.status}`);
  const body = (await res.json()) as { users?: StoredAccount[] };
  return body.users?.[0];
}

/**
 * A link the Auth emulator would have emailed: it sends no email, it keeps the codes and lists
 * them (https://firebase.google.com/docs/emulator-suite/connect_auth, "REST API reference").
 */
export interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL';
  oobCode: string;
  /** The emulator's own action link; its `continueUrl` is the one the site asked for. */
  oobLink: string;
}

/** The codes of this kind the Auth emulator holds for `email`, oldest first. */
export async function oobCodes(
  email: string,
  requestType: OobCode['requestType'],
): Promise<OobCode[]> {
  const res = await fetch(`${authBase()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!res.ok) throw new Error(`Auth emulator could not list its codes: ${res.status}`);
  const { oobCodes: all = [] } = (await res.json()) as { oobCodes?: OobCode[] };
  return all.filter(
    (code) => code.email === email.toLowerCase() && code.requestType === requestType,
  );
}

/**
 * Has the Auth emulator "email" `user` a link of this kind, as the site asks for one (a new
 * password for the address; a verification for the signed-in account), and gives its code.
 */
export async function sendOobCode(
  user: TestUser,
  requestType: OobCode['requestType'],
): Promise<OobCode> {
  await identityToolkit(
    'sendOobCode',
    requestType === 'VERIFY_EMAIL'
      ? { requestType, idToken: user.idToken }
      : { requestType, email: user.email },
  );
  const code = (await oobCodes(user.email, requestType)).at(-1);
  if (!code) throw new Error(`The Auth emulator holds no ${requestType} code for ${user.email}`);
  return code;
}

/** A loopback port nothing listens on (free to bind, or to point a client at and fail). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Removes every user from the Auth emulator. */
export async function clearAuth(): Promise<void> {
  const res = await fetch(`${authBase()}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`Auth emulator could not be cleared: ${res.status}`);
}

/**
 * Deletes every document of every collection: what the API writes now or later (votes, owners,
 * reports, audit entries, accounts' records), so nothing one test file leaves behind reaches
 * the next (a place's owners would outlive its reseeding: `placeOwners` is keyed by place id).
 * Done through the Admin SDK, so it works the same on our emulator and Google's.
 */
export async function clearFirestore(): Promise<void> {
  const db = emulatorDb();
  for (const collection of await db.listCollections()) {
    const snap = await collection.get();
    for (let i = 0; i < snap.docs.length; i += 400) {
      const batch = db.batch();
      snap.docs.slice(i, i + 400).forEach((d) => batch.delete(d.ref));
      await batch.commit();
    }
  }
}

/** Clears Firestore and seeds the services again: a known starting point for a test. */
export async function resetData(): Promise<SeedService[]> {
  await clearFirestore();
  return seedServices();
}
