import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newest } from '../src/build.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `file` under `dir` with the given modification time (seconds since 1970). */
function file(relative: string, seconds: number): string {
  const full = path.join(dir, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, seconds, seconds);
  return full;
}

describe('what makes the suite build again', () => {
  it('counts a source folder named lib (functions/src/lib), and skips only the build outputs', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tg-build-'));
    file('src/app.ts', 1_000);
    file('src/lib/ids.ts', 2_000);
    file('lib/index.js', 3_000);
    file('src/node_modules/x/index.js', 4_000);
    const outputs = new Set([path.join(dir, 'lib')]);
    expect(newest([path.join(dir, 'src')], outputs)).toBe(2_000_000);
    expect(newest([dir], outputs)).toBe(2_000_000);
    expect(newest([dir], new Set())).toBe(3_000_000);
    expect(newest([path.join(dir, 'missing')], outputs)).toBe(0);
  });
});
