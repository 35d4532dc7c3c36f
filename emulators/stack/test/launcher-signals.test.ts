import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/paths.js';
import { portHolders } from '../src/port-holders.js';
import { HOST, testPorts, type Ports } from '../src/ports.js';
import { groupAlive } from '../src/stop-list.js';
import { ownOffset } from './support/own-offset.js';

async function busyPorts(ports: Ports): Promise<number[]> {
  const busy: number[] = [];
  for (const port of Object.values(ports)) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)))
        .listen(port, HOST);
    });
    if (!free) busy.push(port);
  }
  return busy;
}

async function until<T>(what: string, value: () => T | Promise<T>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await value();
    if (got) return got;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function processGroupOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

const results = mkdtempSync(path.join(tmpdir(), 'tg-launcher-'));
let launcher: ChildProcess | undefined;
let emulators: number | undefined;
afterAll(() => {
  // Whatever a failed run left, so that it does not hold these ports for the next one.
  launcher?.kill('SIGKILL');
  if (emulators !== undefined && groupAlive(emulators)) process.kill(-emulators, 'SIGKILL');
  rmSync(results, { recursive: true, force: true });
});

describe('the launcher', () => {
  it.runIf(process.platform === 'linux')(
    'when it gets SIGINT (what Ctrl-C sends) while the emulators start, then it exits with 130, frees every port within seconds and leaves no emulator process',
    async () => {
      // Beside the running suite, 500 ports further.
      const offset = ownOffset(500);
      const ports = testPorts(offset);
      expect(await busyPorts(ports), `ports for the launcher's test (offset ${offset})`).toEqual(
        [],
      );

      // As `npm run suite` runs it, with a command it never gets to.
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'emulators/stack/src/cli.ts', 'exec', '--', 'sleep', '60'],
        {
          cwd: ROOT,
          // Its own ports, and a results folder of its own: not the running suite's.
          env: { ...process.env, TG_PORT_OFFSET: String(offset), TG_RESULTS_DIR: results },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      launcher = child;
      let output = '';
      child.stdout.on('data', (b: Buffer) => (output += b.toString()));
      child.stderr.on('data', (b: Buffer) => (output += b.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

      // firebase-tools' hub listens early: the emulators' process group is there and holds ports.
      const firebase = await until(
        `firebase-tools listening on the hub port ${ports.hub}`,
        () => portHolders([ports.hub]).get(ports.hub)?.[0],
        45_000,
      ).catch((err: unknown) => {
        throw new Error(`${String(err)}\nthe launcher said:\n${output}`);
      });
      emulators = processGroupOf(firebase.pid);
      expect(output).not.toContain('ready');

      child.kill('SIGINT');
      const timeout = new Promise((r) => setTimeout(() => r('still running after 20 s'), 20_000));
      const code = await Promise.race([exited, timeout]);
      await until(
        'every port free',
        async () => (await busyPorts(ports)).length === 0,
        5_000,
      ).catch(() => {});
      expect(
        { code, portsTaken: await busyPorts(ports), emulatorsLeft: groupAlive(emulators) },
        output,
      ).toEqual({ code: 130, portsTaken: [], emulatorsLeft: false });
    },
    75_000,
  );
});
