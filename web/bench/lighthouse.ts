/**
 * npm run bench:web — Lighthouse (default mobile emulation and simulated throttling) against the
 * built site on the Hosting emulator. Run through the launcher, which sets TG_SITE_URL:
 *   npm run bench:web (npm run suite -- tsx web/bench/lighthouse.ts)
 * Each page is measured LH_RUNS times (default 3) and the median run by performance score is
 * reported and checked against the targets. Exits 1 when a target is missed. Full reports go to
 * .bench/lighthouse/.
 *
 * After the landing pages come the account's pages as a reader reaches them (a password-reset
 * link from the Auth emulator; /account signed in). They, /reset-password and the pages the
 * server answers 404 or 410 are kept out of search results, so SEO's is-crawlable audit is left
 * out of their SEO target. BENCH_ONLY=<path>,<path> measures only those pages.
 *
 * BENCH_BASELINE_URL (another running suite, e.g. an older build on TG_PORT_OFFSET=700) measures
 * the same pages there too, run for run in turn with this one, and prints both tables: figures
 * taken together on the same machine, since its speed varies from hour to hour.
 * BENCH_BASELINE_BLOCK=<pattern>,<pattern> has the baseline's runs block those URLs (Lighthouse's
 * blockedUrlPatterns): with BENCH_BASELINE_URL naming this very suite, it measures what one file
 * costs the pages (e.g. `*\/sw.js`: the build without its service worker).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, resolveChromium } from '../e2e/support/chromium';
import { chromium } from '@playwright/test';
import { createTestUser, type TestUser } from '@tourist-guide/testing';
import { landingPages } from '../src/config/landing-pages';
import { paths } from '../src/config/paths';

const SITE = process.env.TG_SITE_URL;
if (!SITE) {
  console.error('TG_SITE_URL is not set: run it as `npm run bench:web`.');
  process.exit(2);
}
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const CHROME_PATH = resolveChromium();

interface BenchPage {
  /** The path and query measured. */
  url: string;
  /** How the tables name it (default: its url). */
  label?: string;
  /**
   * Kept out of search results (robots noindex): SEO's is-crawlable audit fails by design, so
   * the SEO target is judged on the category's other audits.
   */
  noindex?: boolean;
  /** Measured with a reader signed in (the browser keeps the session between runs). */
  signedIn?: boolean;
  /**
   * Drawn by the app in the browser (app.html), not rendered on the server: its speed is
   * reported, not judged (every app-shell page paints after the app's code has run:
   * docs/performance.md, "The account pages"); accessibility, best practices, SEO and CLS are.
   */
  appShell?: boolean;
}

/** Rendered on the server like the others, and kept out of search results on purpose. */
const NOINDEX = new Set<string>([paths.resetPassword, paths.authAction, paths.account]);
/** Rendered pages measured as a reader reaches them (accountPages), not at their example URL. */
const MEASURED_AS_A_READER = new Set<string>([paths.authAction, paths.account]);

/**
 * The pages rendered on the server (the public ones, login, sign-up, reset), then the account's
 * pages as a reader reaches them. Those exist only in builds that have them, so a baseline
 * (BENCH_BASELINE_URL) measures the others alone.
 */
const LANDING: BenchPage[] = landingPages
  .filter((page) => !MEASURED_AS_A_READER.has(page.route))
  .map((page) => ({ url: page.example, noindex: NOINDEX.has(page.route) }));
const accountPages = async (): Promise<BenchPage[]> => [
  // A reset link as the email sends it: the code is checked (not used), so every run shows the form.
  { url: await resetLinkPage(), label: `${paths.authAction} (a reset link)`, noindex: true },
  { url: paths.account, noindex: true, signedIn: true },
];
/**
 * BENCH_ONLY=/account,/login measures only the pages whose address starts with one of these ("/"
 * alone is the home page, not every page).
 */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const chosen = (page: BenchPage) =>
  !only || only.some((prefix) => (prefix === '/' ? page.url === '/' : page.url.startsWith(prefix)));
const REPORT_DIR = path.resolve(fileURLToPath(new URL('../../.bench/lighthouse', import.meta.url)));

const BASELINE = process.env.BENCH_BASELINE_URL?.replace(/\/$/, '');
const BASELINE_BLOCK = process.env.BENCH_BASELINE_BLOCK?.split(',').filter(Boolean) ?? [];

