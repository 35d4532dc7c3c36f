/**
 * What a Chromium trace says a page's main thread did, task by task (bench:tasks): each task's
 * thread CPU time × SLOWDOWN, Lighthouse's mobile CPU slowdown, and what it ran: the scripts the
 * V8 profiler sampled in it and the browser's own work (parsing, style, layout, paint, GC).
 */
import type { TraceEvent } from './lighthouse/report.js';

/** Lighthouse's mobile CPU slowdown. */
export const SLOWDOWN = 4;

export interface Task {
  /** Milliseconds from the navigation's start. */
  at: number;
  /** Thread CPU time × SLOWDOWN, in ms. */
  cost: number;
  /** The share of `cost` our scripts ran (the site's own URLs among the profiler's samples), in ms. */
  script: number;
  /** What it ran, the largest parts first. */
  what: string;
}

/** A script's URL without the site and the build's hash. */
const shortUrl = (site: string, url: string | undefined) =>
  url
    ? url
        .replace(site, '')
        .replace(/^\/assets\//, '')
        .replace(/-[\w-]{8}\.js$/, '.js')
    : '';

/** A child event's name for the report: the script it ran, or the browser's work. */
function label(site: string, event: TraceEvent): string {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
      return `run ${shortUrl(site, data?.url) || 'inline script'}`;
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `module ${shortUrl(site, event.args?.fileName ?? data?.url)}`;
    case 'FunctionCall':
      return `call ${shortUrl(site, data?.url) || '?'}${data?.functionName ? `:${data.functionName}` : ''}`;
    case 'EventDispatch':
      return `event ${data?.type ?? ''}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'V8.GC_MARK_COMPACTOR':
    case 'BlinkGC.AtomicPhase':
      return 'GC';
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'image decode';
    default:
      return '';
  }
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string };
}

/**
 * The V8 sampling profiler's samples on the page's main thread, each as [time (µs), what ran]: the
 * script of the innermost frame that has one (its file, its function), or V8's own label
 * ("(garbage collector)", "(program)": the browser's work outside JavaScript).
 */
function samples(
  site: string,
  events: TraceEvent[],
  pid: number,
  tid: number,
): [time: number, what: string, ours: boolean][] {
  const out: [number, string, boolean][] = [];
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  for (const profile of profiles) {
    const id = (profile as { id?: string }).id;
    const nodes = new Map<number, ProfileNode>();
    let time = (profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts;
    const chunks = events.filter(
      (e) => e.name === 'ProfileChunk' && e.pid === pid && (e as { id?: string }).id === id,
    );
    for (const chunk of chunks) {
      const data = chunk.args?.data as
        | {
            cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
            timeDeltas?: number[];
          }
        | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((nodeId, i) => {
        time += deltas[i] ?? 0;
        let node = nodes.get(nodeId);
        while (node && !node.callFrame.url && node.parent !== undefined) {
          const parent = nodes.get(node.parent);
          if (!parent?.callFrame.url && parent?.callFrame.functionName === '(root)') break;
          node = parent;
        }
        const frame = nodes.get(nodeId)?.callFrame;
        const what = node?.callFrame.url
          ? shortUrl(site, node.callFrame.url)
          : (frame?.functionName ?? '?');
        out.push([time, what, node?.callFrame.url?.startsWith(site) ?? false]);
      });
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** A trace Chromium recorded without the page's navigation (as Lighthouse's NO_NAVSTART). */
export class NoNavigation extends Error {}

/**
 * The page's main-thread tasks of 5 ms or more (CPU time × SLOWDOWN) from the navigation to
 * `pageUrl` on, each with what it ran and how much of it was the site's own scripts.
 */
export function longTasks(site: string, events: TraceEvent[], pageUrl: string): Task[] {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === pageUrl,
  );
  if (!navigation) throw new NoNavigation(`the trace has no navigation to ${pageUrl}`);
  const main = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid);
  const tasks = main
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.ts >= navigation.ts &&
        (e.tdur ?? e.dur ?? 0) * SLOWDOWN >= 5000,
    )
    .sort((a, b) => a.ts - b.ts);
  const spans = main.filter((e) => e.ph === 'X' && label(site, e) !== '');
  const sampled = samples(site, events, navigation.pid, navigation.tid);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const cost = ((task.tdur ?? task.dur ?? 0) * SLOWDOWN) / 1000;
    // The scripts that ran, from the samples in the task, shared out over its CPU time.
    const inTask = sampled.filter(([time]) => time >= task.ts && time <= end);
    const scripts = new Map<string, number>();
    for (const [, what] of inTask) scripts.set(what, (scripts.get(what) ?? 0) + 1);
    const ours = inTask.filter(([, , site]) => site).length;
    const ran = [...scripts]
      .filter(([what]) => what !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([what, count]) => `${what} ${Math.round((cost * count) / inTask.length)}`)
      .join(', ');
    // The outermost named events inside the task: what it spent its time on.
    const inside = spans
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const parts = new Map<string, number>();
    let covered = 0;
    for (const event of inside) {
      if (event.ts < covered) continue;
      covered = event.ts + (event.dur ?? 0);
      const name = label(site, event);
      parts.set(name, (parts.get(name) ?? 0) + (event.tdur ?? event.dur ?? 0));
    }
    const what = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, us]) => `${name} ${Math.round((us * SLOWDOWN) / 1000)}`)
      .join(', ');
    return {
      at: Math.round((task.ts - navigation.ts) / 1000),
      cost: Math.round(cost),
      script: inTask.length ? (cost * ours) / inTask.length : 0,
      what: `${ran || 'no samples'} — events: ${what || 'none named'}`,
    };
  });
}
