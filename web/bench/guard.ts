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
 *    - script bytes (the transferSize of every script the page downloaded, from Lighthouse's
 *      network-requests audit; the most of any run): fail when this tree's exceed the base's by
 *      more than SCRIPT_TOLERANCE, or a page's budget;
 *    - Lighthouse's figures (the median of each build's runs): fail when this tree's are worse
 *      than the base's by more than both the tolerance stated in FIGURES and the spread the run
 *      itself measured (the largest difference between two runs of one build of that page).
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
import { landingPages } from '../src/config/landing-pages';
import { paths } from '../src/config/paths';
import type { BenchReport, Measured } from './bench-report';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The folders whose node_modules a worktree needs (the root and every workspace). */
const MODULE_FOLDERS = [
  '.',
  'firestore-emulator',
  'functions',
  'ops',
  'seed',
  'stack',
  'web',
  'bench',
  'testing',
];
/** Caches tools rewrite in place: never shared through a hard link. */
const WRITTEN_CACHES = ['.vite', '.cache'];

const BASE_REF = process.env.BENCH_GUARD_BASE ?? 'main';
const BASE_OFFSET = process.env.BENCH_GUARD_BASE_OFFSET ?? '700';
const OWN_OFFSET = process.env.TG_PORT_OFFSET ?? '0';

/** More script than the base by at most this much (bytes) on any page: response headers vary a little. */
const SCRIPT_TOLERANCE = 512;
/** Issue 29: at most 130 kB of script on every public page, for a signed-out reader. */
const PUBLIC_SCRIPT_BUDGET = 130_000;
const PUBLIC_PAGES = new Set(
  landingPages
    .filter((page) =>
      [paths.home, paths.allServices, paths.serviceDetail.pattern].includes(page.route),
    )
    .map((page) => page.example),
);

interface Figure {
  name: string;
  pick: (run: Measured) => number;
  /** Which way is better. */
  better: 'higher' | 'lower';
  /** How much worse than the base this tree may be (given the base's median) before it fails. */
  tolerance: (base: number) => number;
  format: (value: number) => string;
}
const ms = (v: number) => `${Math.round(v)} ms`;
const points = (v: number) => String(Math.round(v));
const FIGURES: Figure[] = [
  {
    name: 'performance',
    pick: (r) => r.scores.performance,
    better: 'higher',
    tolerance: () => 2,
    format: points,
  },
  { name: 'LCP', pick: (r) => r.lcp, better: 'lower', tolerance: (b) => 0.2 * b, format: ms },
  { name: 'FCP', pick: (r) => r.fcp, better: 'lower', tolerance: (b) => 0.2 * b, format: ms },
  {
    name: 'TBT',
    pick: (r) => r.tbt,
    better: 'lower',
    tolerance: (b) => Math.max(50, 0.2 * b),
    format: ms,
  },
  {
    name: 'TBT from CPU time',
    pick: (r) => r.cpuTbt,
    better: 'lower',
    tolerance: (b) => Math.max(30, 0.2 * b),
    format: ms,
  },
  {
    name: 'CLS',
    pick: (r) => r.cls,
    better: 'lower',
    tolerance: () => 0.005,
    format: (v) => v.toFixed(3),
  },
  // Audits, not timings: the same page scores the same, so no drop at all (beyond the run's spread).
  {
    name: 'accessibility',
    pick: (r) => r.scores.accessibility,
    better: 'higher',
    tolerance: () => 0,
    format: points,
  },
  {
    name: 'best practices',
    pick: (r) => r.scores['best-practices'],
    better: 'higher',
    tolerance: () => 0,
    format: points,
  },
  { name: 'SEO', pick: (r) => r.scores.seo, better: 'higher', tolerance: () => 0, format: points },
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
      if (line.includes(READY)) resolve();
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

const middle = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
const spread = (values: number[]) => {
  const finite = values.filter(Number.isFinite);
  return finite.length ? Math.max(...finite) - Math.min(...finite) : 0;
};
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints the two builds side by side and returns what this tree does worse. */
function compare(report: BenchReport): string[] {
  const failures: string[] = [];
  const header = ['page', 'script', 'budget', ...FIGURES.map((f) => f.name)];
  console.log(`| ${header.join(' | ')} |`);
  console.log(
    `| --- | ${header
      .slice(1)
      .map(() => '--:')
      .join(' | ')} |`,
  );
  for (const { page, current, baseline } of report.pages) {
    if (!baseline?.length) {
      failures.push(`${page}: not measured on the base`);
      continue;
    }
    const cells: string[] = [];
    const baseBytes = Math.max(...baseline.map((r) => r.scriptBytes));
    const ownBytes = Math.max(...current.map((r) => r.scriptBytes));
    const budget = PUBLIC_PAGES.has(page) ? PUBLIC_SCRIPT_BUDGET : undefined;
    cells.push(`${kB(baseBytes)} → ${kB(ownBytes)}`, budget ? kB(budget) : '—');
    if (ownBytes > baseBytes + SCRIPT_TOLERANCE) {
      failures.push(
        `${page}: script ${kB(baseBytes)} → ${kB(ownBytes)} (more than ${SCRIPT_TOLERANCE} B over the base)`,
      );
    }
    if (budget && ownBytes > budget) {
      failures.push(`${page}: script ${kB(ownBytes)} over its budget of ${kB(budget)}`);
    }
    for (const figure of FIGURES) {
      const base = middle(baseline.map(figure.pick));
      const own = middle(current.map(figure.pick));
      cells.push(`${figure.format(base)} → ${figure.format(own)}`);
      if (!Number.isFinite(base) || !Number.isFinite(own)) continue;
      const worse = figure.better === 'lower' ? own - base : base - own;
      const noise = Math.max(spread(baseline.map(figure.pick)), spread(current.map(figure.pick)));
      const allowed = Math.max(figure.tolerance(base), noise);
      if (worse > allowed) {
        failures.push(
          `${page}: ${figure.name} ${figure.format(base)} → ${figure.format(own)}, worse by more ` +
            `than ${figure.format(allowed)} (tolerance ${figure.format(figure.tolerance(base))}, ` +
            `runs' spread ${figure.format(noise)})`,
        );
      }
    }
    console.log(`| ${page} | ${cells.join(' | ')} |`);
  }
  return failures;
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
        `${Math.max(...benchmarks)}; script: the most any run downloaded (transferSize)\n`,
    );
    const failures = compare(report);
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
