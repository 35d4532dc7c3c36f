import { spawnSync } from 'node:child_process';
import { ROOT } from './paths.js';

/**
 * The behavioural test of firestore.rules needs Google's Firestore emulator (the
 * npm one does not enforce rules). Run it when the suite uses Google's; otherwise
 * say plainly that it did not run (the static check in functions/test still does).
 */
if (process.env.FIRESTORE_EMULATOR === 'official') {
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.rules.config.ts'], {
    cwd: `${ROOT}/functions`,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
} else {
  console.log(
    "[rules] firestore.rules behavioural test NOT RUN: it needs Google's Firestore emulator, " +
      'which cannot be downloaded here. Run `FIRESTORE_EMULATOR=official npm test` where it can. ' +
      '(The static rules check in functions/test/rules-file.test.ts did run.)',
  );
}
