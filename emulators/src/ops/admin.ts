import { getAuth } from 'firebase-admin/auth';
import type { Target } from './target.js';

/*
 * The admin role: the custom claim `admin: true` on an account. The API reads it
 * from the account's ID token on every /admin/** call.
 */

export class NoSuchAccount extends Error {}

async function accountOf(target: Target, email: string) {
  try {
    return await getAuth(target.app).getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new NoSuchAccount(
        `No account has the email ${email} in ${target.description}: sign up on the site first.`,
      );
    }
    throw error;
  }
}

/** Sets `admin: true`, keeping the account's other claims. Returns whether it changed. */
export async function grantAdmin(target: Target, email: string): Promise<boolean> {
  const user = await accountOf(target, email);
  const claims = user.customClaims ?? {};
  if (claims.admin === true) return false;
  await getAuth(target.app).setCustomUserClaims(user.uid, { ...claims, admin: true });
  return true;
}

/**
 * Clears the claim (other claims stay) and revokes the account's refresh tokens, so its
 * current ID token stops working for every write at once (the API checks revocation on
 * writes) and the next sign-in gets a token without the claim. Returns whether it changed.
 */
export async function revokeAdmin(target: Target, email: string): Promise<boolean> {
  const user = await accountOf(target, email);
  const { admin, ...others } = user.customClaims ?? {};
  if (admin === undefined) return false;
  await getAuth(target.app).setCustomUserClaims(user.uid, others);
  await getAuth(target.app).revokeRefreshTokens(user.uid);
  return true;
}
