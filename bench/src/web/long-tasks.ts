/**
 * npm run bench:tasks — what the main thread does on a page, task by task, from a Chromium trace
 * (the goal: no task runs more than 50 ms of our scripts on a place's page, scaled to a CPU
 * benchmark of ~1,500).
 *
 * Each page (--pages, by default a place's) is loaded --runs times in a fresh context with
 * Lighthouse's phone (412×823, DPR 1.75), signed out,
 * and traced until the network has been quiet for 5 s (the app must have taken the page over). Every
 * task of the page's main thread is charged its thread CPU time × 4, Lighthouse's mobile CPU
 * slowdown, which is how Lighthouse's simulation counts a task observed on an unthrottled machine:
 * a task over 50 ms here is a long task in Lighthouse's figures. CPU time, not wall time: on a
 * shared 2-core machine a task's wall time is mostly waiting for a core (lighthouse/tbt.ts,
 * cpuTbt). Each task is named by what it ran: the script (module evaluation, a function call from
 * a timer, a message or an event) or the browser's own work (parsing, style, layout, paint, GC).
 * Prints Lighthouse's CPU benchmark of the machine, measured in the page before each run, and
 * judges each task's script time scaled to a benchmark of 1,500 (its time × benchmark / 1,500:
 * a machine half as fast takes twice as long), since the benchmark moves with the host's load.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, resolveChromium } from '../../../web/e2e/support/chromium.js';
import { tasks as meta } from '../catalogue.js';
import { parseFlags } from '../lib/cli.js';
import { Goals } from '../lib/goals.js';
import type { TraceEvent } from './lighthouse/report.js';

const flags = parseFlags(meta);
const SITE = process.env.TG_SITE_URL;
if (!SITE) {
  console.error('TG_SITE_URL is not set: run it as `npm run bench:tasks`.');
  process.exit(2);
}
const PAGES = flags.list('pages');
const RUNS = Math.max(1, flags.number('runs'));
/** The CPU benchmark the goal is stated at (Lighthouse's reference desktop is ~1,500 and up). */
const REFERENCE_BENCHMARK = 1500;
/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;
const LONG_MS = 50;
/** How long after the network is quiet the trace goes on (the auth SDK loads when the page is idle). */
const QUIET_MS = 5000;
/** Tasks listed per run: every long one, and at least this many of the longest. */
const SHOWN = 8;

interface Task {
  /** Milliseconds from the navigation's start. */
  at: number;
  /** Thread CPU time × SLOWDOWN, in ms. */
  cost: number;
  /** The share of `cost` our scripts ran (the site's own URLs among the profiler's samples), in ms. */
  script: number;
  /** What it ran, the largest parts first. */
  what: string;
}

