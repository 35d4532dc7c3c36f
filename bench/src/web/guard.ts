/**
 * npm run bench:guard — the web's regression guard, run by hand before merging (not in npm test).
 * In one run it measures a base ref (--base, default main) and this working tree, both built and
 * run as suites on this machine at the same time, and fails only when this tree is worse:
 *
 * 1. It checks the base out into a temporary git worktree, with hard-linked copies (`cp -al`) of
 *    this checkout's node_modules folders (nothing installed), and starts it as a suite on
 *    --base-offset, which builds it.
 * 2. It runs web:pair (lighthouse-pair.ts) on this tree's suite (TG_PORT_OFFSET) with the base's
 *    suite as the other build: every page on both, run for run, which goes first alternating,
 *    each suite with people of its own. --only and --runs go to it.
 * 3. web:pair judges (compare-builds.ts): a figure fails when this tree's median is worse than the
 *    base's by more than both its tolerance and the spread the run itself measured.
 *
 * Exits 1 when this tree is worse, 2 when the guard could not run.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { testPorts } from '@tourist-guide/stack/ports';
import { guard as meta } from '../catalogue.js';
import { parseFlags } from '../support/cli.js';

const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** The folders whose node_modules a worktree needs (the root and every workspace). */
const MODULE_FOLDERS = [
  '.',
  'emulators/firestore',
  'functions',
  'ops',
  'emulators/seed',
  'emulators/stack',
  'web',
  'bench',
  'emulators/testing',
];
/** Caches tools rewrite in place: never shared through a hard link. */
const WRITTEN_CACHES = ['.vite', '.cache'];

const flags = parseFlags(meta);
const BASE_REF = flags.string('base')!;
const BASE_OFFSET = flags.string('base-offset')!;
const OWN_OFFSET = process.env.TG_PORT_OFFSET ?? '0';
const PAIR_FLAGS = [
  ...(flags.string('only') ? ['--only', flags.string('only')!] : []),
  '--runs',
  flags.string('runs')!,
  ...(flags.string('cpu-slowdown') ? ['--cpu-slowdown', flags.string('cpu-slowdown')!] : []),
];

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
}

/** Resolves when the process has exited, with its exit code (1 when it was killed by a signal). */
const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('error', () => resolve(127));
    child.once('exit', (code) => resolve(code ?? 1));
  });

let interrupted = false;
const running = new Set<ChildProcess>();
// Ctrl-C reaches the suites too (same terminal): stop starting things, let them stop, clean up.
// A SIGTERM is this process's alone: pass it on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted = true;
    console.log(`\n[guard] ${signal}: stopping the suites, then removing the base's worktree…`);
    if (signal !== 'SIGINT') for (const child of running) child.kill(signal);
  });
}
function stillWanted(): void {
  if (interrupted) throw new Error('interrupted');
}

/**
 * The base's suite: its launcher runs a command that says it is ready and then waits for its
 * input to end, so closing that input (or this process ending) stops the suite.
 */
async function startBaseSuite(dir: string): Promise<ChildProcess> {
  const READY = 'tg-guard: the base suite is ready';
  const hold = `console.log(${JSON.stringify(READY)}); process.stdin.resume(); process.stdin.on('end', () => process.exit(0));`;
  const suite = spawn('npm', ['run', 'suite', '--', 'node', '-e', hold], {
    cwd: dir,
    env: { ...process.env, TG_PORT_OFFSET: BASE_OFFSET },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  running.add(suite);
  const ended = exited(suite).finally(() => running.delete(suite));
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: suite.stdout! }).on('line', (line) => {
      console.log(`[base] ${line}`);
      // The whole line: npm echoes the command, which holds the words too.
      if (line === READY) resolve();
    });
    void ended.then((code) =>
      reject(new Error(`the base's suite ended (exit ${code}) before it was ready`)),
    );
  });
  await ready;
  return suite;
}

async function stopBaseSuite(suite: ChildProcess): Promise<void> {
  if (suite.exitCode !== null) return;
  suite.stdin?.end();
  const late = setTimeout(() => suite.kill('SIGTERM'), 60_000);
  await exited(suite);
  clearTimeout(late);
}

/** Runs web:pair on this tree's suite against the base's; its exit code (1: this tree is worse). */
async function runPair(): Promise<number> {
  const pair = spawn(
    'npm',
    ['run', 'bench:pair', '--', '--baseline-offset', BASE_OFFSET, ...PAIR_FLAGS],
    { cwd: ROOT, env: { ...process.env, TG_PORT_OFFSET: OWN_OFFSET }, stdio: 'inherit' },
  );
  running.add(pair);
  const code = await exited(pair);
  running.delete(pair);
  return code;
}

async function main(): Promise<number> {
  for (const offset of [BASE_OFFSET, OWN_OFFSET]) testPorts(Number(offset));
  if (BASE_OFFSET === OWN_OFFSET) {
    throw new Error(`the base's suite and this tree's need two offsets (both are ${OWN_OFFSET})`);
  }
  const baseCommit = git('rev-parse', '--verify', `${BASE_REF}^{commit}`);
  const head = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain') !== '';
  const temp = mkdtempSync(path.join(os.tmpdir(), 'tg-guard-'));
  const baseDir = path.join(temp, 'base');
  let suite: ChildProcess | undefined;
  try {
    git('worktree', 'add', '--detach', baseDir, baseCommit);
    for (const folder of MODULE_FOLDERS) {
      const from = path.join(ROOT, folder, 'node_modules');
      const to = path.join(baseDir, folder, 'node_modules');
      if (!existsSync(from) || !existsSync(path.dirname(to))) continue;
      execFileSync('cp', ['-al', from, to]);
      for (const cache of WRITTEN_CACHES)
        rmSync(path.join(to, cache), { recursive: true, force: true });
    }
    stillWanted();
    console.log(`[guard] base: ${BASE_REF} at ${baseCommit.slice(0, 7)} in ${baseDir}`);
    suite = await startBaseSuite(baseDir);
    stillWanted();
    console.log(
      `[guard] ${BASE_REF} (${baseCommit.slice(0, 7)}) → this tree (${head}` +
        `${dirty ? ' with uncommitted changes' : ''})`,
    );
    const code = await runPair();
    stillWanted();
    await stopBaseSuite(suite);
    if (code > 1) throw new Error(`web:pair could not run (exit ${code})`);
    console.log(code === 0 ? `\nno page worse than ${BASE_REF}` : `\nWORSE THAN ${BASE_REF}`);
    return code;
  } finally {
    if (suite) await stopBaseSuite(suite);
    rmSync(temp, { recursive: true, force: true });
    git('worktree', 'prune');
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error(`[guard] ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = interrupted ? 130 : 2;
}
