/**
 * npm run bench:bodies — what an oversized request body costs the function before it answers 413.
 *
 * The Functions runtime reads and parses every body before the app runs (the Functions Framework
 * up to 1 GB, the emulator's worker up to 32 MB; Cloud Run refuses requests over 32 MiB), so the
 * app's 16 kB limit only decides the answer: the memory and time are spent by then.
 *
 * 1. Through the local stack: 1, 10 and 30 MB JSON bodies sent through Hosting and to the
 *    function's URL; time to answer, and the peak memory of the Functions emulator's worker (the
 *    process that runs the function, read from /proc: VmHWM after resetting it).
 * 2. One body on an idle instance: a copy of that worker (same program, same environment, the
 *    deployed heap limit) answering one body of each size: time, and peak RSS over idle.
 * 3. One instance under a burst: such a copy serving many 30 MB bodies at once, as one
 *    production instance serves up to `concurrency` requests together; its peak RSS, and the worst
 *    case (bodies that arrive together are held together: idle + n × one body), against the
 *    function's configured memory. Exits 1 when a burst of `concurrency` bodies does not fit, the
 *    instance stops serving, or any answer is not our 413.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@tourist-guide/stack/paths';
import { functionUrl, siteUrl } from '@tourist-guide/testing';
import { bodies as meta } from './catalogue.js';
import { parseFlags } from './support/cli.js';
import { cloneWorker, memoryKb, resetPeak, workers } from './support/function-worker.js';
import { heapMb } from './support/functions-framework.js';
import { Goals } from './support/goals.js';

const flags = parseFlags(meta);
const MB = 1024 * 1024;
const SIZES_MB = [1, 10, 30];
const RUNS = flags.number('runs');
const BURSTS = flags
  .list('bursts')
  .map(Number)
  .filter((n) => n > 0);
/** Answers that were not our 413, by where they came from. */
const notOurs: string[] = [];
let fitVerdict: { met: boolean; measured: string } | undefined;

/** A JSON review body of exactly `bytes` bytes: what a client could send in place of a review. */
function bodyOf(bytes: number): Buffer {
  const head = '{"service":"kyoto-japan","customer":"Ana","message":"Hello","padding":"';
  const tail = '"}';
  const body = Buffer.alloc(bytes, 'p');
  body.write(head, 0);
  body.write(tail, bytes - tail.length);
  return body;
}

interface Answer {
  status: number;
  ms: number;
  text: string;
}

