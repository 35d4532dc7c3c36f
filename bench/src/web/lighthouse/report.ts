/**
 * What the Lighthouse benches measure in one run of a page, and the report web:pair writes with
 * --json: every run of every page, of this build and of the other.
 */

export const TASK_SOURCES = ['no script', 'document', 'our scripts', 'Lighthouse'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page. */
export interface Measured {
  page: string;
  /** TBT from the main thread's CPU time instead of its wall time (tbt.ts, `cpuTbt`). */
  cpuTbt: number;
  /** Lighthouse's TBT split by what each long task is charged to (tbt.ts, `tbtBySource`). */
  tbtBy: Record<TaskSource, number>;
  scores: Record<Category, number>;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  lcpElement: string;
  lcpPreloaded: string;
  /** Lighthouse's CPU benchmark of this machine during the run (its reference desktop: ~1500+). */
  benchmarkIndex: number;
  /** The targets this run missed, each with the goal it belongs to (catalogue.ts, web). */
  problems: Problem[];
  /** Whether LCP and TBT from CPU time are judged on this page (not on a first visit's: reported). */
  timingsJudged?: boolean;
}

export interface Problem {
  goal: 'scores' | 'timings';
  text: string;
  /** A target a page is judged on by its runs' median, not one run's (LCP, TBT from CPU time). */
  onMedian?: true;
}

/** Every run of every page, of this build and of the baseline when there is one. */
export interface BenchReport {
  lighthouse: string;
  chromium: string;
  cores: number;
  runs: number;
  site: string;
  baseline?: string;
  pages: { page: string; current: Measured[]; baseline?: Measured[] }[];
}

/** A Chromium trace event, as the benches read them (tbt.ts, long-tasks.ts). */
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
