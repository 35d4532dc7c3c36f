import { mkdirSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.js';
import { buildStale } from './build.js';
import { START_PORTS, STORAGE_BUCKET, testPorts } from './ports.js';
import { startSuite } from './suite.js';
import { QUERIES_FILE } from './check-indexes.js';
import { assertDeployedNode } from './runtime.js';
import { spawnGroup, StopList } from './stop-list.js';

const USAGE = `usage:
  suite start              build what is stale, start the suite on the dev ports, seed, wait for Ctrl-C
  suite exec -- <command>  the same on the test ports, run <command> with the suite's env, then stop`;

/**
 * Everything this launcher starts (builds, emulators, front ends, files, exec's command) goes on
 * this list as soon as it exists, and the signal handlers are installed before anything starts:
 * a Ctrl-C, SIGTERM or SIGHUP at any moment stops all of it, then exits with 128 + the signal's
 * number (130 for Ctrl-C). A second signal while stopping kills what is left at once.
 */
const stops = new StopList();
let signalled: NodeJS.Signals | undefined;

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

function onSignal(signal: NodeJS.Signals): void {
  const code = 128 + constants.signals[signal];
  if (signalled === undefined) {
    signalled = signal;
    const t0 = Date.now();
    console.log(
      `\n[suite] ${signal}: stopping everything it started… (Ctrl-C again: kill it at once)`,
    );
    void stops.stop().then(() => {
      console.log(`[suite] stopped in ${seconds(t0)} s`);
      process.exit(code);
    });
  } else {
    console.log(`\n[suite] ${signal} again: killing what is left`);
    stops.kill();
    process.exit(code);
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
// After SIGHUP the terminal may be gone: a failed write must not cut the stopping short.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});

async function start(): Promise<void> {
  await buildStale(stops);
  const t0 = Date.now();
  const suite = await startSuite(START_PORTS, 'start', { stops });
  console.log(
    `\n[suite] ready in ${seconds(t0)} s: Tourist Guide is at ${suite.env.TG_SITE_URL}` +
      `\n[suite] API: ${suite.env.TG_SITE_URL}/api/service` +
      `\n[suite] Cloud Storage: ${suite.env.STORAGE_EMULATOR_HOST}/${STORAGE_BUCKET}/<object>` +
      `   (Ctrl-C stops everything)\n`,
  );
}

async function exec(command: string[]): Promise<number> {
  if (command.length === 0) throw new Error(USAGE);
  const ports = testPorts();
  // Reports of an earlier run must not be counted in this one's summary. TG_RESULTS_DIR moves
  // this folder (the launcher's own test does, not to empty the running suite's).
  const results = process.env.TG_RESULTS_DIR ?? path.join(ROOT, '.test-results');
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  await buildStale(stops);
  const t0 = Date.now();
  const suite = await startSuite(ports, `test-${ports.hosting}`, {
    quiet: true,
    // Every query the run makes, for the index-coverage check (check-indexes.ts).
    recordQueriesTo: path.join(results, QUERIES_FILE),
    stops,
  });
  console.log(`[suite] test suite ready in ${seconds(t0)} s on ${suite.env.TG_SITE_URL}`);
  const [cmd, ...args] = command as [string, ...string[]];
  // In a process group of its own, on the list: stopping stops whatever it has started too.
  const child = spawnGroup(
    stops,
    cmd,
    args,
    { stdio: 'inherit', env: { ...process.env, ...suite.env } },
    10_000,
  );
  const code = await new Promise<number>((resolve) => {
    child.once('error', (err) => {
      console.error(`[suite] ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  await stops.stop();
  return code;
}

const [mode, ...rest] = process.argv.slice(2);
try {
  console.log(`[suite] ${assertDeployedNode()}`);
  if (mode === 'start') {
    await start();
  } else if (mode === 'exec') {
    process.exitCode = await exec(rest[0] === '--' ? rest.slice(1) : rest);
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (err) {
  // After a signal, the error is only the start-up being stopped: the handler reports and exits.
  if (signalled === undefined) {
    console.error(`[suite] ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
    await stops.stop();
  }
}
