import { backfillAudit } from './audit.js';
import { backfillReviews } from './reviews.js';
import { UsageError, connect, takeProject } from './target.js';

/*
 * npm run reviews -- backfill [--project <id>]
 * Gives reviews written before helpful votes their `helpful` count (0) and `response` (none), so
 * that every review is in its place's "most helpful" order; and audit entries written before
 * entries kept the accounts they name their `uids` and `parts` (audit.ts), so that a deleted
 * account leaves them too. Run it once after deploying this version over an existing project;
 * running it again changes nothing.
 */
const USAGE = 'usage: npm run reviews -- backfill [--project <id>]';

async function main(args: string[]): Promise<number> {
  const project = takeProject(args);
  if (args.length !== 1 || args[0] !== 'backfill') throw new UsageError(USAGE);
  const target = connect(project);
  const t0 = performance.now();
  const { checked, changed } = await backfillReviews(target);
  const audit = await backfillAudit(target);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(
    `Checked ${checked} reviews in ${target.description}: ${changed} given what they lacked ` +
      `(helpful 0, no response), ${checked - changed} already had both (${seconds} s).\n` +
      `Checked ${audit.checked} audit entries: ${audit.changed} given the accounts they name.`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