const shortUrl = (url: string | undefined) =>
  url
    ? url
        .replace(SITE!, '')
        .replace(/^\/assets\//, '')
        .replace(/-[\w-]{8}\.js$/, '.js')
    : '';

/** A child event's name for the report: the script it ran, or the browser's work. */
function label(event: TraceEvent): string {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
      return `run ${shortUrl(data?.url) || 'inline script'}`;
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `module ${shortUrl(event.args?.fileName ?? data?.url)}`;
    case 'FunctionCall':
      return `call ${shortUrl(data?.url) || '?'}${data?.functionName ? `:${data.functionName}` : ''}`;
    case 'EventDispatch':
      return `event ${data?.type ?? ''}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'V8.GC_MARK_COMPACTOR':
    case 'BlinkGC.AtomicPhase':
      return 'GC';
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'image decode';
    default:
      return '';
  }
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string };
}

/**
 * The V8 sampling profiler's samples on the page's main thread, each as [time (µs), what ran]: the
 * script of the innermost frame that has one (its file, its function), or V8's own label
 * ("(garbage collector)", "(program)": the browser's work outside JavaScript).
 */
function samples(
  events: TraceEvent[],
  pid: number,
  tid: number,
): [time: number, what: string, ours: boolean][] {
  const out: [number, string, boolean][] = [];
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  for (const profile of profiles) {
    const id = (profile as { id?: string }).id;
    const nodes = new Map<number, ProfileNode>();
    let time = (profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts;
    const chunks = events.filter(
      (e) => e.name === 'ProfileChunk' && e.pid === pid && (e as { id?: string }).id === id,
    );
    for (const chunk of chunks) {
      const data = chunk.args?.data as
        | {
            cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
            timeDeltas?: number[];
          }
        | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((nodeId, i) => {
        time += deltas[i] ?? 0;
        let node = nodes.get(nodeId);
        while (node && !node.callFrame.url && node.parent !== undefined) {
          const parent = nodes.get(node.parent);
          if (!parent?.callFrame.url && parent?.callFrame.functionName === '(root)') break;
          node = parent;
        }
        const frame = nodes.get(nodeId)?.callFrame;
        const what = node?.callFrame.url
          ? shortUrl(node.callFrame.url)
          : (frame?.functionName ?? '?');
        out.push([time, what, node?.callFrame.url?.startsWith(SITE!) ?? false]);
      });
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

function longTasks(events: TraceEvent[], pageUrl: string): Task[] {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === pageUrl,
  );
  if (!navigation) throw new Error(`the trace has no navigation to ${pageUrl}`);
  const main = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid);
  const tasks = main
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.ts >= navigation.ts &&
        (e.tdur ?? e.dur ?? 0) * SLOWDOWN >= 5000,
    )
    .sort((a, b) => a.ts - b.ts);
  const spans = main.filter((e) => e.ph === 'X' && label(e) !== '');
  const sampled = samples(events, navigation.pid, navigation.tid);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const cost = ((task.tdur ?? task.dur ?? 0) * SLOWDOWN) / 1000;
    // The scripts that ran, from the samples in the task, shared out over its CPU time.
    const inTask = sampled.filter(([time]) => time >= task.ts && time <= end);
    const scripts = new Map<string, number>();
    for (const [, what] of inTask) scripts.set(what, (scripts.get(what) ?? 0) + 1);
    const ours = inTask.filter(([, , site]) => site).length;
    const ran = [...scripts]
      .filter(([what]) => what !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([what, count]) => `${what} ${Math.round((cost * count) / inTask.length)}`)
      .join(', ');
    // The outermost named events inside the task: what it spent its time on.
    const inside = spans
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const parts = new Map<string, number>();
    let covered = 0;
    for (const event of inside) {
      if (event.ts < covered) continue;
      covered = event.ts + (event.dur ?? 0);
      const name = label(event);
      parts.set(name, (parts.get(name) ?? 0) + (event.tdur ?? event.dur ?? 0));
    }
    const what = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, us]) => `${name} ${Math.round((us * SLOWDOWN) / 1000)}`)
      .join(', ');
    return {
      at: Math.round((task.ts - navigation.ts) / 1000),
      cost: Math.round(cost),
      script: inTask.length ? (cost * ours) / inTask.length : 0,
      what: `${ran || 'no samples'} — events: ${what || 'none named'}`,
    };
  });
}

async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    // Lighthouse's own benchmark (core/lib/page-functions.js), run in a page of this browser.
    const { pageFunctions } =
      (await import('lighthouse/core/lib/page-functions.js')) as unknown as {
        pageFunctions: { computeBenchmarkIndex: () => number };
      };
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

async function profile(browser: Browser, path: string): Promise<{ index: number; tasks: Task[] }> {
  const index = await benchmarkIndex(browser);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // No service worker: every run is a first visit.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const url = new URL(path, SITE).href;
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'blink.user_timing',
      'loading',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  // Nothing of Playwright's runs in the page meanwhile (a polling wait would be traced as tasks).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  const takenOver = await page.evaluate(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((k) => k.startsWith('__reactFiber'));
  });
  if (!takenOver)
    throw new Error(`the app had not taken ${path} over ${QUIET_MS} ms after it was quiet`);
  const raw = (await browser.stopTracing()).toString('utf8');
  const traceFile = flags.string('trace');
  if (traceFile) writeFileSync(traceFile, raw);
  const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
  await context.close();
  return { index, tasks: longTasks(trace.traceEvents, url) };
}

const browser = await chromium.launch({
  executablePath: resolveChromium(),
  args: [...CHROMIUM_FLAGS],
});
/** Per page, the most script time any task ran, scaled to REFERENCE_BENCHMARK, and where. */
const worst: { page: string; scaled: number; at: string }[] = [];
try {
  console.log(
    `Main-thread tasks, thread CPU time × ${SLOWDOWN} (Lighthouse's mobile slowdown), signed out, ` +
      `${RUNS} run(s) per page; long: over ${LONG_MS} ms\n`,
  );
  for (const path of PAGES) {
    const longest: number[] = [];
    let most = { scaled: 0, at: 'no task ran a script of ours' };
    for (let run = 1; run <= RUNS; run++) {
      const { index, tasks } = await profile(browser, path);
      for (const task of tasks) {
        const scaled = (task.script * index) / REFERENCE_BENCHMARK;
        if (scaled > most.scaled) {
          most = {
            scaled,
            at: `run ${run}, at ${task.at} ms: ${Math.round(task.script)} ms of script at a benchmark of ${index}`,
          };
        }
      }
      const long = tasks.filter((task) => task.cost > LONG_MS);
      longest.push(Math.max(0, ...tasks.map((task) => task.cost)));
      console.log(
        `${path} run ${run}/${RUNS}: CPU benchmark ${index}; ${tasks.length} tasks of 5 ms or more, ` +
          `${long.length} over ${LONG_MS} ms`,
      );
      const shown = [...tasks]
        .sort((a, b) => b.cost - a.cost)
        .slice(0, Math.max(SHOWN, long.length));
      console.log('| at (ms) | cost (ms) | what (ms) |\n| --: | --: | --- |');
      for (const task of shown.sort((a, b) => a.at - b.at)) {
        console.log(
          `| ${task.at} | ${task.cost}${task.cost > LONG_MS ? ' ✗' : ''} | ${task.what} |`,
        );
      }
      console.log('');
    }
    console.log(`${path}: longest task per run ${longest.join(' / ')} ms\n`);
    worst.push({ page: path, ...most });
  }
} finally {
  await browser.close();
}

const goals = new Goals();
for (const { page, scaled, at } of worst) {
  goals.judge(meta.goals.script, scaled, `${page}: ${Math.round(scaled)} ms (${at})`);
}
goals.finish(meta.name);
