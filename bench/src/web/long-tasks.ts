/**
 * npm run bench:tasks — what the main thread does on a page, task by task, from a Chromium trace.
 * Each page (--pages, by default a place's) is loaded --runs times in a fresh context with
 * Lighthouse's phone (412×823, DPR 1.75), signed out, and traced until the network has been quiet
 * for 5 s (the app must have taken the page over). Each task is charged its thread CPU time × 4,
 * as Lighthouse's simulation counts a task observed on an unthrottled machine, so a task over
 * 50 ms here is a long task in Lighthouse's figures; CPU time, not wall time, which on a shared
 * 2-core machine is mostly waiting for a core (main-thread.ts says what each task ran). The goal
 * is judged on each task's script time scaled to a CPU benchmark of 1,500 (its time × the run's
 * benchmark / 1,500: a machine half as fast takes twice as long), measured in the page before
 * each run, since the benchmark moves with the host's load.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, resolveChromium } from '../../../web/e2e/support/chromium.js';
import { tasks as meta } from '../catalogue.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';
import type { TraceEvent } from './lighthouse/report.js';
import { measureBenchmark, REFERENCE_BENCHMARK } from './lighthouse/slowdown.js';
import { longTasks, NoNavigation, SLOWDOWN, type Task } from './main-thread.js';

const flags = parseFlags(meta);
const SITE = process.env.TG_SITE_URL;
if (!SITE) {
  console.error('TG_SITE_URL is not set: run it as `npm run bench:tasks`.');
  process.exit(2);
}
const PAGES = flags.list('pages');
const RUNS = Math.max(1, flags.number('runs'));
const LONG_MS = 50;
/** How long after the network is quiet the trace goes on (the auth SDK loads when the page is idle). */
const QUIET_MS = 5000;
/** Tasks listed per run: every long one, and at least this many of the longest. */
const SHOWN = 8;

async function profile(browser: Browser, path: string): Promise<{ index: number; tasks: Task[] }> {
  const index = await measureBenchmark(browser);
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
    const heading = document.querySelector('main h1') ?? document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((k) => k.startsWith('__reactFiber'));
  });
  if (!takenOver)
    throw new Error(`the app had not taken ${path} over ${QUIET_MS} ms after it was quiet`);
  const raw = (await browser.stopTracing()).toString('utf8');
  const traceFile = flags.string('trace');
  if (traceFile) writeFileSync(traceFile, raw);
  const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
  await context.close();
  return { index, tasks: longTasks(SITE!, trace.traceEvents, url) };
}

/** One run; one whose trace Chromium recorded without the navigation is taken again, twice at most. */
async function profileRun(browser: Browser, path: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await profile(browser, path);
    } catch (error) {
      if (!(error instanceof NoNavigation) || attempt >= attempts) throw error;
      process.stderr.write(`  ${error.message}: running again\n`);
    }
  }
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
      const { index, tasks } = await profileRun(browser, path);
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
