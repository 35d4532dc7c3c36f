/**
 * npm run bench:guard — the web's regression guard, run by hand before merging (not in npm test).
 * In one run it measures a base ref (default `main`) and this working tree, both built and run as
 * suites on this machine at the same time, and fails only when this tree is worse:
 *
 * 1. It checks the base out into a temporary git worktree, with hard-linked copies (`cp -al`) of
 *    this checkout's node_modules folders (nothing installed), and starts it as a suite on
 *    BENCH_GUARD_BASE_OFFSET (default 700), which builds it.
 * 2. It runs the Lighthouse bench (lighthouse.ts) on this tree's suite (TG_PORT_OFFSET), with
 *    that suite as its baseline: every page on both, run for run, which build goes first
 *    alternating, each suite with people of its own. BENCH_ONLY and LH_RUNS apply.
 * 3. It compares, page by page:
 *    - script bytes (gzip -9 of every script the page downloaded, each once, as listed by
 *      Lighthouse's network-requests audit; the most of any run): shown, not judged (the script
 *      budget, web/e2e/script-budget.spec.ts, is the one gate of script size);
 *    - Lighthouse's figures (the median of each build's runs): fail when this tree's are worse
 *      than the base's by more than both the tolerance stated in FIGURES (compare-builds.ts) and
 *      the spread the run itself measured (the largest difference between two runs of one build
 *      of that page), on pages each build measured at least twice (one run measures no noise).
 *      Both builds are measured in turn, so a slow or busy machine slows both; two suites of the
 *      same build differed by up to 20% in LCP in a control (docs/performance.md), hence LCP's.
 *
 * BENCH_GUARD_BASE=<ref>, BENCH_GUARD_BASE_OFFSET=<n>, TG_PORT_OFFSET=<n> (this tree's suite).
 * Exits 1 when this tree is worse, 2 when the guard could not run.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { testPorts } from '@tourist-guide/stack/ports';
import type { BenchReport } from './bench-report';
import { compareBuilds } from './compare-builds';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
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

const BASE_REF = process.env.BENCH_GUARD_BASE ?? 'main';
const BASE_OFFSET = process.env.BENCH_GUARD_BASE_OFFSET ?? '700';
const OWN_OFFSET = process.env.TG_PORT_OFFSET ?? '0';

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

/** Runs the Lighthouse bench on this tree's suite against the base's, writing its report. */
async function runBench(reportFile: string): Promise<void> {
  const bench = spawn('npm', ['run', 'bench:web'], {
    cwd: ROOT,
    env: {
      ...process.env,
      TG_PORT_OFFSET: OWN_OFFSET,
      BENCH_BASELINE_OFFSET: BASE_OFFSET,
      BENCH_JSON: reportFile,
    },
    stdio: 'inherit',
  });
  running.add(bench);
  await exited(bench);
  running.delete(bench);
  // It exits 1 when a page misses the bench's own targets: this guard judges the difference.
  if (!existsSync(reportFile)) throw new Error('the Lighthouse bench wrote no report');
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
    const reportFile = path.join(temp, 'lighthouse.json');
    await runBench(reportFile);
    stillWanted();
    await stopBaseSuite(suite);

    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as BenchReport;
    const runs = report.pages.flatMap((p) => [...p.current, ...(p.baseline ?? [])]);
    const benchmarks = runs.map((r) => r.benchmarkIndex);
    console.log(
      `\nRegression guard: ${BASE_REF} (${baseCommit.slice(0, 7)}, ${report.baseline}) → this ` +
        `tree (${head}${dirty ? ' with uncommitted changes' : ''}, ${report.site}); Lighthouse ` +
        `${report.lighthouse}, ${report.chromium}, ${report.cores} cores; median of ${report.runs} ` +
        `run(s) per page and build, in turn; CPU benchmark ${Math.min(...benchmarks)}–` +
        `${Math.max(...benchmarks)}; script: the most any run downloaded (gzip -9)\n`,
    );
    const { table, failures, notes } = compareBuilds(report);
    console.log([...table, '', ...notes].join('\n'));
    if (failures.length > 0) {
      console.log(`\nWORSE THAN ${BASE_REF}:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      return 1;
    }
    console.log(`\nno page worse than ${BASE_REF}`);
    return 0;
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
