import { describe, expect, it } from 'vitest';
import type { Measured } from './report.js';
import { median } from './tables.js';

const run = (performance: number, lcp: number, cpuTbt = 0): Measured => ({
  page: '/login',
  cpuTbt,
  tbtBy: { 'no script': 0, document: 0, 'our scripts': 0, Lighthouse: 0 },
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcp,
  cls: 0,
  tbt: 0,
  fcp: lcp,
  lcpElement: 'text',
  lcpPreloaded: 'n/a',
  benchmarkIndex: 1500,
  problems:
    cpuTbt > 100
      ? [{ goal: 'timings', text: `TBT from CPU time ${cpuTbt} ms > 100 ms`, onMedian: true }]
      : [],
  timingsJudged: true,
});

describe("a page's median run", () => {
  it('is the middle one by performance score', () => {
    // The run's own figures (its FCP here); the LCP reported is the runs' median (below).
    expect(median([run(100, 900), run(90, 2000), run(95, 1500)]).fcp).toBe(1500);
  });

  it('is the middle LCP among runs of one score, whichever ran second', () => {
    expect(median([run(100, 1126), run(100, 1582), run(100, 1100)]).fcp).toBe(1126);
  });

  it("carries the median of the runs' TBT from CPU time, and judges its target on it", () => {
    expect(median([run(100, 1, 30), run(100, 2, 0), run(100, 3, 10)]).cpuTbt).toBe(10);
    // The middle run by LCP blocked 122 ms; the median of the three is 58 ms: met.
    const runs = [run(97, 1374, 122), run(95, 1389, 68), run(100, 1284, 40), run(100, 1335, 58)];
    expect(median(runs).problems).toEqual([]);
    const over = [run(100, 1, 130), run(100, 2, 20), run(100, 3, 140)];
    expect(median(over).problems.map((p) => p.text)).toEqual(['TBT from CPU time 130 ms > 100 ms']);
  });

  it("carries the median of the runs' LCP, and judges its target on it, not on the chosen run's", () => {
    const lcps = [1088, 1298, 1072, 1235, 2256, 1073, 1210, 1010, 1217];
    const scores = [96, 96, 97, 97, 99, 99, 100, 100, 100];
    const runs = lcps.map((lcp, i) => {
      const measured = { ...run(scores[i]!, lcp), timingsJudged: true };
      return lcp > 1500
        ? {
            ...measured,
            problems: [
              {
                goal: 'timings' as const,
                text: `LCP ${lcp} ms > 1500 ms`,
                onMedian: true as const,
              },
            ],
          }
        : measured;
    });
    // The chosen run (the first scoring 99) had the outlier.
    expect(median(runs).fcp).toBe(2256);
    expect(median(runs).lcp).toBe(1210);
    expect(median(runs).problems).toEqual([]);
    const slow = [1600, 1700, 900].map((lcp) => ({ ...run(100, lcp), timingsJudged: true }));
    expect(median(slow).problems.map((p) => p.text)).toEqual(['LCP 1600 ms > 1500 ms']);
  });

  it('never judges TBT from CPU time on a page that only reports it', () => {
    const over = [run(100, 1, 130), run(100, 2, 140)].map((r) => ({ ...r, timingsJudged: false }));
    expect(median(over).problems).toEqual([]);
  });
});
