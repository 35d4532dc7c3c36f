/**
 * Two readings of Lighthouse's Total Blocking Time that say where it comes from: the page's own
 * CPU time (what a busy 2-core machine does not inflate) and the share of each kind of task.
 */
import type { Result } from 'lighthouse';
import { TASK_SOURCES, type TaskSource, type TraceEvent } from './report.js';

/**
 * TBT as Lighthouse sums it (each main-thread task after the first contentful paint, times the
 * run's CPU slowdown, 4 on mobile, less 50 ms), but from the thread's CPU time in each task
 * rather than its wall time; up to the end of the trace, so a little over Lighthouse's window
 * (first paint to interactive).
 *
 * On a shared 2-core machine a task's wall time is mostly time the page's thread waited for a
 * core: Chromium's compositor, its browser process and Lighthouse itself run beside it, and the
 * trace showed the main thread on a core for a third of its tasks' wall time. Lighthouse's TBT
 * then moves by hundreds of milliseconds between runs of one build. The CPU time is what the
 * page asked of the machine: it is what TBT would be with the machine to itself, and it changes
 * only when the page does. NaN when the trace lacks what it needs.
 */
export function cpuTbt(events: TraceEvent[], slowdown: number): number {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return NaN;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid);
  if (!fcp) return NaN;
  const tasks = events
    .filter(
      (e) =>
        e.pid === navigation.pid &&
        e.tid === navigation.tid &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        e.ts >= fcp.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  // A Chromium whose trace gives no thread time says nothing about CPU time.
  if (!tasks.some((task) => task.tdur !== undefined)) return NaN;
  let blocking = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // a task inside one already counted
    end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, (slowdown * (task.tdur ?? 0)) / 1000 - 50);
  }
  return blocking;
}

/**
 * Lighthouse's TBT, split by what each task of its simulated timeline is charged to: a script of
 * ours, the document itself (parsing, style, layout, paint), Lighthouse's own injected script, or
 * no script at all (Chromium's own work: commits, image decoding, GC, timers). The `long-tasks`
 * audit lists those tasks with their simulated start and length; each counts as TBT does, clipped
 * to the window from first paint to interactive, less 50 ms. An estimate of the split, not of
 * TBT: Lighthouse's TBT is the mean of two simulations (optimistic and pessimistic) and the audit
 * runs a third, so a run's parts come within about a fifth of its TBT (97% over nine runs).
 */
export function tbtBySource(lhr: Result, documentUrl: string): Record<TaskSource, number> {
  const by = Object.fromEntries(TASK_SOURCES.map((source) => [source, 0])) as Record<
    TaskSource,
    number
  >;
  const from = lhr.audits['first-contentful-paint']?.numericValue ?? NaN;
  const to = lhr.audits.interactive?.numericValue ?? NaN;
  const items = (
    lhr.audits['long-tasks']?.details as
      { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined
  )?.items;
  if (!items || !Number.isFinite(from) || !Number.isFinite(to)) {
    for (const source of TASK_SOURCES) by[source] = NaN;
    return by;
  }
  for (const task of items) {
    const start = Math.max(task.startTime ?? 0, from);
    const end = Math.min((task.startTime ?? 0) + (task.duration ?? 0), to);
    const blocking = Math.max(0, end - start - 50);
    const url = task.url ?? '';
    const source: TaskSource =
      url === documentUrl
        ? 'document'
        : url.includes('_lighthouse-eval')
          ? 'Lighthouse'
          : url.startsWith('http')
            ? 'our scripts'
            : 'no script';
    by[source] += blocking;
  }
  return by;
}
