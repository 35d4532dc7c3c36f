/** The Lighthouse benches' tables: each page's median run, and where its TBT comes from. */
import os from 'node:os';
import { chromiumVersion } from './browser.js';
import { timingProblems } from './judge.js';
import { TASK_SOURCES, type Measured } from './report.js';

export interface PageRuns {
  page: string;
  current: Measured[];
  baseline?: Measured[];
}

const ms = (v: number) => `${Math.round(v)} ms`;

/**
 * The median run by performance score, the median LCP among runs of one score (a page scoring
 * 100 in every run is judged by its middle LCP), with the median of the runs' LCP and of their TBT
 * from CPU time, which those targets are judged on: one run's outlier is not the page's figure.
 */
export function median(runs: Measured[]): Measured {
  const middle = <T>(sorted: T[]) => sorted[Math.floor((sorted.length - 1) / 2)]!;
  const run = middle(
    [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcp - a.lcp),
  );
  const medianOf = (values: number[]) => {
    const measured = values.filter(Number.isFinite);
    return measured.length ? middle(measured.sort((a, b) => a - b)) : NaN;
  };
  const cpu = medianOf(runs.map((r) => r.cpuTbt));
  const lcp = medianOf(runs.map((r) => r.lcp));
  const problems = run.problems.filter((p) => !p.onMedian);
  const judged = run.timingsJudged ? timingProblems(lcp, cpu) : [];
  return { ...run, cpuTbt: cpu, lcp, problems: [...problems, ...judged] };
}

export function printHeader(
  lighthouse: string,
  runs: number,
  measured: PageRuns[],
  cpu: { slowdown: number; benchmark: number },
): void {
  const benchmarks = measured
    .flatMap((p) => [...p.current, ...(p.baseline ?? [])])
    .map((r) => r.benchmarkIndex);
  const chosen = Number.isFinite(cpu.benchmark)
    ? ` (for a CPU benchmark of ${Math.round(cpu.benchmark)} at the start)`
    : ' (given)';
  console.log(
    `\nLighthouse ${lighthouse} (mobile, simulated slow 4G, CPU slowed ${cpu.slowdown}×${chosen}), ` +
      `${chromiumVersion()}, ${os.cpus().length} cores; median of ${runs} run(s) per page; ` +
      `CPU benchmark ${Math.min(...benchmarks)}–${Math.max(...benchmarks)} across the runs\n`,
  );
}

export function printTable(title: string, rows: Measured[]): void {
  console.log(`${title}\n`);
  console.log(
    '| page | perf | a11y | BP | SEO | LCP | CLS | TBT | TBT from CPU time | FCP | LCP element | LCP found early | CPU benchmark |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- | --- | --: |');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ` +
        `${r.scores.seo} | ${ms(r.lcp)} | ${r.cls.toFixed(3)} | ${ms(r.tbt)} | ${ms(r.cpuTbt)} | ` +
        `${ms(r.fcp)} | ${r.lcpElement} | ${r.lcpPreloaded} | ${r.benchmarkIndex} |`,
    );
  }
  console.log('');
}

/**
 * Where each page's TBT comes from, averaged over its runs: what Lighthouse charges each
 * simulated long task to (tbt.ts, tbtBySource).
 */
export function printTbtSources(measured: PageRuns[], runs: number): void {
  console.log(`Where this build's TBT comes from (mean of ${runs} run(s) per page)\n`);
  console.log(`| page | TBT | ${TASK_SOURCES.join(' | ')} |`);
  console.log(`| --- | --: | ${TASK_SOURCES.map(() => '--:').join(' | ')} |`);
  for (const { page, current } of measured) {
    const mean = (pick: (r: Measured) => number) =>
      current.reduce((sum, r) => sum + pick(r), 0) / current.length;
    console.log(
      `| ${page} | ${ms(mean((r) => r.tbt))} | ` +
        TASK_SOURCES.map((source) => ms(mean((r) => r.tbtBy[source]))).join(' | ') +
        ' |',
    );
  }
  console.log('');
}
