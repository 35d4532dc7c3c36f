import { backfillAudit } from './audit.js';
import { photosBucket, sweepPhotos } from './photos.js';
import { backfillReviews } from './reviews.js';
import { UsageError, connect, takeOption, takeProject, takeSwitch, type Target } from './target.js';

/*
 * npm run reviews -- backfill [--project <id>]
 * Gives reviews written before helpful votes their `helpful` count (0) and `response` (none), so
 * that every review is in its place's "most helpful" order; and audit entries written before
 * entries kept the accounts they name their `uids` and `parts` (audit.ts), so that a deleted
 * account leaves them too. Run it once after deploying this version over an existing project;
 * running it again changes nothing.
 *
 * npm run reviews -- sweep-photos [--grace-minutes <n>] [--dry-run] [--bucket <name>] [--project <id>]
 * Deletes the photo files no review keeps, older than the grace period (60 minutes unless
 * told): what the deployed `sweepPhotos` does every hour (photos.ts).
 */
const USAGE = [
  'usage: npm run reviews -- backfill [--project <id>]',
  '       npm run reviews -- sweep-photos [--grace-minutes <n>] [--dry-run] [--bucket <name>] [--project <id>]',
].join('\n');

const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

async function backfill(target: Target): Promise<number> {
  const t0 = performance.now();
  const { checked, changed } = await backfillReviews(target);
  const audit = await backfillAudit(target);
  console.log(
    `Checked ${checked} reviews in ${target.description}: ${changed} given what they lacked ` +
      `(helpful 0, no response), ${checked - changed} already had both (${seconds(t0)} s).\n` +
      `Checked ${audit.checked} audit entries: ${audit.changed} given the accounts they name.`,
  );
  return 0;
}

async function sweep(
  target: Target,
  options: { graceMinutes: number; dryRun: boolean; bucket: string },
): Promise<number> {
  const t0 = performance.now();
  const strays: string[] = [];
  const counts = await sweepPhotos(target, { ...options, onStray: (name) => strays.push(name) });
  console.log(
    `${options.dryRun ? 'Dry run, nothing deleted: checked' : 'Checked'} ${counts.checked} files ` +
      `under photos/ in ${options.bucket} (${target.description}): ` +
      `${options.dryRun ? 'would delete' : 'deleted'} ${counts.deleted} that no review keeps ` +
      `and older than ${options.graceMinutes} minutes, kept ${counts.kept} (${seconds(t0)} s).`,
  );
  if (strays.length > 0) {
    console.log(`Left alone, not named as a photo's file (${strays.length}):`);
    for (const name of strays) console.log(`  ${name}`);
  }
  return 0;
}

function graceMinutes(value: string | undefined): number {
  if (value === undefined) return 60;
  if (!/^\d+$/.test(value)) throw new UsageError(`--grace-minutes takes whole minutes\n${USAGE}`);
  return Number(value);
}

async function main(args: string[]): Promise<number> {
  const project = takeProject(args);
  if (args.length === 1 && args[0] === 'backfill') return backfill(connect(project));
  if (args[0] !== 'sweep-photos') throw new UsageError(USAGE);
  const options = {
    graceMinutes: graceMinutes(takeOption(args, '--grace-minutes', USAGE)),
    dryRun: takeSwitch(args, '--dry-run'),
    bucket: await photosBucket(project, takeOption(args, '--bucket', USAGE)),
  };
  if (args.length !== 1) throw new UsageError(USAGE);
  return sweep(connect(project), options);
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
