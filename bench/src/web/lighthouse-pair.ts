/**
 * web:pair — the Lighthouse bench on this suite and on another running suite (an older build,
 * started with its own TG_PORT_OFFSET), with people of its own, run for run: which build goes
 * first alternates, run by run and page by page, so a slow or busy moment slows both. Judged by
 * compare-builds.ts: this build fails only where it measures worse than the other beyond both a
 * figure's tolerance and the spread the run itself measured. With --block, the other suite's runs
 * block those URLs: with --baseline-offset naming this very suite, it measures what one file
 * costs the pages (e.g. '*\/sw.js': the build without its service worker).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { suiteEnv, testPorts } from '@tourist-guide/stack/ports';
import { webPair as meta } from '../catalogue.js';
import { parseFlags } from '../support/cli.js';
import { Goals } from '../support/goals.js';
import { compareBuilds } from './compare-builds.js';
import {
  chromiumVersion,
  LighthouseBrowser,
  peopleOf,
  warmUp,
  type Suite,
} from './lighthouse/browser.js';
import { benchPages } from './lighthouse/pages.js';
import type { BenchReport, Measured } from './lighthouse/report.js';
import { median, printHeader, printTable, type PageRuns } from './lighthouse/tables.js';

const flags = parseFlags(meta);
const SITE = process.env.TG_SITE_URL;
const offset = flags.string('baseline-offset');
if (!SITE || offset === undefined) {
  console.error(
    !SITE
      ? 'TG_SITE_URL is not set: run it as `npm run bench:pair -- --baseline-offset <n>`.'
      : '--baseline-offset is required: the TG_PORT_OFFSET of the suite to compare with.',
  );
  process.exit(2);
}
const RUNS = Math.max(1, flags.number('runs'));
const only = flags.list('only');
const otherEnv = suiteEnv(testPorts(Number(offset)));
const OTHER = otherEnv.TG_SITE_URL!;

const [ownPeople, otherPeople] = await Promise.all([peopleOf(), peopleOf(otherEnv)]);
const own: Suite = {
  name: 'current',
  site: SITE,
  people: ownPeople,
  pages: benchPages(ownPeople, only),
};
const other: Suite = {
  name: 'baseline',
  site: OTHER,
  people: otherPeople,
  pages: benchPages(otherPeople, only),
  block: flags.list('block'),
};
await warmUp([own, other]);
const given = flags.string('cpu-slowdown');
const browser = await LighthouseBrowser.launch(
  RUNS,
  given ? flags.number('cpu-slowdown') : undefined,
);
const measured: PageRuns[] = [];
try {
  for (const [index, page] of own.pages.entries()) {
    const counterpart = other.pages[index]!;
    const current: Measured[] = [];
    const baseline: Measured[] = [];
    for (let i = 0; i < RUNS; i++) {
      const otherFirst = (index + i) % 2 === 0;
      if (otherFirst) baseline.push(await browser.measure(other, counterpart, i));
      current.push(await browser.measure(own, page, i));
      if (!otherFirst) baseline.push(await browser.measure(other, counterpart, i));
    }
    measured.push({ page: current[0]!.page, current, baseline });
  }
} finally {
  await browser.close();
}

printHeader(browser.lighthouseVersion, RUNS, measured, browser.cpu);
printTable(
  `The other build (${OTHER}), measured in turn with this one`,
  measured.map((p) => median(p.baseline!)),
);
printTable(
  `This build (${SITE})`,
  measured.map((p) => median(p.current)),
);

const report: BenchReport = {
  lighthouse: browser.lighthouseVersion,
  chromium: chromiumVersion(),
  cores: os.cpus().length,
  runs: RUNS,
  site: SITE,
  baseline: OTHER,
  pages: measured,
};
const json = flags.string('json');
if (json) writeFileSync(json, JSON.stringify(report, null, 2));

const { table, failures, notes } = compareBuilds(report);
console.log(`The other build → this build (medians)\n\n${[...table, '', ...notes].join('\n')}\n`);
const goals = new Goals();
if (failures.length === 0) goals.check(meta.goals.worse, true, `no page worse than ${OTHER}`);
for (const failure of failures) goals.check(meta.goals.worse, false, failure);
goals.finish(meta.name);
