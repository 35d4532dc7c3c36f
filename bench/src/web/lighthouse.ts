/**
 * npm run bench:web — Lighthouse (mobile defaults: Moto G Power, slow 4G, 4× CPU slowdown) on
 * every page a person can open (lighthouse/pages.ts), on the built site behind this suite's
 * Hosting emulator. Each page is measured --runs times; its median run is reported and judged
 * against the targets in lighthouse/judge.ts (Lighthouse's performance score and TBT, which
 * follow the machine's load, reported beside the page's own TBT from CPU time); web:pair and the
 * guard compare two builds measured in the same run.
 */
import { web as meta } from '../catalogue.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';
import { LighthouseBrowser, peopleOf, warmUp, type Suite } from './lighthouse/browser.js';
import {
  CLS_TARGET,
  LCP_TARGET,
  REQUIRED_AUDITS,
  TARGETS,
  TBT_TARGET,
} from './lighthouse/judge.js';
import { benchPages } from './lighthouse/pages.js';
import type { Measured } from './lighthouse/report.js';
import {
  median,
  printHeader,
  printTable,
  printTbtSources,
  type PageRuns,
} from './lighthouse/tables.js';

const flags = parseFlags(meta);
const SITE = process.env.TG_SITE_URL;
if (!SITE) {
  console.error('TG_SITE_URL is not set: run it as `npm run bench:web`.');
  process.exit(2);
}
const RUNS = Math.max(1, flags.number('runs'));

const people = await peopleOf();
const suite: Suite = {
  name: 'current',
  site: SITE,
  people,
  pages: benchPages(people, flags.list('only')),
};
await warmUp([suite]);
const given = flags.string('cpu-slowdown');
const browser = await LighthouseBrowser.launch(
  RUNS,
  given ? flags.number('cpu-slowdown') : undefined,
);
const measured: PageRuns[] = [];
try {
  for (const page of suite.pages) {
    const runs: Measured[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await browser.measure(suite, page, i));
    measured.push({ page: runs[0]!.page, current: runs });
  }
} finally {
  await browser.close();
}

const results = measured.map((p) => median(p.current));
printHeader(browser.lighthouseVersion, RUNS, measured, browser.cpu);
printTable(`This build (${SITE})`, results);
printTbtSources(measured, RUNS);
console.log(
  `targets: accessibility, best practices and SEO ≥ ${TARGETS.accessibility}, LCP ≤ ${LCP_TARGET} ms, ` +
    `TBT from CPU time ≤ ${TBT_TARGET} ms, CLS < ${CLS_TARGET}, image audits ` +
    `(${REQUIRED_AUDITS.join(', ')}) passing; performance and Lighthouse's TBT reported; a first ` +
    'visit to /saved: LCP, TBT and prioritize-lcp-image reported; noindex pages: SEO without ' +
    'is-crawlable; the 404 and 410 pages: SEO without http-status-code, best practices without ' +
    "the browser's console line for its status\n",
);

// The median run is judged: single runs on a shared 2-core machine vary by a few points.
const goals = new Goals();
for (const result of results) {
  for (const goal of ['scores', 'timings'] as const) {
    const missed = result.problems.filter((p) => p.goal === goal).map((p) => p.text);
    const figures =
      goal === 'scores'
        ? `${result.scores.accessibility} / ${result.scores['best-practices']} / ${result.scores.seo}`
        : `LCP ${Math.round(result.lcp)} ms, TBT from CPU time ${Math.round(result.cpuTbt)} ms, ` +
          `CLS ${result.cls.toFixed(3)}`;
    goals.check(
      meta.goals[goal],
      missed.length === 0,
      `${result.page}: ${missed.join('; ') || figures}`,
    );
  }
}
goals.finish(meta.name);
