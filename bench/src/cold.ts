/**
 * npm run bench:cold — what a cold start costs the two functions, beside a bare function
 * measured in the same run, each started as Cloud Functions starts it (lib/functions-framework.ts):
 *
 * 1. Cold start: process start to the first 200 on a typical request (the API: the services
 *    preview the home page asks for; the page function: `/` and a place's page, which ask the
 *    suite's API, warm, through the Functions emulator). Then the same request again on the now
 *    warm process, for scale. CPU time and RSS of the process once it has answered.
 * 2. Module load alone: process start to the module's exports being ready, loaded by the
 *    Functions Framework's own loader (require for CommonJS, import() for an ES module).
 *
 * The baseline is a bare `onRequest((req, res) => res.send('ok'))` from
 * firebase-functions/v2/https (written to .bench/cold/baseline at run time), started and measured
 * the same way; every figure is also given as a ratio to it. Runs alternate between the
 * functions. --pages measures further builds of the page function beside web/dist-server (for
 * example main's bundle, built into .bench/cold/pages-main). Writes nothing outside .bench/.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '@tourist-guide/stack/paths';
import { cold as meta } from './catalogue.js';
import { parseFlags } from './support/cli.js';
import {
  coldStart,
  FRAMEWORK_VERSION,
  moduleLoad,
  writeBaseline,
  writeLoadProbe,
  type Fn,
  type Sample,
} from './support/functions-framework.js';
import { Goals } from './support/goals.js';
import { PLACE } from './support/measure.js';

const flags = parseFlags(meta);
const RUNS = flags.number('runs');
const NODE = flags.string('node') ?? process.execPath;
const OUT = path.join(ROOT, '.bench', 'cold');

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
  const paths = ['/', `/detail/${PLACE.kyoto}`];
  const extra = flags.list('pages').map((entry) => {
    const [label, dir] = entry.includes('=') ? entry.split('=', 2) : [entry, entry];
    return { name: `pages (${label})`, source: path.resolve(ROOT, dir!), target: 'pages', paths };
  });
  return [
    { name: 'pages', source: path.join(ROOT, 'web', 'dist-server'), target: 'pages', paths },
    ...extra,
  ];
}

const baseline = writeBaseline(OUT);
const functions: Fn[] = [
  baseline,
  { name: 'api', source: path.join(ROOT, 'functions'), target: 'api', paths: ['/services'] },
  ...pagesFunctions(),
];
for (const fn of functions) {
  const main = path.join(fn.source, 'package.json');
  if (!existsSync(main)) throw new Error(`${fn.name}: ${main} is missing (build it first)`);
}
const probe = writeLoadProbe(OUT);

console.log(
  `node ${NODE === process.execPath ? process.version : NODE}, Functions Framework ${FRAMEWORK_VERSION}, ` +
    `${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(2)}, ${RUNS} runs each, ${new Date().toISOString()}`,
);

// Each module once, unmeasured: its declared memory (for the heap), the OS's file cache warm,
// and one request of each kind so the suite's API has served them before the runs.
for (const fn of functions) {
  const { memoryMb } = await moduleLoad(NODE, fn, probe);
  if (memoryMb) fn.memoryMb = memoryMb;
  for (const p of fn.paths) await coldStart(NODE, fn, p);
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
      job.kind === 'load'
        ? await moduleLoad(NODE, job.fn, probe)
        : await coldStart(NODE, job.fn, job.path);
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

// Judged on CPU time: on a busy machine the wall time to the first 200 is mostly waiting for a
// core (the API's median was 5.1× then 2.5× the bare function's in two runs in a row, its CPU
// 2.68× then 2.55×).
const goals = new Goals();
const cpuTo200 = (fn: Fn, urlPath: string) => {
  const job = jobs.find((j) => j.fn === fn && j.kind === 'cold' && j.path === urlPath)!;
  return median(of(job).map((s) => s.cpuMs));
};
const bare = median(baselineOf('cold').map((s) => s.cpuMs));
for (const [goal, name, urlPath] of [
  [meta.goals.api, 'api', '/services'],
  [meta.goals.pages, 'pages', '/'],
] as const) {
  const cpu = cpuTo200(
    functions.find((fn) => fn.name === name)!,
    urlPath,
  );
  goals.judge(goal, cpu / bare, `CPU ${ms(cpu)} against ${ms(bare)}, ${ratio(cpu, bare)}`);
}
goals.finish(meta.name);
