import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';

/*
 * What a page's scripts cost to download, as a reader's browser fetches them: every script the
 * page asks for (its documents' <script>s, module preloads and dynamic imports), from the first
 * byte until the page is idle, each URL once, at the size gzip -9 makes of its body (fixed by the
 * bytes, whatever compression the server chose). Not the service worker's own script nor what it
 * fetches to precache: the worker fetches those, not the page, and `npm run size -w web` budgets
 * them (docs/performance.md, "Bundle budget").
 */

/** Issue 29: at most this much script (gzip -9) on every public page, for a signed-out reader. */
export const PUBLIC_SCRIPT_BUDGET = 130_000;

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

/**
 * Starts recording `page`'s scripts and counting its idle callbacks. Call before the page's first
 * navigation, on a page of a fresh context (nothing in its cache, no service worker).
 */
export async function recordScripts(page: Page): Promise<ScriptRecorder> {
  const started = Date.now();
  const site = new URL(process.env.TG_SITE_URL ?? 'http://site.invalid').origin;
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
  const sizes = new Map<string, Promise<number>>();
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
        const size = response.body().then(scriptSize);
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

  const nameOf = (url: string) => {
    const parsed = new URL(url);
    return parsed.origin === site ? `${parsed.pathname}${parsed.search}` : url;
  };

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
      const scripts = await Promise.all(
        [...sizes].map(async ([url, size]) => ({ name: nameOf(url), gzipBytes: await size })),
      );
      measured = true;
      if (uncounted.length > 0) {
        throw new Error(`scripts ${page.url()} asked for, not counted: ${uncounted.join(', ')}`);
      }
      scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
      return {
        scripts,
        total: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
        idleAfterMs: Date.now() - started,
      };
    },
  };
}