function post(target: { url: string } | { socketPath: string }, body: Buffer): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const where =
      'url' in target
        ? (() => {
            const u = new URL(target.url);
            return { host: u.hostname, port: u.port, path: `${u.pathname}/review` };
          })()
        : { socketPath: target.socketPath, path: '/review' };
    const req = http.request(
      {
        ...where,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const ours413 = (a: Answer) => a.status === 413 && a.text.includes('"payload_too_large"');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mb = (kb: number) => (kb / 1024).toFixed(0);

async function throughTheStack(): Promise<void> {
  const targets = [
    { name: 'through Hosting', url: `${siteUrl()}/api` },
    { name: "function's URL", url: functionUrl() },
  ];
  await post({ url: targets[0]!.url }, bodyOf(1024)); // the worker is warm
  const idle = Math.max(...workers().map((pid) => memoryKb(pid).rss));
  console.log(
    `\n1. Through the local stack: each size ${RUNS} times, median time; the function worker's` +
      ` peak RSS during the requests (idle: ${mb(idle)} MiB)\n`,
  );
  console.log('| body | path | answer | time to answer | worker RSS before → peak |');
  console.log('| ---: | --- | --- | ---: | ---: |');
  for (const size of SIZES_MB) {
    const body = bodyOf(size * MB);
    for (const target of targets) {
      const times: number[] = [];
      const before = Math.max(...workers().map((pid) => memoryKb(pid).rss));
      let peak = 0;
      let answers = '';
      for (let i = 0; i < RUNS; i++) {
        workers().forEach(resetPeak);
        const answer = await post(target, body);
        peak = Math.max(peak, ...workers().map((pid) => memoryKb(pid).peak));
        times.push(answer.ms);
        answers = ours413(answer) ? '413 (ours)' : `${answer.status} ${answer.text.slice(0, 60)}`;
        if (!ours413(answer)) notOurs.push(`${size} MiB ${target.name}: ${answers}`);
      }
      console.log(
        `| ${size} MiB | ${target.name} | ${answers} | ${median(times).toFixed(0)} ms | ${mb(before)} → ${mb(peak)} MiB |`,
      );
    }
  }
}

interface IdleWorker {
  child: ChildProcess;
  socketPath: string;
  pid: number;
  /** Its resident memory (KiB) after one small body, before `measure` runs. */
  idle: number;
}

/**
 * Runs `measure` on a fresh copy of the worker that has answered one small body, with its peak
 * memory reset; stops the copy afterwards.
 */
async function onIdleWorker(
  memoryMb: number,
  measure: (worker: IdleWorker) => Promise<void>,
): Promise<void> {
  const { child, socketPath } = await cloneWorker(memoryMb);
  try {
    const pid = child.pid!;
    await post({ socketPath }, bodyOf(1024));
    const idle = memoryKb(pid).rss;
    resetPeak(pid);
    await measure({ child, socketPath, pid, idle });
  } finally {
    child.kill();
    rmSync(socketPath, { force: true });
  }
}

/** The memory and concurrency the function is deployed with (--memory-mb / --concurrency try others). */
function configured(): { memoryMb: number; concurrency: number } {
  const require = createRequire(import.meta.url);
  // Read as firebase-tools reads a function's definition: without the checks an instance runs
  // as it starts, which refuse the emulators' cursor secret outside the Functions emulator.
  process.env.FUNCTIONS_CONTROL_API = 'true';
  const { api } = require(path.join(ROOT, 'functions', 'lib', 'index.js')) as {
    api: { __endpoint: { availableMemoryMb: number; concurrency: number } };
  };
  delete process.env.FUNCTIONS_CONTROL_API;
  return {
    memoryMb: Number(flags.string('memory-mb') ?? api.__endpoint.availableMemoryMb),
    concurrency: Number(flags.string('concurrency') ?? api.__endpoint.concurrency),
  };
}

function getService(socketPath: string): Promise<number> {
  return new Promise((resolve, reject) =>
    http
      .get({ socketPath, path: '/service' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject),
  );
}

/** One body of each size, each on a fresh copy of the worker: what one body costs, alone. */
async function oneBodyEach(): Promise<void> {
  const { memoryMb } = configured();
  console.log('\n2. One body on an idle instance (a fresh copy of the worker for each)\n');
  console.log('| body | time to answer | answer | idle RSS | peak RSS | cost |');
  console.log('| ---: | ---: | --- | ---: | ---: | ---: |');
  for (const size of SIZES_MB) {
    await onIdleWorker(memoryMb, async ({ socketPath, pid, idle }) => {
      const answer = await post({ socketPath }, bodyOf(size * MB));
      const { peak } = memoryKb(pid);
      if (!ours413(answer)) notOurs.push(`${size} MiB on an idle instance: ${answer.status}`);
      console.log(
        `| ${size} MiB | ${answer.ms.toFixed(0)} ms | ${ours413(answer) ? '413 (ours)' : answer.status} | ${mb(idle)} MiB | ${mb(peak)} MiB | +${mb(peak - idle)} MiB |`,
      );
    });
  }
}

async function burst(): Promise<void> {
  const { memoryMb, concurrency } = configured();
  const sizes = [...new Set([1, ...BURSTS, concurrency])].sort((a, b) => a - b);
  let oneBodyKb = NaN;
  const body = bodyOf(30 * MB);
  console.log(
    `\n3. One instance under a burst of 30 MiB bodies: memory ${memoryMb} MiB (V8 heap ${heapMb(memoryMb)} MiB),` +
      ` concurrency ${concurrency}; a fresh copy of the worker for each burst\n`,
  );
  console.log(
    '| bodies at once | idle RSS | all answered in | answers | peak RSS | bound: idle + n × one body | within memory | instance |',
  );
  console.log('| ---: | ---: | ---: | --- | ---: | ---: | --- | --- |');
  for (const n of sizes) {
    await onIdleWorker(memoryMb, async ({ child, socketPath, pid, idle }) => {
      const started = performance.now();
      const answers = await Promise.allSettled(
        Array.from({ length: n }, () => post({ socketPath }, body)),
      );
      const ms = performance.now() - started;
      const alive = child.exitCode === null && child.signalCode === null;
      const peak = alive ? memoryKb(pid).peak : NaN;
      const ok = answers.filter((a) => a.status === 'fulfilled' && ours413(a.value)).length;
      // Bodies that arrive together are held together: the worst case is n times one body's cost.
      if (n === 1) oneBodyKb = peak - idle;
      const bound = idle + n * oneBodyKb;
      const fits = peak / 1024 < memoryMb && bound / 1024 < memoryMb;
      const serving = alive && (await getService(socketPath).catch(() => 0)) === 200;
      console.log(
        `| ${n} | ${mb(idle)} MiB | ${ms.toFixed(0)} ms | ${ok} of ${n} × 413 (ours) | ${
          alive ? `${mb(peak)} MiB` : '-'
        } | ${mb(bound)} MiB | ${alive ? (fits ? 'yes' : 'NO') : '-'} | ${
          serving ? 'serving' : `DOWN (exit ${child.exitCode ?? child.signalCode})`
        } |`,
      );
      if (ok !== n) notOurs.push(`a burst of ${n}: ${ok} of ${n} × 413 (ours)`);
      if (n === concurrency) {
        fitVerdict = {
          met: ok === n && fits && serving,
          measured:
            `${n} at once: peak ${alive ? `${mb(peak)} MiB` : '—'}, bound ${mb(bound)} MiB, ` +
            `memory ${memoryMb} MiB, ${serving ? 'serving' : 'down'}`,
        };
      }
    });
  }
}

console.log(
  `node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(2)}`,
);
await throughTheStack();
await oneBodyEach();
await burst();

const goals = new Goals();
goals.judge(meta.goals.refused, notOurs.length, notOurs.join('; ') || 'every one');
goals.check(meta.goals.fits, fitVerdict?.met ?? false, fitVerdict?.measured ?? 'not measured');
goals.finish(meta.name);
