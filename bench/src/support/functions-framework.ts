/**
 * Starting a function the way Cloud Functions (2nd gen) starts it, for bench:cold: Google's
 * Functions Framework (`functions-framework --target=<name> --source=<dir>`, what Google's
 * buildpacks launch for a Node function) in a fresh Node process, with the environment the
 * runtime gives it (NODE_ENV=production, the V8 heap the buildpacks derive from the function's
 * memory, FUNCTION_TARGET, K_SERVICE, LOG_EXECUTION_ID, the project's Firebase config, the source
 * folder's .env as a deploy would set it), pointed at this suite's Firestore and Auth emulators.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ID } from '@tourist-guide/stack/ports';
import { freePort, functionUrl, siteUrl } from '@tourist-guide/testing';

/** Give up on a process that has not answered by then. */
const START_TIMEOUT_MS = 60_000;

const require = createRequire(import.meta.url);
const FRAMEWORK_DIR = path.dirname(require.resolve('@google-cloud/functions-framework'));
const FRAMEWORK_MAIN = path.join(FRAMEWORK_DIR, 'main.js');
const FRAMEWORK_LOADER = path.join(FRAMEWORK_DIR, 'loader.js');
export const FRAMEWORK_VERSION = (
  JSON.parse(readFileSync(path.join(FRAMEWORK_DIR, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

export interface Fn {
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

export interface Sample {
  ms: number;
  /** The process's CPU time (user + system) when it was measured, ms. */
  cpuMs: number;
  rssMb: number;
  /** The same request on the warm process (cold start only). */
  warmMs?: number;
}

/** The bare function every figure is compared with. */
export function writeBaseline(out: string): Fn {
  const dir = path.join(out, 'baseline');
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
export function writeLoadProbe(out: string): string {
  const file = path.join(out, 'load.cjs');
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
export const heapMb = (memoryMb = 256) => Math.min(memoryMb - 64, Math.floor(memoryMb * 0.8));

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
export async function coldStart(node: string, fn: Fn, urlPath: string): Promise<Sample> {
  const port = await freePort();
  let stderr = '';
  const started = performance.now();
  const child = spawn(node, [FRAMEWORK_MAIN, `--target=${fn.target}`, `--source=${fn.source}`], {
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
export async function moduleLoad(
  node: string,
  fn: Fn,
  probe: string,
): Promise<Sample & { memoryMb: number | null }> {
  const started = performance.now();
  const child = spawn(node, [probe], {
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
