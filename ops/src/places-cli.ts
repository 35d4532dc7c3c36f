import { readFileSync, writeFileSync } from 'node:fs';
import { formatOf, readPlacesFile, writePlacesFile, type PlacesFormat } from './places-file.js';
import { exportPlaces, importPlaces } from './places.js';
import { UsageError, connect, takeOption, takeProject, takeSwitch } from './target.js';

/*
 * npm run places -- import <file.json|file.csv> [--dry-run] [--project <id>]
 * npm run places -- export [--format json|csv] [--out <file>] [--project <id>]
 * Files and rules: docs/operations.md.
 */
const USAGE = [
  'usage: npm run places -- import <file.json|file.csv> [--dry-run] [--project <id>]',
  '       npm run places -- export [--format json|csv] [--out <file>] [--project <id>]',
].join('\n');

const take = (args: string[], flag: string) => takeOption(args, flag, USAGE);

async function main(args: string[]): Promise<number> {
  const project = takeProject(args);
  const [command] = args;
  if (command === 'import') {
    const dryRun = takeSwitch(args, '--dry-run');
    const [, file, ...rest] = args;
    if (!file || rest.length) throw new UsageError(USAGE);
    const parsed = await readPlacesFile(readFileSync(file, 'utf8'), formatOf(file));
    if (!parsed.ok) {
      console.error(`${file}: nothing was imported, because of ${parsed.bad.length} problem(s):`);
      for (const { where, reason } of parsed.bad) console.error(`  ${where}: ${reason}`);
      return 1;
    }
    if (parsed.ignored.length) {
      const fields = parsed.ignored.map(
        ({ field, places }) => `${field} (${places} place${places === 1 ? '' : 's'})`,
      );
      console.error(
        `${file}: ignored the fields a places file does not hold: ${fields.join(', ')}. ` +
          'An import never changes ratings or whether a place is on offer (docs/operations.md).',
      );
    }
    const target = connect(project);
    const t0 = performance.now();
    const counts = await importPlaces(target, parsed.places, { dryRun });
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `${dryRun ? 'Dry run, nothing written: would import' : 'Imported'} ${parsed.places.length} ` +
        `places into ${target.description}: ${counts.created} created, ${counts.updated} updated, ` +
        `${counts.unchanged} unchanged (${seconds} s).`,
    );
    return 0;
  }
  if (command === 'export') {
    const asked = take(args, '--format');
    const out = take(args, '--out');
    if (args.length !== 1) throw new UsageError(USAGE);
    if (asked !== undefined && asked !== 'json' && asked !== 'csv') {
      throw new UsageError(`--format is json or csv\n${USAGE}`);
    }
    // The file's name says its format unless --format does; when both do, they must agree.
    const named = out && /\.(json|csv)$/i.exec(out)?.[1]?.toLowerCase();
    if (out && !named && !asked) {
      throw new UsageError(`${out} ends in neither .json nor .csv: add --format json|csv`);
    }
    if (named && asked && named !== asked) {
      throw new UsageError(`--format ${asked} does not match --out ${out}`);
    }
    const format = (asked ?? named ?? 'json') as PlacesFormat;
    const target = connect(project);
    const text = writePlacesFile(await exportPlaces(target), format);
    if (out) {
      writeFileSync(out, text);
      console.error(`Exported the places of ${target.description} to ${out}.`);
    } else {
      process.stdout.write(text);
    }
    return 0;
  }
  throw new UsageError(USAGE);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
