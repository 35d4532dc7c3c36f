import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/paths.js';
import { HOST, START_PORTS, testPorts } from '../src/ports.js';

const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: Record<string, { host?: string; port?: number }>;
};

describe('ports', () => {
  it("when firebase.json names the emulators' ports, then they are npm start's ports from ports.ts", () => {
    const named = Object.fromEntries(
      Object.keys(START_PORTS).map((name) => [name, firebaseJson.emulators[name]]),
    );
    const expected = Object.fromEntries(
      Object.entries(START_PORTS).map(([name, port]) => [name, { host: HOST, port }]),
    );
    expect(named).toEqual(expected);
  });

  it('when the test ports are used, then none of them is one of the start ports', () => {
    const start = new Set(Object.values(START_PORTS));
    expect(Object.values(testPorts()).filter((port) => start.has(port))).toEqual([]);
  });
});
