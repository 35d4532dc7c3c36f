/** The Lighthouse benches' tables: each page's median run, and where its TBT comes from. */
import os from 'node:os';
import { chromiumVersion } from './browser.js';
import { cpuTbtProblem } from './judge.js';
import { TASK_SOURCES, type Measured } from './report.js';

export interface PageRuns {
  page: string;
  current: Measured[];
  baseline?: Measured[];
}

const ms = (v: number) => `${Math.round(v)} ms`;

/**
 * The median run by performance score, the median LCP among runs of one score (a page scoring
 * 100 in every run is judged by its middle LCP), with the median of the runs' TBT from CPU time,
 * which its target is judged on.
 */
export function median(runs: Measured[]): Measured {
  const middle = <T>(sorted: T[]) => sorted[Math.floor((sorted.length - 1) / 2)]!;
  const run = middle(
    [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcp - a.lcp),
  );
  const measuredCpu = runs.map((r) => r.cpuTbt).filter(Number.isFinite);
  const cpu = measuredCpu.length ? middle(measuredCpu.sort((a, b) => a - b)) : NaN;
  // The TBT from CPU time target is judged on that median, not on the chosen run's own figure.
  const problems = run.problems.filter((p) => !p.cpuTbt);
  const tbtProblem = run.cpuTbtJudged ? cpuTbtProblem(cpu) : undefined;
  return { ...run, cpuTbt: cpu, problems: tbtProblem ? [...problems, tbtProblem] : problems };
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
