/**
 * The measuring helpers the benches share: a server on a free loopback port, requests/s and
 * latency with autocannon, the best of alternating rounds, the app's own read counter, and the
 * places the benches name (seeded by emulators/seed/places.json).
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import autocannon, { type Request } from 'autocannon';
import type { Express } from 'express';
import type * as DbStats from '../../../functions/src/lib/db-stats.js';

/**
 * The app's own read counter (functions/src/lib/db-stats.ts, which every store calls): functions/
 * is CommonJS, so this is the very instance the app requires.
 */
export const { dbStats, resetDbStats } = createRequire(import.meta.url)(
  '../../../functions/src/lib/db-stats',
) as typeof DbStats;

/** Seeded places (emulators/seed/places.json) the benches use, by their ids. */
export const PLACE = {
  kyoto: 'kyoto-japan',
  lisbon: 'lisbon-portugal',
  santorini: 'santorini-greece',
  reykjavik: 'reykjavik-iceland',
  amalfi: 'amalfi-coast-italy',
  petra: 'petra-jordan',
  machuPicchu: 'machu-picchu-peru',
  bali: 'bali-indonesia',
  havana: 'havana-cuba',
  banff: 'banff-canada',
} as const;

export async function listen(app: Express): Promise<{ url: string; close: () => void }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

export interface Row {
  target: string;
  call: string;
  rps: number;
  /** CPU time per request, ms: this process (the app in process and autocannon) and the suite's. */
  cpu: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** The suite's launcher (it runs our Firestore emulator in its process), up the parent chain. */
function findSuite(): number | undefined {
  let pid = process.ppid;
  for (let hops = 0; hops < 8 && pid > 1; hops++) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('emulators/stack/src/cli.ts')) {
        return pid;
      }
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
const SUITE = findSuite();

/**
 * CPU time used so far, ms: this process's and the suite's (user + system, from /proc in 10 ms
 * ticks). Unlike requests/s it hardly moves when other work shares the machine's cores.
 */
export function cpuNow(): number {
  const own = process.cpuUsage();
  let suite = 0;
  if (SUITE !== undefined) {
    const stat = readFileSync(`/proc/${SUITE}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    suite = (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return (own.user + own.system) / 1000 + suite;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** A fixed number of requests instead of `seconds`. */
  amount?: number;
  headers?: Record<string, string>;
  requests?: Request[];
}

/** Drives `url` with autocannon and prints one line: requests/s, p50, p99, answers not 2xx. */
export async function throughput(
  target: string,
  call: string,
  url: string,
  options: LoadOptions,
): Promise<Row> {
  const cpuBefore = cpuNow();
  const result = await autocannon({
    url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
    headers: options.headers,
    requests: options.requests,
    timeout: 10,
  });
  const row: Row = {
    target,
    call,
    rps: result.requests.average,
    cpu: (cpuNow() - cpuBefore) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  printRow(row);
  return row;
}

export function printRow(row: Row): void {
  console.log(
    `[bench] ${row.target.padEnd(18)} ${row.call.padEnd(36)} ${row.rps.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${row.p50} ms  p99 ${row.p99} ms  CPU ${row.cpu.toFixed(2)} ms/req  ` +
      `non-2xx ${row.non2xx}  errors ${row.errors}`,
  );
}

/**
 * `rounds` rounds of every call in turn, keeping each call's best (noise on a shared machine only
 * ever slows a run down), after one unmeasured warm-up of each. Every other round goes in the
 * reverse order, so no call always follows the same one.
 */
export async function bestOfRounds(
  calls: readonly (readonly [name: string, url: string])[],
  rounds: number,
  options: LoadOptions,
  target = 'api (node)',
): Promise<Record<string, Row>> {
  for (const [call, url] of calls) {
    await throughput('warm-up', call, url, { ...options, amount: 200 });
  }
  const best: Record<string, Row> = {};
  for (let round = 0; round < rounds; round++) {
    for (const [call, url] of round % 2 ? [...calls].reverse() : calls) {
      const row = await throughput(target, call, url, options);
      const kept = best[call];
      if (!kept || row.rps > kept.rps)
        best[call] = { ...row, non2xx: row.non2xx + (kept?.non2xx ?? 0) };
      else kept.non2xx += row.non2xx;
    }
  }
  return best;
}

/**
 * Each call's CPU time per request as a ratio of the first call's, measured in `rounds` short
 * rounds of every call in turn (the order reversed every other round): the median of each call's
 * ratios over the rounds. On a busy machine requests/s of one call differ by two or three times
 * between rounds; its CPU per request by a few percent.
 */
export async function pairedRatios(
  calls: readonly (readonly [name: string, url: string])[],
  rounds: number,
  options: LoadOptions,
): Promise<{ ratios: Record<string, number>; rows: Record<string, Row[]> }> {
  for (const [call, url] of calls) {
    await throughput('warm-up', call, url, { ...options, amount: 200 });
  }
  const rows: Record<string, Row[]> = Object.fromEntries(calls.map(([call]) => [call, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [call, url] of round % 2 ? [...calls].reverse() : calls) {
      rows[call]!.push(await throughput('api (node)', call, url, options));
    }
  }
  const [base] = calls[0]!;
  const ratios = Object.fromEntries(
    calls.map(([call]) => {
      const each = rows[call]!.map((row, i) => row.cpu / rows[base]![i]!.cpu);
      return [
        call,
        quantile(
          [...each].sort((a, b) => a - b),
          0.5,
        ),
      ];
    }),
  );
  return { ratios, rows };
}

/** Nearest-rank quantile of ascending values. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

export const ratio = (value: number) => `${value.toFixed(2)}×`;
