import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, 'support', 'memory-round-trip.ts');

/*
 * A 20 MiB object through the emulator without holding it twice: measured in a process of its own
 * (support/memory-round-trip.ts, with --expose-gc), where nothing but the client and the emulator
 * allocates. The emulator keeps the object once (it is an in-memory store); the upload copies
 * each arriving chunk into its blocks once and the download sends views of them.
 */
describe('a 20 MiB object', () => {
  it('when it is uploaded and downloaded as streams, then it arrives whole and memory holds it once, not twice', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', SCRIPT, '20'],
      { cwd: path.join(import.meta.dirname, '..', '..') },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<
      string,
      number | boolean
    >;
    const size = 20 * 1024 * 1024;
    expect(result).toMatchObject({ objectBytes: size, intact: true, heldByEmulator: size });
    expect(result.peakLiveBytes).toBeLessThan(1.5 * size);
  }, 120_000);
});
