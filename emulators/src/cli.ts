import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.js';
import { buildStale } from './build.js';
import { START_PORTS, testPorts } from './ports.js';
import { startSuite, type Suite } from './suite.js';
import { QUERIES_FILE } from './check-indexes.js';
import { assertDeployedNode } from './runtime.js';

const USAGE = `usage:
  suite start              build what is stale, start the suite on the dev ports, seed, wait for Ctrl-C
  suite exec -- <command>  the same on the test ports, run <command> with the suite's env, then stop`;

function onSignals(suite: Suite): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`\n[suite] ${signal}: stopping the emulators…`);
      void suite.stop().then(() => process.exit(130));
    });
  }
}

async function start(): Promise<void> {
  buildStale();
  const t0 = Date.now();
  const suite = await startSuite(START_PORTS, 'start');
  onSignals(suite);
  console.log(
    `\n[suite] ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: Tourist Guide is at ${suite.env.TG_SITE_URL}` +
      `\n[suite] API: ${suite.env.TG_SITE_URL}/api/service   (Ctrl-C stops everything)\n`,
  );
}

async function exec(command: string[]): Promise<number> {
  if (command.length === 0) throw new Error(USAGE);
  // Reports of an earlier run must not be counted in this one's summary.
  const results = path.join(ROOT, '.test-results');
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  buildStale();
  const t0 = Date.now();
  const ports = testPorts();
  const suite = await startSuite(ports, `test-${ports.hosting}`, {
    quiet: true,
    // Every query the run makes, for the index-coverage check (check-indexes.ts).
    recordQueriesTo: path.join(results, QUERIES_FILE),
  });
  onSignals(suite);
  console.log(
    `[suite] test suite ready in ${((Date.now() - t0) / 1000).toFixed(1)} s on ${suite.env.TG_SITE_URL}`,
  );
  const [cmd, ...args] = command as [string, ...string[]];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...suite.env } });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  await suite.stop();
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
  console.error(`[suite] ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
