import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { Target } from './target.js';

/*
 * The admin role: the custom claim `admin: true` on an account whose email is verified. The API
 * reads both from the account's ID token on every /admin/** call.
 */

export class NoSuchAccount extends Error {}

/** A grant by email refused because the address is not proven to be the account holder's. */
export class UnverifiedEmail extends Error {}

/** Which account: by its email (the usual way) or by its id (`--uid`, the operator's override). */
export type AccountRef = { email: string } | { uid: string };

/** What an operator sees of an account before granting it by id. */
export interface AccountSummary {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  /** How it signs in: `password`, `google.com`, … */
  providers: string[];
  admin: boolean;
}

const describeRef = (ref: AccountRef) =>
  'email' in ref ? `the email ${ref.email}` : `the id ${ref.uid}`;

async function accountOf(target: Target, ref: AccountRef): Promise<UserRecord> {
  const auth = getAuth(target.app);
  try {
    return await ('email' in ref ? auth.getUserByEmail(ref.email) : auth.getUser(ref.uid));
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new NoSuchAccount(
        `No account has ${describeRef(ref)} in ${target.description}: sign up on the site first.`,
      );
    }
    throw error;
  }
}

function summary(user: UserRecord): AccountSummary {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    providers: user.providerData.map((p) => p.providerId),
    admin: user.customClaims?.admin === true,
  };
}

/** The account's email, verification and sign-in providers, for an operator to check. */
export async function lookUpAccount(target: Target, ref: AccountRef): Promise<AccountSummary> {
  return summary(await accountOf(target, ref));
}

/**
 * Sets `admin: true`, keeping the account's other claims. Returns whether it changed.
 *
 * By email, the address must be verified: anyone can sign up with an address they do not own,
 * so "the account with this address" proves nothing until its holder has followed the link sent
 * to it. By id (`{ uid }`), the operator has looked at the account (lookUpAccount) and decides.
 */
export async function grantAdmin(target: Target, ref: AccountRef): Promise<boolean> {
  const user = await accountOf(target, ref);
  if ('email' in ref && !user.emailVerified) {
    throw new UnverifiedEmail(
      `${ref.email} is not verified in ${target.description}, so it is not made an admin: ` +
        'anyone can sign up with an address they do not own.\n' +
        '- The account must verify its address; or an operator who has checked that the address ' +
        "is the account holder's marks it verified with the Admin SDK: " +
        `updateUser('${user.uid}', { emailVerified: true }). Then run this again.\n` +
        `- Or, knowing whose account it is, grant it by id: npm run admin -- grant --uid ${user.uid} ` +
        '(it shows the account first; the site still refuses admin calls until the address is verified).',
    );
  }
  const claims = user.customClaims ?? {};
  if (claims.admin === true) return false;
  await getAuth(target.app).setCustomUserClaims(user.uid, { ...claims, admin: true });
  return true;
}

/**
 * Clears the claim (other claims stay) and revokes the account's refresh tokens, so its
 * current ID token stops working for every /admin/** call at once (the API checks revocation
 * there) and the next sign-in gets a token without the claim. Returns whether it changed.
 */
export async function revokeAdmin(target: Target, ref: AccountRef): Promise<boolean> {
  const user = await accountOf(target, ref);
  const { admin, ...others } = user.customClaims ?? {};
  if (admin === undefined) return false;
  await getAuth(target.app).setCustomUserClaims(user.uid, others);
  await getAuth(target.app).revokeRefreshTokens(user.uid);
  return true;
}
