/**
 * The browser the Lighthouse benches drive: one headless Chromium, Lighthouse's mobile defaults
 * (Moto G Power, slow 4G) with the CPU slowed for this machine's benchmark (slowdown.ts), a
 * suite's people signed in through its login form.
 * Every run starts with an empty HTTP cache and no service worker or Cache Storage (Lighthouse's
 * storage reset); a signed-out run with nothing stored for the site at all, a signed-in one with
 * the site's IndexedDB and local storage kept (the session). Full reports go to .bench/lighthouse/.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, resolveChromium } from '../../../../web/e2e/support/chromium.js';
import { paths } from '../../../../web/src/config/paths.js';
import { summarise } from './judge.js';
import type { BenchPage } from './pages.js';
import { preparePeople, type BenchPeople, type Person } from './people.js';
import { CATEGORIES, TASK_SOURCES, type Measured, type TraceEvent } from './report.js';
import { measureBenchmark, slowdownFor } from './slowdown.js';

const REPORT_DIR = fileURLToPath(new URL('../../../../.bench/lighthouse', import.meta.url));
const CHROME_PATH = resolveChromium();

/** A suite measured: its site, its pages (as its people reach them), who is signed in there. */
export interface Suite {
  name: 'current' | 'baseline';
  site: string;
  people: BenchPeople;
  pages: BenchPage[];
  /** URL patterns its runs block (Lighthouse's blockedUrlPatterns). */
  block?: string[];
  signedIn?: Person;
}

/**
 * A suite's people: this suite's made in process; another suite's by the same module run in that
 * suite's environment (its emulators and site), so every page is measured on both.
 */
export async function peopleOf(env?: Record<string, string>): Promise<BenchPeople> {
  if (!env) return preparePeople();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./people.ts', import.meta.url))],
    { env: { ...process.env, ...env } },
  );
  return JSON.parse(stdout) as BenchPeople;
}

/**
 * Asks for every page twice at once before measuring, so no run pays for a cold function: the
 * first request to a page wakes the emulator's function worker, and a rendered place's page asks
 * the API two things at once.
 */
export async function warmUp(suites: readonly Suite[]): Promise<void> {
  for (const suite of suites) {
    for (const page of suite.pages) {
      const ask = async () => (await fetch(`${suite.site}${page.url}`)).arrayBuffer();
      await Promise.all([ask(), ask()]);
    }
  }
}

export function chromiumVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return CHROME_PATH;
  }
}

const SIGNED_IN_CLEARS = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
] as const;
const ms = (v: number) => `${Math.round(v)} ms`;

export class LighthouseBrowser {
  lighthouseVersion = '';

  private constructor(
    private readonly chrome: chromeLauncher.LaunchedChrome,
    private readonly runs: number,
    /** The CPU slowdown every run uses, and the benchmark it was chosen for (NaN when given). */
    readonly cpu: { slowdown: number; benchmark: number },
  ) {}

  /** `slowdown` given, every run uses it; otherwise this machine's benchmark chooses it. */
  static async launch(runs: number, slowdown?: number): Promise<LighthouseBrowser> {
    mkdirSync(REPORT_DIR, { recursive: true });
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    let cpu = { slowdown: slowdown ?? NaN, benchmark: NaN };
    if (slowdown === undefined) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const benchmark = await measureBenchmark(browser);
        cpu = { slowdown: slowdownFor(benchmark), benchmark };
      } finally {
        await browser.close();
      }
    }
    return new LighthouseBrowser(chrome, runs, cpu);
  }

  async close(): Promise<void> {
    await this.chrome.kill();
  }

  /** Run `run` of `page` on `suite`, its person signed in first when another one was. */
  async measure(suite: Suite, page: BenchPage, run: number): Promise<Measured> {
    const person = page.as && suite.people[page.as];
    if (person && suite.signedIn !== person) {
      await this.signIn(suite.site, person);
      suite.signedIn = person;
    }
    if (page.url === paths.saved) await this.prepareSavedList(suite.site, !page.firstVisit);
    // A signed-out run clears everything the site stored, the session too.
    if (!person) suite.signedIn = undefined;
    const { lhr, trace } = await this.audit(`${suite.site}${page.url}`, page, suite.block ?? []);
    this.lighthouseVersion = lhr.lighthouseVersion;
    const name = page.label ?? page.url;
    const file = `${suite.name}-${name === '/' ? 'home' : name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`;
    writeFileSync(path.join(REPORT_DIR, `${file}-${run + 1}.json`), JSON.stringify(lhr));
    const measured = summarise(page, lhr, trace);
    process.stderr.write(
      `  ${suite.name} ${name} run ${run + 1}/${this.runs}: perf ${measured.scores.performance}, ` +
        `LCP ${ms(measured.lcp)}, TBT ${ms(measured.tbt)} (from CPU time ${ms(measured.cpuTbt)}), ` +
        `CPU benchmark ${measured.benchmarkIndex}; TBT by source: ` +
        TASK_SOURCES.map((source) => `${source} ${ms(measured.tbtBy[source])}`).join(', ') +
        (measured.problems.length ? ` — ${measured.problems.map((p) => p.text).join('; ')}` : '') +
        '\n',
    );
    return measured;
  }

  /** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART …) is repeated. */
  private async audit(
    url: string,
    page: BenchPage,
    blockedUrlPatterns: string[],
    attempts = 3,
  ): Promise<{ lhr: Result; trace: TraceEvent[] }> {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, {
        port: this.chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        clearStorageTypes: page.as ? [...SIGNED_IN_CLEARS] : ['all'],
        ignoreStatusCode: page.status !== undefined && page.status >= 400,
        blockedUrlPatterns,
        throttling: { cpuSlowdownMultiplier: this.cpu.slowdown },
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

  /** Runs `work` in the browser Lighthouse drives (over CDP), in the context its runs use. */
  private async inBrowser(work: (context: BrowserContext) => Promise<void>): Promise<void> {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${this.chrome.port}`);
    try {
      await work(browser.contexts()[0]!);
    } finally {
      await browser.close();
    }
  }

  /**
   * Signs a person in through the site's login form, after clearing whatever the site had stored
   * (another person's session), so the runs of their pages find the session the SDK keeps in
   * IndexedDB.
   */
  private async signIn(site: string, person: Person): Promise<void> {
    await this.inBrowser(async (context) => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(site).origin,
        storageTypes: 'all',
      });
      await page.goto(`${site}${paths.login}`);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password').fill(person.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${site}/`);
      await page
        .getByRole('button', { name: 'Sing Out', includeHidden: true })
        .waitFor({ state: 'attached' });
      await page.close();
    });
  }

  /**
   * Whether the browser has seen the signed-in reader's saved list, as /saved's server rendering
   * needs (`seen`: the list opened once, which writes the cookie it renders from), or never has
   * (the cookie deleted).
   */
  private async prepareSavedList(site: string, seen: boolean): Promise<void> {
    await this.inBrowser(async (context) => {
      if (!seen) return context.clearCookies({ name: '__session' });
      const cookies = await context.cookies(`${site}${paths.saved}`);
      if (cookies.some((c) => c.name === '__session')) return;
      const page = await context.newPage();
      await page.goto(`${site}${paths.saved}`);
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
      await page.close();
    });
  }
}
