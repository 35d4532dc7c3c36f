import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request, Response } from '@playwright/test';

/*
 * What scripts cost to download, as a reader's browser fetches them, each URL once, at the size
 * gzip -9 makes of its body (fixed by the bytes, whatever compression the server chose): every
 * script a page asks for (its documents' <script>s, module preloads and dynamic imports), from
 * the first byte until the page is idle (recordScripts), and apart from the page, what a first
 * visit's service worker fetches as it installs: its own script and the scripts it precaches
 * (recordWorkerScripts). The script budget (script-budget.spec.ts) is read from these.
 */

/** What a script's body counts for: its size at gzip -9, whatever compression the server chose. */
export const scriptSize = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/** How long the page must stay idle (see `untilIdle`) before its figures are final. */
export const QUIET_MS = 3000;
/** An idle callback of ours that waited longer than this to run means the main thread was busy. */
const BUSY_MS = 100;
/** A page that never goes quiet fails rather than waits out the test's timeout. */
const IDLE_DEADLINE_MS = 45_000;

export interface ScriptDownload {
  /** The path (and query) on the site, or the whole URL of another origin's script. */
  name: string;
  gzipBytes: number;
  /** Which of the markers the recorder was given the script holds. */
  holds: string[];
}

export interface PageScripts {
  /** Largest first. */
  scripts: ScriptDownload[];
  total: number;
  /** From the recorder's start to the idle page, the quiet time included. */
  idleAfterMs: number;
}

export interface ScriptRecorder {
  /**
   * Resolves once the page is idle: it has fired `load`, and for QUIET_MS since then no request
   * was in flight or started, no callback the page gave requestIdleCallback was waiting (the auth
   * SDK and the service worker's registration start in one, within 2 s and 5 s of the load), no
   * long task (50 ms or more) ran, and the main thread ran an idle callback of ours within BUSY_MS
   * each time it was asked: a long task, a hydration on a slow machine, is never taken for quiet,
   * though it holds the journey's questions up too.
   */
  untilIdle(): Promise<PageScripts>;
}

interface IdleProbe {
  /**
   * Resolves once the main thread is idle: to the page's idle callbacks still waiting, how long
   * the main thread took to get there, and how long ago its last long task ended.
   */
  __tgIdleProbe(): Promise<{ waiting: number; busyMs: number; sinceLongTaskMs: number }>;
}

const isScript = (request: Request, response: Response | null) =>
  request.resourceType() === 'script' ||
  /javascript|ecmascript/.test(response?.headers()['content-type'] ?? '');

interface Counted {
  gzipBytes: number;
  holds: string[];
}

/** A script's body as counted: its size, and which of `markers` it holds. */
const count = (body: Buffer, markers: readonly string[]): Counted => {
  const text = body.toString('utf8');
  return { gzipBytes: scriptSize(body), holds: markers.filter((marker) => text.includes(marker)) };
};

/** The path (and query) of a URL on the site, or the whole URL of another origin's. */
function nameOf(url: string): string {
  const site = new URL(process.env.TG_SITE_URL ?? 'http://site.invalid').origin;
  const parsed = new URL(url);
  return parsed.origin === site ? `${parsed.pathname}${parsed.search}` : url;
}

/** The figures once every size is known, largest first; null: a response that is no script. */
async function tally(
  sizes: Map<string, Promise<Counted | null>>,
  started: number,
): Promise<PageScripts> {
  const counted = await Promise.all(
    [...sizes].map(async ([url, size]) => {
      const figures = await size;
      return figures && { name: nameOf(url), ...figures };
    }),
  );
  const scripts = counted.filter((script) => script !== null);
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    scripts,
    total: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    idleAfterMs: Date.now() - started,
  };
}

/**
 * Starts recording `page`'s scripts and counting its idle callbacks. Call before the page's first
 * navigation, on a page of a fresh context (nothing in its cache, no service worker). Each
 * script says which of `markers` it holds (code known by a string only it has).
 */
