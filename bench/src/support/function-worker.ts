/**
 * The local stack's function workers (the Functions emulator's runtime processes of this suite),
 * read and copied through /proc, for bench:bodies: their memory, and a copy of one that serves
 * on a socket of its own with the deployed V8 heap.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { heapMb } from './functions-framework.js';

/** Resident memory now and its peak since the last reset, KiB. */
export function memoryKb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Resets the kernel's peak-RSS mark (VmHWM) to the current RSS. */
export const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** This suite's function workers: the emulator's runtime processes pointed at our Firestore. */
export function workers(): number[] {
  const mine = `FIRESTORE_EMULATOR_HOST=${process.env.FIRESTORE_EMULATOR_HOST}`;
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!cmd.includes('functionsEmulatorRuntime')) return false;
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(mine);
      } catch {
        return false;
      }
    });
}

let clones = 0;

/**
 * A copy of this suite's function worker (same program, same environment, the deployed heap
 * limit), listening on a unix socket of its own.
 */
export async function cloneWorker(
  memoryMb: number,
): Promise<{ child: ChildProcess; socketPath: string }> {
  const [pid] = workers();
  if (pid === undefined) throw new Error('no function worker of this suite is running');
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const env = Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
  clones += 1;
  const socketPath = path.join(os.tmpdir(), `tg-bench-bodies-${process.pid}-${clones}.sock`);
  const [bin, ...args] = argv as [string, ...string[]];
  const nodeOptions = `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb(memoryMb)}`.trim();
  const child = spawn(bin, args, {
    cwd: readlinkSync(`/proc/${pid}/cwd`),
    env: { ...env, PORT: socketPath, NODE_OPTIONS: nodeOptions },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.on('message', () => undefined);
  const deadline = Date.now() + 30_000;
  while (!existsSync(socketPath)) {
    if (Date.now() > deadline) throw new Error('the worker copy did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, socketPath };
}
