/**
 * What the Lighthouse bench (lighthouse.ts) measures in one run, and the file it writes for
 * BENCH_JSON, which the regression guard (guard.ts) reads.
 */

export const TASK_SOURCES = ['no script', 'document', 'our scripts', 'Lighthouse'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page. */
export interface Measured {
  page: string;
  /** TBT from the main thread's CPU time instead of its wall time (lighthouse.ts, `cpuTbt`). */
  cpuTbt: number;
  /** Lighthouse's TBT split by what each long task is charged to (lighthouse.ts, `tbtBySource`). */
  tbtBy: Record<TaskSource, number>;
  scores: Record<Category, number>;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  /**
   * Bytes of script the browser downloaded, from the first byte until Lighthouse stopped
   * listening (network quiet after load): every Script URL in Lighthouse's network-requests
   * audit once, at the size gzip -9 makes of its body, as the script budget counts it
   * (web/e2e/script-budget.spec.ts).
   */
  scriptBytes: number;
  lcpElement: string;
  lcpPreloaded: string;
  /** Lighthouse's CPU benchmark of this machine during the run (its reference desktop: ~1500+). */
  benchmarkIndex: number;
  problems: string[];
}

/** BENCH_JSON: every run of every page, of this build and of the baseline when there is one. */
export interface BenchReport {
  lighthouse: string;
  chromium: string;
  cores: number;
  runs: number;
  site: string;
  baseline?: string;
  pages: { page: string; current: Measured[]; baseline?: Measured[] }[];
}

/** A Chromium trace event, as the benches read them (lighthouse.ts, long-tasks.ts). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time (µs). */
  dur?: number;
  /** The thread's CPU time in the event (µs). */
  tdur?: number;
  args?: {
    name?: string;
    fileName?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      frame?: string;
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
    };
  };
}
