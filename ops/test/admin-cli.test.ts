import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import {
  createTestUser,
  markEmailVerified,
  signIn,
  siteUrl,
  type TestUser,
} from '@tourist-guide/testing';
import { PROJECT_ID } from '@tourist-guide/stack/ports';
import { runCli } from './cli.js';

/** `npm run admin -- …` as a person types it, against this suite's emulators. */
const admin = (...args: string[]) => runCli('admin-cli.ts', ...args);

const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

/** A user whose address is verified, as `grant <email>` requires. */
async function verifiedUser(): Promise<TestUser> {
  const user = await createTestUser();
  await markEmailVerified(user.uid);
  return user;
}

/** GET /api/admin/reports through the site with `token`: what an admin's first read is. */
async function readReports(token: string) {
  const res = await fetch(`${siteUrl()}/api/admin/reports`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
}

describe('npm run admin', () => {
  it('grants the claim to a verified address, keeping other claims; granting again changes nothing', async () => {
    const user = await verifiedUser();
    await auth().setCustomUserClaims(user.uid, { team: 'guides' });
    const granted = await admin('grant', user.email);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`${user.email} is now an admin in the local emulators`);
    expect((await auth().getUser(user.uid)).customClaims).toEqual({ team: 'guides', admin: true });
    const again = await admin('grant', user.email);
    expect(again.stdout).toContain('was already an admin');
  }, 60_000);

  it('revokes the claim and the sign-in, keeping other claims', async () => {
    const user = await createTestUser();
    await auth().setCustomUserClaims(user.uid, { admin: true, team: 'guides' });
    const before = (await auth().getUser(user.uid)).tokensValidAfterTime;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const revoked = await admin('revoke', user.email);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain(`${user.email} is no longer an admin`);
    const after = await auth().getUser(user.uid);
    expect(after.customClaims).toEqual({ team: 'guides' });
    expect(Date.parse(after.tokensValidAfterTime!)).toBeGreaterThan(Date.parse(before!));
    await expect(auth().verifyIdToken(user.idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    expect((await admin('revoke', user.email)).stdout).toContain('was not an admin');
  }, 60_000);

  it('through the site: a token signed in after grant may moderate; after revoke the same token is refused at once', async () => {
    const user = await verifiedUser();
    expect((await admin('grant', user.email)).code).toBe(0);
    const token = await signIn(user.email, user.password);
    // Moderating a review that does not exist: past the token and admin checks, a 404.
    const moderate = () =>
      fetch(`${siteUrl()}/api/admin/review/no-such-review`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ hidden: true }),
      });
    expect((await moderate()).status).toBe(404);
    // Revocation is to the second: the token must be older than it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const revoked = await admin('revoke', user.email);
    expect(revoked.stdout).toContain('Their sign-in was revoked');
    const refused = await moderate();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Your sign-in was revoked, please sign in again',
    );
  }, 60_000);

  it('refuses an address that is not verified, saying how to verify it or grant by id, and changes nothing', async () => {
    // Anyone can sign up as maintainer@… first: an unproven address must not become an admin.
    const squatter = await createTestUser();
    const refused = await admin('grant', squatter.email);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(`${squatter.email} is not verified in the local emulators`);
    expect(refused.stderr).toContain('The account must verify its address');
    expect(refused.stderr).toContain(`updateUser('${squatter.uid}', { emailVerified: true })`);
    expect(refused.stderr).toContain(`npm run admin -- grant --uid ${squatter.uid}`);
    expect((await auth().getUser(squatter.uid)).customClaims ?? {}).toEqual({});
    // Once the address is verified, the same command grants.
    await markEmailVerified(squatter.uid);
    expect((await admin('grant', squatter.email)).code).toBe(0);
    expect((await auth().getUser(squatter.uid)).customClaims).toEqual({ admin: true });
  }, 60_000);

  it('grant --uid shows the account (email, verified or not, sign-in providers) and grants it; the site serves it once its address is verified', async () => {
    const user = await createTestUser();
    await auth().updateUser(user.uid, {
      providerToLink: { providerId: 'google.com', uid: `g-${user.uid}`, email: user.email },
    });
    const granted = await admin('grant', '--uid', user.uid);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`Account ${user.uid} in the local emulators`);
    expect(granted.stdout).toMatch(new RegExp(`email: +${user.email} \\(NOT verified\\)`));
    expect(granted.stdout).toMatch(/sign-in: +password, google\.com/);
    expect(granted.stdout).toMatch(/admin: +no/);
    expect(granted.stdout).toContain(`${user.email} (${user.uid}) is now an admin`);
    expect(granted.stdout).toContain('Its email is not verified: the site refuses its admin calls');
    expect((await auth().getUser(user.uid)).customClaims).toEqual({ admin: true });
    // The claim alone is not enough for the API: the address must be proven.
    const unverified = await readReports(await signIn(user.email, user.password));
    expect(unverified.status).toBe(403);
    expect(unverified.body.error?.message).toMatch(/with a verified email address/);
    await markEmailVerified(user.uid);
    expect((await readReports(await signIn(user.email, user.password))).status).toBe(200);

    const again = await admin('grant', '--uid', user.uid);
    expect(again.stdout).toMatch(/email: +\S+ \(verified\)/);
    expect(again.stdout).toMatch(/admin: +yes/);
    expect(again.stdout).toContain('was already an admin');
    const revoked = await admin('revoke', '--uid', user.uid);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain(`${user.email} (${user.uid}) is no longer an admin`);
    expect((await auth().getUser(user.uid)).customClaims).toEqual({});
  }, 60_000);

  it('says so for an unknown email, a wrong command or a demo project, and exits non-zero', async () => {
    const unknown = await admin('grant', 'nobody-here@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the email nobody-here@example.com');
    const usage = await admin('promote', 'x@example.com');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run admin -- grant|revoke <email>');
    const unknownId = await admin('grant', '--uid', 'no-such-uid');
    expect(unknownId.code).toBe(1);
    expect(unknownId.stderr).toContain('No account has the id no-such-uid');
    for (const args of [['grant', '--uid'], ['grant', '--uid', 'a', 'b'], ['revoke']]) {
      const wrong = await admin(...args);
      expect(wrong.code, args.join(' ')).toBe(2);
      expect(wrong.stderr).toContain('npm run admin -- grant|revoke --uid <uid>');
    }
    const demo = await admin('grant', 'x@example.com', '--project', 'demo-tourist-guide');
    expect(demo.code).toBe(2);
    expect(demo.stderr).toContain('demo project');
  }, 60_000);
});
