import {
  NoSuchAccount,
  UnverifiedEmail,
  grantAdmin,
  lookUpAccount,
  revokeAdmin,
  type AccountRef,
  type AccountSummary,
} from './admin.js';
import { UsageError, connect, takeProject } from './target.js';

/*
 * npm run admin -- grant|revoke <email> [--project <id>]
 * npm run admin -- grant|revoke --uid <uid> [--project <id>]
 * Makes an account one of the guide's maintainers, or stops it being one. By email the address
 * must be verified; by id the script shows the account (email, whether it is verified, how it
 * signs in) and the operator has chosen it knowingly.
 */
const USAGE =
  'usage: npm run admin -- grant|revoke <email> [--project <id>]\n' +
  '       npm run admin -- grant|revoke --uid <uid> [--project <id>]';

function accountRef(rest: string[]): AccountRef {
  if (rest[0] === '--uid') {
    const uid = rest[1];
    if (!uid || uid.startsWith('--') || rest.length > 2) throw new UsageError(USAGE);
    return { uid };
  }
  const [email, ...extra] = rest;
  if (!email || email.startsWith('--') || extra.length > 0) throw new UsageError(USAGE);
  return { email };
}

function show(account: AccountSummary, where: string): string {
  const email = account.email
    ? `${account.email} (${account.emailVerified ? 'verified' : 'NOT verified'})`
    : '(none)';
  return [
    `Account ${account.uid} in ${where}:`,
    `  email:     ${email}`,
    `  sign-in:   ${account.providers.length ? account.providers.join(', ') : '(no provider)'}`,
    `  admin:     ${account.admin ? 'yes' : 'no'}`,
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  const project = takeProject(args);
  const [command, ...rest] = args;
  if (command !== 'grant' && command !== 'revoke') throw new UsageError(USAGE);
  const ref = accountRef(rest);
  const target = connect(project);
  const account = 'uid' in ref ? await lookUpAccount(target, ref) : undefined;
  if (account) console.log(show(account, target.description));
  const who = 'email' in ref ? ref.email : `${account?.email ?? 'The account'} (${ref.uid})`;
  if (command === 'grant') {
    const changed = await grantAdmin(target, ref);
    console.log(
      changed
        ? `${who} is now an admin in ${target.description}. The claim reaches the site when ` +
            'their sign-in refreshes: at once on the Admin page, or on their next sign-in.'
        : `${who} was already an admin in ${target.description}.`,
    );
    if (account && !account.emailVerified) {
      console.log(
        'Its email is not verified: the site refuses its admin calls until it is (the account ' +
          'verifies its address, or an operator who has checked it marks it verified).',
      );
    }
  } else {
    const changed = await revokeAdmin(target, ref);
    console.log(
      changed
        ? `${who} is no longer an admin in ${target.description}. Their sign-in was revoked: ` +
            'admin calls stop now, and they sign in again as a reader.'
        : `${who} was not an admin in ${target.description}.`,
    );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      error instanceof NoSuchAccount ||
      error instanceof UnverifiedEmail
    ) {
      console.error(error.message);
      process.exit(error instanceof UsageError ? 2 : 1);
    }
    console.error(error);
    process.exit(1);
  },
);
