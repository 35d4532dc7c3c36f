/**
 * npm run bench:cold — what a cold start costs the two functions, beside a bare function
 * measured in the same run (these machines are noisy; ratios travel, absolute figures do not).
 *
 * Each function is started the way Cloud Functions (2nd gen) starts it: Google's Functions
 * Framework (`functions-framework --target=<name> --source=<dir>`, what Google's buildpacks
 * launch for a Node function) in a fresh Node process, with the environment the runtime gives it
 * (NODE_ENV=production, the V8 heap the buildpacks derive from the function's memory,
 * FUNCTION_TARGET, K_SERVICE, LOG_EXECUTION_ID, the project's Firebase config, the source
 * folder's .env as a deploy would set it) pointed at this suite's Firestore and Auth emulators.
 *
 * 1. Cold start: process start to the first 200 on a typical request (the API: the services
 *    preview the home page asks for; the page function: `/` and a place's page, which ask the
 *    suite's API, warm, through the Functions emulator). Then the same request again on the now
 *    warm process, for scale. CPU time and RSS of the process once it has answered.
 * 2. Module load alone: process start to the module's exports being ready, loaded by the
 *    Functions Framework's own loader (require for CommonJS, import() for an ES module).
 *
 * Beside them, a bare `onRequest((req, res) => res.send('ok'))` from firebase-functions/v2/https
 * (written to .bench/cold/baseline at run time), started and measured the same way; every figure
 * is also given as a ratio to it. Runs alternate between the functions, BENCH_RUNS (10) each.
 *
 * BENCH_PAGES="label=dir,…" measures further builds of the page function beside web/dist-server
 * (for example main's bundle, built into .bench/cold/pages-main); BENCH_NODE runs the functions
 * on another Node binary. Writes nothing outside .bench/.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '@tourist-guide/stack/paths';
import { PROJECT_ID } from '@tourist-guide/stack/ports';
import { freePort, functionUrl, siteUrl } from '@tourist-guide/testing';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const NODE = process.env.BENCH_NODE ?? process.execPath;
const OUT = path.join(ROOT, '.bench', 'cold');
/** A seeded place (emulators/seed/places.json). */
const PLACE = 'kyoto-japan';
/** Give up on a process that has not answered by then. */
const START_TIMEOUT_MS = 60_000;

