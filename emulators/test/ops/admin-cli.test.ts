import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { createTestUser, signIn, siteUrl } from '../../src/testing/index.js';
import { PROJECT_ID } from '../../src/ports.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** `npm run admin -- …` as a person types it, against this suite's emulators. */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      'npx',
      ['tsx', 'emulators/src/ops/admin-cli.ts', ...args],
      { cwd: ROOT, env: process.env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

describe('npm run admin', () => {
  it('grants the claim, keeping other claims; granting again changes nothing', async () => {
    const user = await createTestUser();
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
    const user = await createTestUser();
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

  it('says so for an unknown email, a wrong command or a demo project, and exits non-zero', async () => {
    const unknown = await admin('grant', 'nobody-here@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the email nobody-here@example.com');
    const usage = await admin('promote', 'x@example.com');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run admin -- grant|revoke <email>');
    const demo = await admin('grant', 'x@example.com', '--project', 'demo-tourist-guide');
    expect(demo.code).toBe(2);
    expect(demo.stderr).toContain('demo project');
  }, 60_000);
});
