import { describe, expect, it } from 'vitest';
import type { BenchReport, Measured } from './lighthouse/report.js';
import { compareBuilds } from './compare-builds.js';

/** A run that meets every target; `changes` makes it what a test needs. */
function run(changes: Partial<Measured> & { performance?: number } = {}): Measured {
  const { performance = 100, ...rest } = changes;
  return {
    page: '/login',
    cpuTbt: 20,
    tbtBy: { 'no script': 0, document: 0, 'our scripts': 0, Lighthouse: 0 },
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcp: 1000,
    cls: 0,
    tbt: 0,
    fcp: 900,
    lcpElement: 'text',
    lcpPreloaded: 'n/a',
    benchmarkIndex: 1500,
    problems: [],
    ...rest,
  };
}

/** The same run twice: a build measured twice, with no spread between its runs. */
const twice = (changes: Partial<Measured> & { performance?: number } = {}) => [
  run(changes),
  run(changes),
];

function report(page: string, baseline: Measured[], current: Measured[]): BenchReport {
  return {
    lighthouse: '12.8.2',
    chromium: 'Chromium',
    cores: 2,
    runs: current.length,
    site: 'http://127.0.0.1:5640',
    baseline: 'http://127.0.0.1:5800',
    pages: [{ page, baseline, current }],
  };
}

describe('the regression guard’s verdict', () => {
  it('passes two builds that measure the same, and prints both in one row', () => {
    const { table, failures } = compareBuilds(report('/login', [run()], [run()]));
    expect(failures).toEqual([]);
    expect(table).toHaveLength(3);
    expect(table[2]).toContain('| /login | 100 → 100 | 1000 ms → 1000 ms');
  });

  it('lets LCP be up to 20% worse than the base, the difference two suites of one build showed', () => {
    expect(compareBuilds(report('/login', twice(), twice({ lcp: 1190 }))).failures).toEqual([]);
    expect(compareBuilds(report('/login', twice(), twice({ lcp: 1210 }))).failures).toEqual([
      expect.stringMatching(/^\/login: LCP 1000 ms → 1210 ms, worse by more than 200 ms/),
    ]);
  });

  it('does not fail a difference smaller than the spread the run measured between runs of one build', () => {
    // The base's own runs differ by 900 ms: a median 600 ms worse is within that noise.
    const base = [run({ lcp: 1000 }), run({ lcp: 1000 }), run({ lcp: 1900 })];
    const change = [run({ lcp: 1600 }), run({ lcp: 1600 }), run({ lcp: 1600 })];
    expect(compareBuilds(report('/login', base, change)).failures).toEqual([]);
    // Beyond the spread it fails.
    const slower = [run({ lcp: 3000 }), run({ lcp: 3000 }), run({ lcp: 3000 })];
    expect(compareBuilds(report('/login', base, slower)).failures).toEqual([
      expect.stringContaining(
        "LCP 1000 ms → 3000 ms, worse by more than 900 ms (tolerance 200 ms, runs' spread 900 ms)",
      ),
    ]);
  });

  it('compares medians, so one slow run of the change is not a regression', () => {
    const base = [run(), run(), run()];
    const change = [run(), run({ lcp: 4000, cpuTbt: 900 }), run()];
    // The one slow run widens the spread, and the medians are equal.
    expect(compareBuilds(report('/login', base, change)).failures).toEqual([]);
  });

  it('allows no drop in accessibility, best practices or SEO when every run agrees', () => {
    const change = [
      run({ scores: { performance: 100, accessibility: 96, 'best-practices': 100, seo: 100 } }),
    ];
    expect(compareBuilds(report('/login', twice(), [...change, ...change])).failures).toEqual([
      "/login: accessibility 100 → 96, worse by more than 0 (tolerance 0, runs' spread 0)",
    ]);
  });

  it("shows Lighthouse's TBT and performance score without judging them, and judges TBT from CPU time", () => {
    // What a busy machine does to one build: Lighthouse's TBT up, its performance down.
    const loaded = twice({ tbt: 400, performance: 80 });
    expect(compareBuilds(report('/login', twice(), loaded)).failures).toEqual([]);
    expect(compareBuilds(report('/login', twice(), loaded)).table[2]).toContain('100 → 80');
    expect(compareBuilds(report('/login', twice(), twice({ cpuTbt: 60 }))).failures).toEqual([
      expect.stringMatching(/^\/login: TBT from CPU time 20 ms → 60 ms, worse by more than 30 ms/),
    ]);
  });

  it('never fails a better figure', () => {
    expect(
      compareBuilds(report('/login', twice({ performance: 80, lcp: 3000, cpuTbt: 90 }), twice()))
        .failures,
    ).toEqual([]);
  });

  it('with one run per build, shows the figures but judges none, and says so', () => {
    const once = compareBuilds(report('/login', [run()], [run({ lcp: 5000, performance: 40 })]));
    expect(once.failures).toEqual([]);
    expect(once.table[2]).toContain('100 → 40 | 1000 ms → 5000 ms');
    expect(once.notes).toEqual([expect.stringContaining('not judged on 1 page(s)')]);
    expect(compareBuilds(report('/login', twice(), twice())).notes).toEqual([]);
  });

  it('fails a page the base was not measured on', () => {
    const unmatched: BenchReport = {
      ...report('/owner', [], [run()]),
      pages: [{ page: '/owner', current: [run()] }],
    };
    expect(compareBuilds(unmatched).failures).toEqual(['/owner: not measured on the base']);
  });
});
