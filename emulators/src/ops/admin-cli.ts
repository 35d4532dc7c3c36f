import { NoSuchAccount, grantAdmin, revokeAdmin } from './admin.js';
import { UsageError, connect, takeProject } from './target.js';

/*
 * npm run admin -- grant|revoke <email> [--project <id>]
 * Makes an account one of the guide's maintainers, or stops it being one.
 */
const USAGE = 'usage: npm run admin -- grant|revoke <email> [--project <id>]';

async function main(args: string[]): Promise<number> {
  const project = takeProject(args);
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    throw new UsageError(USAGE);
  }
  const target = connect(project);
  if (command === 'grant') {
    const changed = await grantAdmin(target, email);
    console.log(
      changed
        ? `${email} is now an admin in ${target.description}. The claim reaches the site when ` +
            'their sign-in refreshes: at once on the Admin page, or on their next sign-in.'
        : `${email} was already an admin in ${target.description}.`,
    );
  } else {
    const changed = await revokeAdmin(target, email);
    console.log(
      changed
        ? `${email} is no longer an admin in ${target.description}. Their sign-in was revoked: ` +
            'writes stop now, and they sign in again as a reader.'
        : `${email} was not an admin in ${target.description}.`,
    );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof NoSuchAccount) {
      console.error(error.message);
      process.exit(error instanceof UsageError ? 2 : 1);
    }
    console.error(error);
    process.exit(1);
  },
);