export async function recordScripts(
  page: Page,
  markers: readonly string[] = [],
): Promise<ScriptRecorder> {
  const started = Date.now();
  await page.addInitScript(() => {
    const waiting = new Set<number>();
    const request = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      const handle = request((deadline) => {
        waiting.delete(handle);
        callback(deadline);
      }, options);
      waiting.add(handle);
      return handle;
    };
    window.cancelIdleCallback = (handle) => {
      waiting.delete(handle);
      cancel(handle);
    };
    let longTaskEnd = 0;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        longTaskEnd = Math.max(longTaskEnd, task.startTime + task.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
    (window as unknown as IdleProbe).__tgIdleProbe = () =>
      new Promise((resolve) => {
        const asked = performance.now();
        request(() => {
          const now = performance.now();
          resolve({
            waiting: waiting.size,
            busyMs: now - asked,
            sinceLongTaskMs: now - longTaskEnd,
          });
        });
      });
  });

  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const sizes = new Map<string, Promise<Counted | null>>();
  /** Scripts the page asked for that could not be counted. */
  const uncounted: string[] = [];
  /** Set once the figures are final: what finishes later (the context closing) is not the page's. */
  let measured = false;
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    if (request.resourceType() === 'script') {
      uncounted.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    }
  });
  page.on('requestfinished', (request) => {
    const url = request.url();
    void request
      .response()
      .then((response) => {
        if (!response || !isScript(request, response) || sizes.has(url)) return;
        const size = response.body().then((body) => count(body, markers));
        sizes.set(url, size);
        return size;
      })
      .catch((error: unknown) => {
        if (!measured) uncounted.push(`${url} (${String(error)})`);
      })
      .finally(() => {
        inFlight.delete(request);
        lastActivity = Date.now();
      });
  });

  return {
    async untilIdle() {
      await page.waitForLoadState('load');
      const deadline = Date.now() + IDLE_DEADLINE_MS;
      for (;;) {
        // A document replaced while it was asked (a redirect in the app) counts as activity.
        const { waiting, busyMs, sinceLongTaskMs } = await page
          .evaluate(() => (window as unknown as IdleProbe).__tgIdleProbe())
          .catch(() => ({ waiting: Infinity, busyMs: Infinity, sinceLongTaskMs: 0 }));
        const now = Date.now();
        if (waiting > 0 || inFlight.size > 0 || busyMs > BUSY_MS) lastActivity = now;
        else if (now - lastActivity >= QUIET_MS && sinceLongTaskMs >= QUIET_MS) break;
        if (now > deadline) {
          const requests = [...inFlight].map((r) => r.url()).join(', ') || 'none';
          throw new Error(
            `${page.url()} was never idle for ${QUIET_MS} ms within ${IDLE_DEADLINE_MS} ms ` +
              `(requests in flight: ${requests}; idle callbacks waiting: ${waiting})`,
          );
        }
        await page.waitForTimeout(100);
      }
      const figures = await tally(sizes, started);
      measured = true;
      if (uncounted.length > 0) {
        throw new Error(`scripts ${page.url()} asked for, not counted: ${uncounted.join(', ')}`);
      }
      return figures;
    },
  };
}

/** How long the worker's fetches must have stopped, once it is active, before its figures are final. */
const WORKER_QUIET_MS = 1000;

export interface WorkerRecorder {
  /** Resolves once `page`'s service worker is active (installed: its precache stored) and quiet. */
  untilInstalled(page: Page): Promise<PageScripts>;
}

/**
 * Starts recording what the service workers of `context` fetch: their own script and every
 * script they precache. Call before the context's first page, on a fresh context that allows
 * service workers.
 */
export function recordWorkerScripts(context: BrowserContext): WorkerRecorder {
  const started = Date.now();
  const sizes = new Map<string, Promise<Counted | null>>();
  const inFlight = new Set<Request>();
  const failed: string[] = [];
  let lastActivity = Date.now();
  context.on('request', (request) => {
    if (!request.serviceWorker()) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  context.on('requestfailed', (request) => {
    if (!inFlight.delete(request)) return;
    lastActivity = Date.now();
    failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
  });
  context.on('requestfinished', (request) => {
    if (!inFlight.has(request)) return;
    const done = () => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    const url = request.url();
    if (sizes.has(url)) return done();
    // Only scripts count; a stylesheet or a page the worker keeps is null.
    const size = request
      .response()
      .then((response) =>
        response && isScript(request, response)
          ? response.body().then((body) => count(body, []))
          : null,
      );
    sizes.set(url, size);
    void size.catch(() => {}).finally(done);
  });

  return {
    async untilInstalled(page) {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const deadline = Date.now() + IDLE_DEADLINE_MS;
      while (inFlight.size > 0 || Date.now() - lastActivity < WORKER_QUIET_MS) {
        if (Date.now() > deadline) {
          throw new Error(
            `the service worker was still fetching after ${IDLE_DEADLINE_MS} ms: ` +
              [...inFlight].map((r) => r.url()).join(', '),
          );
        }
        await page.waitForTimeout(100);
      }
      if (failed.length > 0) {
        throw new Error(`the service worker's requests that failed: ${failed.join(', ')}`);
      }
      return tally(sizes, started);
    },
  };
}