const require = createRequire(import.meta.url);
const FRAMEWORK_DIR = path.dirname(require.resolve('@google-cloud/functions-framework'));
const FRAMEWORK_MAIN = path.join(FRAMEWORK_DIR, 'main.js');
const FRAMEWORK_LOADER = path.join(FRAMEWORK_DIR, 'loader.js');
const FRAMEWORK_VERSION = (
  JSON.parse(readFileSync(path.join(FRAMEWORK_DIR, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

interface Fn {
  /** The row's name. */
  name: string;
  /** The folder deployed: its package.json's `main` is the module. */
  source: string;
  /** The exported function. */
  target: string;
  /** Paths whose first 200 is timed. */
  paths: string[];
  /** Set from the module once loaded: its declared memory (MiB), for the V8 heap. */
  memoryMb?: number;
}

interface Sample {
  ms: number;
  /** The process's CPU time (user + system) when it was measured, ms. */
  cpuMs: number;
  rssMb: number;
  /** The same request on the warm process (cold start only). */
  warmMs?: number;
}

/** The bare function every figure is compared with. */
function writeBaseline(): Fn {
  const dir = path.join(OUT, 'baseline');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: 'bench-cold-baseline', private: true, main: 'index.js' }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(dir, 'index.js'),
    "const { onRequest } = require('firebase-functions/v2/https');\n" +
      "exports.bare = onRequest((req, res) => res.send('ok'));\n",
  );
  return { name: 'baseline (bare onRequest)', source: dir, target: 'bare', paths: ['/'] };
}

/** The module-load probe: the Functions Framework's loader, timed to the exports being ready. */
function writeLoadProbe(): string {
  const file = path.join(OUT, 'load.cjs');
  writeFileSync(
    file,
    `const { getUserFunction } = require(${JSON.stringify(FRAMEWORK_LOADER)});
getUserFunction(process.env.BENCH_SOURCE, process.env.FUNCTION_TARGET, 'http').then((loaded) => {
  const endpoint = loaded && loaded.userFunction.__endpoint;
  const cpu = process.cpuUsage();
  process.stdout.write(JSON.stringify({
    ok: Boolean(loaded),
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssMb: process.memoryUsage.rss() / 1048576,
    memoryMb: endpoint ? endpoint.availableMemoryMb : null,
  }) + '\\n');
  process.exit(loaded ? 0 : 1);
});
`,
  );
  return file;
}

/** KEY=VALUE lines of a function's .env, which a deploy sets as its environment. */
function dotenv(source: string): Record<string, string> {
  const file = path.join(source, '.env');
  if (!existsSync(file)) return {};
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, m[2]!.replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

/**
 * Google's buildpacks give the deployed function a V8 heap of its memory less 64 MB, or 80% of
 * it (GoogleCloudPlatform/buildpacks: cmd/nodejs/functions_framework/lib/lib.go and
 * cmd/nodejs/runtime/exec/heapsize.sh); the smaller of the two. 256 MiB is the default memory.
 */
const heapMb = (memoryMb = 256) => Math.min(memoryMb - 64, Math.floor(memoryMb * 0.8));

const BENCH_CURSOR_SECRET = randomBytes(32).toString('base64');

function envFor(fn: Fn, port: number): NodeJS.ProcessEnv {
  const fromDotenv = dotenv(fn.source);
  const nodeOptions = [`--max-old-space-size=${heapMb(fn.memoryMb)}`, fromDotenv.NODE_OPTIONS]
    .filter(Boolean)
    .join(' ');
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // What the runtime sets (buildpacks, Cloud Run, firebase-tools' deploy).
    NODE_ENV: 'production',
    PORT: String(port),
    FUNCTION_TARGET: fn.target,
    FUNCTION_SIGNATURE_TYPE: 'http',
    K_SERVICE: fn.target,
    K_REVISION: `${fn.target}-00001-bench`,
    K_CONFIGURATION: fn.target,
    LOG_EXECUTION_ID: 'true',
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID }),
    // This suite, for Firebase and for the page function's API and canonical URLs.
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    API_URL: functionUrl(),
    SITE_URL: siteUrl(),
    // Started as production starts it, the API refuses the emulators' public key: a random one.
    CURSOR_SECRET: BENCH_CURSOR_SECRET,
    ...fromDotenv,
    NODE_OPTIONS: nodeOptions,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function get(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        agent: false,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** utime + stime of a live process, ms, and its RSS, MiB (from /proc). */
function procStats(pid: number): { cpuMs: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state is field 3, utime 14 and stime 15 (1-based) in clock ticks (100 Hz).
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssKb = Number(
    /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1],
  );
  return { cpuMs: ticks * 10, rssMb: rssKb / 1024 };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the function in the Functions Framework; times process start to the first 200. */
async function coldStart(fn: Fn, urlPath: string): Promise<Sample> {
  const port = await freePort();
  let stderr = '';
  const started = performance.now();
  const child = spawn(NODE, [FRAMEWORK_MAIN, `--target=${fn.target}`, `--source=${fn.source}`], {
    cwd: fn.source,
    env: envFor(fn, port),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${fn.name} exited (${child.exitCode ?? child.signalCode}): ${stderr}`);
      }
      if (performance.now() - started > START_TIMEOUT_MS) {
        throw new Error(`${fn.name} did not answer in ${START_TIMEOUT_MS} ms: ${stderr}`);
      }
      let status: number;
      try {
        status = await get(port, urlPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error;
        await sleep(2);
        continue;
      }
      const ms = performance.now() - started;
      if (status !== 200) throw new Error(`${fn.name} ${urlPath} answered ${status}: ${stderr}`);
      const stats = procStats(child.pid!);
      const warmStart = performance.now();
      const again = await get(port, urlPath);
      if (again !== 200) throw new Error(`${fn.name} ${urlPath} answered ${again} when warm`);
      return { ms, ...stats, warmMs: performance.now() - warmStart };
    }
  } finally {
    await stop(child);
  }
}

/** Loads the module with the Functions Framework's loader; times process start to its exports. */
async function moduleLoad(fn: Fn, probe: string): Promise<Sample & { memoryMb: number | null }> {
  const started = performance.now();
  const child = spawn(NODE, [probe], {
    cwd: fn.source,
    env: { ...envFor(fn, 0), BENCH_SOURCE: fn.source },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
    });
    child.on('exit', (code) => reject(new Error(`${fn.name} did not load (${code}): ${stderr}`)));
  });
  const ms = performance.now() - started;
  await stop(child);
  const result = JSON.parse(line) as {
    ok: boolean;
    cpuMs: number;
    rssMb: number;
    memoryMb: number | null;
  };
  if (!result.ok) throw new Error(`${fn.name}: the framework found no function: ${stderr}`);
  return { ms, cpuMs: result.cpuMs, rssMb: result.rssMb, memoryMb: result.memoryMb };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const ms = (x: number) => `${x.toFixed(0)} ms`;
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} ms`;

/** The bundle's size in kB (1000 bytes, as Vite prints it), gzip -9 and its source map's. */
function bundleSize(fn: Fn): string {
  const pkg = JSON.parse(readFileSync(path.join(fn.source, 'package.json'), 'utf8')) as {
    main?: string;
  };
  const file = path.join(fn.source, pkg.main ?? 'index.js');
  const raw = readFileSync(file);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
  const map = existsSync(`${file}.map`) ? `, map ${kb(statSync(`${file}.map`).size)}` : '';
  return `${kb(raw.length)} (gzip ${kb(gzipSync(raw, { level: 9 }).length)}${map})`;
}

function pagesFunctions(): Fn[] {
  const paths = ['/', `/detail/${PLACE}`];
  const extra = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [label, dir] = entry.includes('=') ? entry.split('=', 2) : [entry, entry];
      return { name: `pages (${label})`, source: path.resolve(ROOT, dir!), target: 'pages', paths };
    });
  return [
    { name: 'pages', source: path.join(ROOT, 'web', 'dist-server'), target: 'pages', paths },
    ...extra,
  ];
}

const baseline = writeBaseline();
const functions: Fn[] = [
  baseline,
  { name: 'api', source: path.join(ROOT, 'functions'), target: 'api', paths: ['/services'] },
  ...pagesFunctions(),
];
for (const fn of functions) {
  const main = path.join(fn.source, 'package.json');
  if (!existsSync(main)) throw new Error(`${fn.name}: ${main} is missing (build it first)`);
}
const probe = writeLoadProbe();

console.log(
  `node ${NODE === process.execPath ? process.version : NODE}, Functions Framework ${FRAMEWORK_VERSION}, ` +
    `${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(2)}, ${RUNS} runs each, ${new Date().toISOString()}`,
);

// Each module once, unmeasured: its declared memory (for the heap), the OS's file cache warm,
// and one request of each kind so the suite's API has served them before the runs.
for (const fn of functions) {
  const { memoryMb } = await moduleLoad(fn, probe);
  if (memoryMb) fn.memoryMb = memoryMb;
  for (const p of fn.paths) await coldStart(fn, p);
}

type Job = { fn: Fn; kind: 'load' } | { fn: Fn; kind: 'cold'; path: string };
const jobs: Job[] = functions.flatMap((fn): Job[] => [
  { fn, kind: 'load' },
  ...fn.paths.map((p): Job => ({ fn, kind: 'cold', path: p })),
]);
const samples = new Map<Job, Sample[]>(jobs.map((job) => [job, []]));
for (let run = 0; run < RUNS; run++) {
  // Rotate the order each round, so no function always follows the same one.
  for (let i = 0; i < jobs.length; i++) {
    const job = jobs[(i + run) % jobs.length]!;
    const sample =
      job.kind === 'load' ? await moduleLoad(job.fn, probe) : await coldStart(job.fn, job.path);
    samples.get(job)!.push(sample);
  }
  process.stderr.write(`  round ${run + 1} of ${RUNS} done\n`);
}

const of = (job: Job) => samples.get(job)!;
const baselineOf = (kind: Job['kind']) =>
  of(jobs.find((j) => j.fn === baseline && j.kind === kind)!);
const ratio = (x: number, base: number) => `${(x / base).toFixed(2)}×`;

function table(kind: Job['kind']): void {
  const base = baselineOf(kind);
  const baseMs = median(base.map((s) => s.ms));
  const baseCpu = median(base.map((s) => s.cpuMs));
  if (kind === 'cold') {
    console.log(
      `\n1. Process start to the first 200 (median of ${RUNS}; × baseline: the medians' ratio)\n`,
    );
    console.log(
      '| function | request | first 200 | min–max | × baseline | CPU by then | × baseline | RSS by then | same request, warm |',
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  } else {
    console.log(
      `\n2. Module load alone: process start to the exports being ready (median of ${RUNS})\n`,
    );
    console.log(
      '| function | module load | min–max | × baseline | CPU | × baseline | RSS | bundle |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  }
  for (const job of jobs) {
    if (job.kind !== kind) continue;
    const xs = of(job);
    const m = median(xs.map((s) => s.ms));
    const cpu = median(xs.map((s) => s.cpuMs));
    const rss = `${median(xs.map((s) => s.rssMb)).toFixed(0)} MiB`;
    const cells =
      job.kind === 'cold'
        ? [
            job.fn.name,
            `GET ${job.path}`,
            ms(m),
            spread(xs.map((s) => s.ms)),
            ratio(m, baseMs),
            ms(cpu),
            ratio(cpu, baseCpu),
            rss,
            ms(median(xs.map((s) => s.warmMs!))),
          ]
        : [
            job.fn.name,
            ms(m),
            spread(xs.map((s) => s.ms)),
            ratio(m, baseMs),
            ms(cpu),
            ratio(cpu, baseCpu),
            rss,
            job.fn.name.startsWith('pages') ? bundleSize(job.fn) : '-',
          ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

table('cold');
table('load');
console.log(
  `\nMemory declared: ${functions.map((f) => `${f.name} ${f.memoryMb ?? 256} MiB`).join(', ')}; ` +
    `V8 heap as the buildpacks give it. CPU: the process's user + system time (the cold start's ` +
    `from /proc, in 10 ms ticks). Load average now ${os.loadavg()[0]!.toFixed(2)}.`,
);
