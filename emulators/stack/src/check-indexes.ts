import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type IndexesFile,
  type QueryShape,
  missingIndex,
} from '@tourist-guide/firestore-emulator/index-coverage';
import { ROOT } from './paths.js';

export const QUERIES_FILE = 'firestore-queries.json';

/** Collections the Firestore conformance tests make up; production never queries them. */
const TEST_COLLECTION = /^conformance-/;

/**
 * Fails the test run when a query the run made (the API's, the seeders', the
 * tests') would be refused by production Firestore for want of an index in
 * firestore.indexes.json. The queries are recorded by our emulator while the
 * suites run (`suite exec` writes them to .test-results/).
 */
function main(): number {
  const recorded = path.join(ROOT, '.test-results', QUERIES_FILE);
  if (!existsSync(recorded)) {
    if (process.env.FIRESTORE_EMULATOR === 'official') {
      console.log("[indexes] NOT CHECKED: queries are recorded by our emulator, not by Google's.");
      return 0;
    }
    console.error(`[indexes] no recorded queries at ${recorded}: run this inside \`suite exec\`.`);
    return 1;
  }
  const shapes = JSON.parse(readFileSync(recorded, 'utf8')) as QueryShape[];
  const indexes = JSON.parse(
    readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8'),
  ) as IndexesFile;
  const checked = shapes.filter((s) => !TEST_COLLECTION.test(s.collectionId));
  const missing = checked.flatMap((shape) => {
    const why = missingIndex(shape, indexes);
    return why ? [{ shape, why }] : [];
  });
  for (const { shape, why } of missing) {
    console.error(`[indexes] MISSING: ${why}\n          query: ${JSON.stringify(shape)}`);
  }
  console.log(
    `[indexes] ${checked.length} distinct queries on the app's collections, ` +
      `${checked.length - missing.length} served by firestore.indexes.json or automatic indexes, ${missing.length} not`,
  );
  return missing.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
