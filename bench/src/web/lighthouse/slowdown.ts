/*
 * Lighthouse's mobile CPU slowdown (4×) stands for a phone on a machine with a CPU benchmark near
 * 1,500. A faster machine is slowed more, so the page's work is counted at the phone's speed: a
 * benchmark of 3,600 runs at 9.6×. Never less than Lighthouse's 4×.
 */
import type { Browser } from '@playwright/test';

/** The benchmark Lighthouse's 4× stands for (its reference desktop). */
export const REFERENCE_BENCHMARK = 1500;
const MOBILE_SLOWDOWN = 4;

/** The CPU slowdown for a machine of this benchmark, to one decimal. */
export function slowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return MOBILE_SLOWDOWN;
  const scaled = (MOBILE_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK;
  return Math.max(MOBILE_SLOWDOWN, Math.round(scaled * 10) / 10);
}

/** Lighthouse's own CPU benchmark (core/lib/page-functions.js), the median of 3 in one page. */
export async function measureBenchmark(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const { pageFunctions } =
      (await import('lighthouse/core/lib/page-functions.js')) as unknown as {
        pageFunctions: { computeBenchmarkIndex: () => number };
      };
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return runs.sort((a, b) => a - b)[1]!;
  } finally {
    await page.close();
  }
}
