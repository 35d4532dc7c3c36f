/**
 * The verdict of web:pair and the guard: two builds measured run for run in one run of the
 * Lighthouse bench, compared page by page. Script bytes are not judged here: the script budget
 * (web/e2e/script-budget.spec.ts, in npm test) is their one gate.
 */
import type { BenchReport, Measured } from './lighthouse/report.js';

/** Runs of a page per build before its figures are judged: the fewest that show a spread. */
export const MIN_RUNS = 2;

export interface Figure {
  name: string;
  pick: (run: Measured) => number;
  /** Which way is better. */
  better: 'higher' | 'lower';
  /**
   * How much worse than the base this tree may be (given the base's median) before it fails;
   * undefined: shown, never judged.
   */
  tolerance?: (base: number) => number;
  format: (value: number) => string;
}
const ms = (v: number) => `${Math.round(v)} ms`;
const points = (v: number) => String(Math.round(v));
/*
 * Lighthouse's TBT, and the performance score it weighs most, follow the machine's load more than
 * the page: in a control of one build on two suites, /login's TBT went 58 → 234 ms with 0 ms of
 * TBT from CPU time on both. They are shown; TBT from CPU time is judged in their place.
 */
export const FIGURES: Figure[] = [
  { name: 'performance', pick: (r) => r.scores.performance, better: 'higher', format: points },
  { name: 'LCP', pick: (r) => r.lcp, better: 'lower', tolerance: (b) => 0.2 * b, format: ms },
  { name: 'FCP', pick: (r) => r.fcp, better: 'lower', tolerance: (b) => 0.2 * b, format: ms },
  { name: 'TBT', pick: (r) => r.tbt, better: 'lower', format: ms },
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

const middle = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
const spread = (values: number[]) => {
  const finite = values.filter(Number.isFinite);
  return finite.length ? Math.max(...finite) - Math.min(...finite) : 0;
};

/**
 * The two builds side by side (a Markdown table, base → this tree) and what this tree does worse:
 * a figure whose median is worse than the base's by more than both its tolerance and the spread
 * of either build's runs of the page, judged only on pages each build measured MIN_RUNS times.
 */
export function compareBuilds(report: BenchReport): {
  table: string[];
  failures: string[];
  notes: string[];
} {
  const failures: string[] = [];
  const unjudged: string[] = [];
  const header = ['page', ...FIGURES.map((f) => f.name)];
  const table = [
    `| ${header.join(' | ')} |`,
    `| --- | ${header
      .slice(1)
      .map(() => '--:')
      .join(' | ')} |`,
  ];
  for (const { page, current, baseline } of report.pages) {
    if (!baseline?.length) {
      failures.push(`${page}: not measured on the base`);
      continue;
    }
    const cells: string[] = [];
    // One run per build measures no noise, on a machine whose runs differ by more than any
    // tolerance: the figures are shown, not judged.
    const judged = Math.min(baseline.length, current.length) >= MIN_RUNS;
    if (!judged) unjudged.push(page);
    for (const figure of FIGURES) {
      const base = middle(baseline.map(figure.pick));
      const own = middle(current.map(figure.pick));
      cells.push(`${figure.format(base)} → ${figure.format(own)}`);
      const { tolerance } = figure;
      if (!judged || !tolerance || !Number.isFinite(base) || !Number.isFinite(own)) continue;
      const worse = figure.better === 'lower' ? own - base : base - own;
      const noise = Math.max(spread(baseline.map(figure.pick)), spread(current.map(figure.pick)));
      const allowed = Math.max(tolerance(base), noise);
      if (worse > allowed) {
        failures.push(
          `${page}: ${figure.name} ${figure.format(base)} → ${figure.format(own)}, worse by more ` +
            `than ${figure.format(allowed)} (tolerance ${figure.format(tolerance(base))}, ` +
            `runs' spread ${figure.format(noise)})`,
        );
      }
    }
    table.push(`| ${page} | ${cells.join(' | ')} |`);
  }
  const notes = unjudged.length
    ? [
        `Lighthouse's figures not judged on ${unjudged.length} page(s) measured fewer than ` +
          `${MIN_RUNS} times per build (--runs): one run measures no noise.`,
      ]
    : [];
  return { table, failures, notes };
}