const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
/** Milliseconds, simulated (slow 4G, 4× CPU slowdown). */
const LCP_TARGET = 1500;
const TBT_TARGET = 100;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

/** Audits that must pass on every page: they are the issue's image and layout requirements. */
const REQUIRED_AUDITS = [
  'unsized-images',
  'uses-responsive-images',
  'modern-image-formats',
  'offscreen-images',
  'prioritize-lcp-image',
];

interface Measured {
  page: string;
  /** TBT from the main thread's CPU time instead of its wall time (see `cpuTbt`). */
  cpuTbt: number;
  /** Lighthouse's TBT split by what each long task is charged to (see `tbtBySource`). */
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
  problems: string[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs); `dur` is wall time. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

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
function cpuTbt(events: TraceEvent[], slowdown: number): number {
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

const TASK_SOURCES = ['no script', 'document', 'our scripts', 'Lighthouse'] as const;
type TaskSource = (typeof TASK_SOURCES)[number];

/**
 * Lighthouse's TBT, split by what each task of its simulated timeline is charged to: a script of
 * ours, the document itself (parsing, style, layout, paint), Lighthouse's own injected script, or
 * no script at all (Chromium's own work: commits, image decoding, GC, timers). The `long-tasks`
 * audit lists those tasks with their simulated start and length; each counts as TBT does, clipped
 * to the window from first paint to interactive, less 50 ms. An estimate of the split, not of
 * TBT: Lighthouse's TBT is the mean of two simulations (optimistic and pessimistic) and the audit
 * runs a third, so a run's parts come within about a fifth of its TBT (97% over nine runs).
 */
function tbtBySource(lhr: Result, documentUrl: string): Record<TaskSource, number> {
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

/** A reader for the account pages, with a password-reset code the Auth emulator holds for them. */
const reader: TestUser = await createTestUser({ displayName: 'Bench Reader' });

async function resetLinkPage(): Promise<string> {
  const auth = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
  const sent = await fetch(
    `${auth}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'PASSWORD_RESET', email: reader.email }),
    },
  );
  if (!sent.ok) throw new Error(`sendOobCode: HTTP ${sent.status}`);
  const listed = await fetch(`${auth}/emulator/v1/projects/${process.env.GCLOUD_PROJECT}/oobCodes`);
  const { oobCodes = [] } = (await listed.json()) as {
    oobCodes?: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes
    .filter((c) => c.email === reader.email && c.requestType === 'PASSWORD_RESET')
    .at(-1);
  if (!code) throw new Error('The Auth emulator holds no reset code for the bench reader.');
  return `${paths.authAction}?mode=resetPassword&oobCode=${encodeURIComponent(code.oobCode)}`;
}

/**
 * Signs the reader in through the site's login form in the browser Lighthouse drives (over
 * CDP), so the signed-in pages' runs find the session the SDK keeps in IndexedDB.
 */
async function signInBrowser(site: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${site}${paths.login}`);
    await page.getByLabel('Email').fill(reader.email);
    await page.getByLabel('Password').fill(reader.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${site}/`);
    await page
      .getByRole('button', { name: 'Sing Out', includeHidden: true })
      .waitFor({ state: 'attached' });
    await page.close();
  } finally {
    await browser.close();
  }
}

function summarise(page: BenchPage, lhr: Result, trace: TraceEvent[]): Measured {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const problems: string[] = [];
  for (const c of CATEGORIES) {
    if (c === 'seo' && page.noindex) continue; // judged audit by audit below
    if (c === 'performance' && page.appShell) continue;
    if (scores[c] < TARGETS[c]) problems.push(`${c} ${scores[c]} < ${TARGETS[c]}`);
  }
  const cls = num('cumulative-layout-shift');
  if (!(cls < 0.001)) problems.push(`CLS ${cls.toFixed(3)} is not 0`);
  const lcpMs = num('largest-contentful-paint');
  if (!(lcpMs <= LCP_TARGET) && !page.appShell) {
    problems.push(`LCP ${Math.round(lcpMs)} ms > ${LCP_TARGET} ms`);
  }
  const tbtMs = num('total-blocking-time');
  if (!(tbtMs <= TBT_TARGET) && !page.appShell) {
    problems.push(`TBT ${Math.round(tbtMs)} ms > ${TBT_TARGET} ms`);
  }
  for (const id of REQUIRED_AUDITS) {
    const audit = lhr.audits[id];
    // null: not applicable (e.g. no LCP image to preload); a numeric score below 0.9 fails.
    if (audit && audit.score !== null && audit.score < 0.9) {
      problems.push(`${id}: ${audit.title} (${audit.displayValue ?? 'failed'})`);
    }
  }
  for (const group of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[group]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (group === 'seo' && ref.id === 'is-crawlable' && page.noindex) continue;
      if (group === 'performance' && page.appShell) continue;
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        problems.push(`(${group}) ${ref.id}: ${audit.displayValue ?? audit.title}`);
      }
    }
  }
  const lcpElement = describeLcpElement(lhr);
  const discovery = lhr.audits['lcp-discovery-insight'];
  const lcpPreloaded =
    discovery?.score === null || discovery === undefined
      ? 'n/a'
      : discovery.score >= 0.9
        ? 'yes'
        : 'no';
  return {
    page: `${page.label ?? page.url}${page.noindex ? ' (noindex)' : ''}${page.appShell ? ' (app shell: speed reported)' : ''}`,
    cpuTbt: cpuTbt(trace, lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN),
    tbtBy: tbtBySource(lhr, lhr.finalDisplayedUrl),
    scores,
    lcp: num('largest-contentful-paint'),
    cls,
    tbt: num('total-blocking-time'),
    fcp: num('first-contentful-paint'),
    lcpElement,
    lcpPreloaded,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    problems: [...new Set(problems)],
  };
}

function describeLcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '?';
  return /^<img/.test(node.snippet ?? '') ? 'img' : 'text';
}

/** The median run by performance score, with the median of the runs' TBT from CPU time. */
function median(runs: Measured[]): Measured {
  const middle = <T>(sorted: T[]) => sorted[Math.floor((sorted.length - 1) / 2)]!;
  const run = middle([...runs].sort((a, b) => a.scores.performance - b.scores.performance));
  const measuredCpu = runs.map((r) => r.cpuTbt).filter(Number.isFinite);
  const cpu = measuredCpu.length ? middle(measuredCpu.sort((a, b) => a - b)) : NaN;
  return { ...run, cpuTbt: cpu };
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return CHROME_PATH;
  }
}

const ms = (v: number) => `${Math.round(v)} ms`;

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART …) is repeated. */
async function audit(
  url: string,
  keepStorage: boolean,
  blockedUrlPatterns: string[] = [],
  attempts = 3,
): Promise<{ lhr: Result; trace: TraceEvent[] }> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // A signed-in page keeps the session the browser holds; every other run starts empty.
      disableStorageReset: keepStorage,
      blockedUrlPatterns,
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) {
      const trace = result.artifacts.Trace?.traceEvents as unknown as TraceEvent[] | undefined;
      return { lhr, trace: trace ?? [] };
    }
    const why = lhr?.runtimeError?.message ?? 'no result';
    if (attempt >= attempts) throw new Error(`${url}: ${why}`);
    process.stderr.write(`  ${url}: ${why} — running again\n`);
  }
}

mkdirSync(REPORT_DIR, { recursive: true });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const results: Measured[] = [];
const baseline: Measured[] = [];
/** Every run of this build, page by page, for the TBT breakdown. */
const everyRun = new Map<string, Measured[]>();
let lighthouseVersion = '';
const failures: string[] = [];

async function measure(
  site: string,
  page: BenchPage,
  run: number,
  label: string,
): Promise<Measured> {
  const { lhr, trace } = await audit(
    `${site}${page.url}`,
    page.signedIn === true,
    label === 'baseline' ? BASELINE_BLOCK : [],
  );
  lighthouseVersion = lhr.lighthouseVersion;
  const route = page.url.split('?')[0]!;
  const name = `${label}-${route === '/' ? 'home' : route.slice(1).replace(/\W+/g, '-')}`;
  writeFileSync(path.join(REPORT_DIR, `${name}-${run + 1}.json`), JSON.stringify(lhr));
  const measured = summarise(page, lhr, trace);
  process.stderr.write(
    `  ${label} ${route} run ${run + 1}/${RUNS}: perf ${measured.scores.performance}, ` +
      `LCP ${ms(measured.lcp)}, TBT ${ms(measured.tbt)} (from CPU time ${ms(measured.cpuTbt)}), ` +
      `CPU benchmark ${measured.benchmarkIndex}; TBT by source: ` +
      TASK_SOURCES.map((source) => `${source} ${ms(measured.tbtBy[source])}`).join(', ') +
      `${measured.problems.length ? ` — ${measured.problems.join('; ')}` : ''}\n`,
  );
  return measured;
}

// Hosting's CDN answers most visits; the first request to a page wakes the emulator's function
// worker (seconds). The Functions emulator runs one request per worker and starts another worker
// (1.5 s) for a request that finds none idle, and a rendered detail page asks the API two things
// at once. Ask for every page twice at once before measuring, so no run pays for a cold start.
const PAGES: BenchPage[] = [...LANDING, ...(await accountPages())].filter(chosen);
for (const site of [SITE, ...(BASELINE ? [BASELINE] : [])]) {
  for (const page of site === SITE ? PAGES : LANDING.filter(chosen)) {
    const ask = async () => (await fetch(`${site}${page.url}`)).arrayBuffer();
    await Promise.all([ask(), ask()]);
  }
}

try {
  let signedIn = false;
  for (const page of PAGES) {
    // Signed in once, after the pages that must find no session (their runs clear storage).
    if (page.signedIn && !signedIn) {
      await signInBrowser(SITE, chrome.port);
      signedIn = true;
    }
    const runs: Measured[] = [];
    const before: Measured[] = [];
    const alsoBaseline = BASELINE && LANDING.includes(page);
    for (let i = 0; i < RUNS; i++) {
      if (alsoBaseline) before.push(await measure(BASELINE, page, i, 'baseline'));
      runs.push(await measure(SITE, page, i, 'current'));
    }
    const chosen = median(runs);
    results.push(chosen);
    everyRun.set(chosen.page, runs);
    if (alsoBaseline) baseline.push(median(before));
    // Judge the median run: single runs on a shared 2-core machine vary by a few points.
    for (const problem of chosen.problems) failures.push(`${chosen.page}: ${problem}`);
  }
} finally {
  await chrome.kill();
}

console.log(
  `\nLighthouse ${lighthouseVersion} (mobile, simulated throttling), ${chromiumVersion()}, ` +
    `${os.cpus().length} cores; median of ${RUNS} run(s) per page\n`,
);

function table(title: string, rows: Measured[]): void {
  console.log(`${title}\n`);
  console.log(
    '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | TBT from CPU time | FCP | LCP element | LCP found early | CPU benchmark |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- | --- | --: |');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ` +
        `${r.scores.seo} | ${ms(r.lcp)} | ${r.cls.toFixed(3)} | ${ms(r.tbt)} | ${ms(r.cpuTbt)} | ${ms(r.fcp)} | ` +
        `${r.lcpElement} | ${r.lcpPreloaded} | ${r.benchmarkIndex} |`,
    );
  }
  console.log('');
}

if (BASELINE) table(`Baseline (${BASELINE}), measured in turn with the build below`, baseline);
table(`This build (${SITE})`, results);

// Where this build's TBT comes from, averaged over its runs: what Lighthouse charges each
// simulated long task to (see tbtBySource; docs/performance.md, "Where Lighthouse's TBT comes from").
console.log(`Where this build's TBT comes from (mean of ${RUNS} run(s) per page)\n`);
console.log(`| page | TBT | ${TASK_SOURCES.join(' | ')} |`);
console.log(`| --- | --: | ${TASK_SOURCES.map(() => '--:').join(' | ')} |`);
for (const [page, runs] of everyRun) {
  const mean = (pick: (r: Measured) => number) =>
    runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  console.log(
    `| ${page} | ${ms(mean((r) => r.tbt))} | ` +
      TASK_SOURCES.map((source) => ms(mean((r) => r.tbtBy[source]))).join(' | ') +
      ' |',
  );
}
console.log('');
console.log(
  `targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, ` +
    `best practices ≥ ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo}, LCP ≤ ${LCP_TARGET} ms, ` +
    `TBT ≤ ${TBT_TARGET} ms, CLS 0, image audits (${REQUIRED_AUDITS.join(', ')}) passing; ` +
    'app-shell pages: all but performance, LCP and TBT (reported); noindex pages: SEO without is-crawlable',
);
if (failures.length > 0) {
  console.log(`\nMISSED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('all targets met');
}
